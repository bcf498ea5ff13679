import { Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { DatabaseRecord } from '../../../common/api/databases';
import type { DatasetListItem, DatasetListResponse } from '../../../common/api/datasets';
import { hasPermission, isAdmin } from '../../../common/permissions/hasPermission';
import { listDatabases } from '../../api/databases';
import { deleteDataset, listDatasets } from '../../api/datasets';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { DatasetColumns } from './DatasetColumns';
import {
  DATASETS_PAGE_SIZE,
  datasetListRequest,
  type DatasetFilters,
  NO_DATASET_FILTERS,
} from './datasetListRequest';

const KIND_OPTIONS = [
  { value: 'physical', label: 'Physical' },
  { value: 'virtual', label: 'Virtual' },
];
const FILTER_STYLE = { minWidth: 180 };

/** /tablemodelview/list/: physical and virtual datasets, searched, filtered and paged. */
export function DatasetsPage() {
  const { user, roles } = useAppSelector((state) => state.user);
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [filters, setFilters] = useState<DatasetFilters>(NO_DATASET_FILTERS);
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<DatasetListResponse>({ count: 0, ids: [], result: [] });
  const [loading, setLoading] = useState(true);
  const [databases, setDatabases] = useState<DatabaseRecord[]>([]);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await listDatasets(datasetListRequest(filters, page)));
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  }, [filters, page, showError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    listDatabases().then((list) => setDatabases(list.result), showError);
  }, [showError]);

  const filter = (change: Partial<DatasetFilters>) => {
    setPage(0);
    setFilters((current) => ({ ...current, ...change }));
  };

  // The server decides; this only hides a button that would answer 403.
  const canDelete = (dataset: DatasetListItem) =>
    hasPermission(roles, 'can_write', 'Dataset') &&
    (isAdmin(roles) || dataset.owners.some((owner) => owner.id === user?.id));

  const remove = async (dataset: DatasetListItem) => {
    try {
      await deleteDataset(dataset.id);
      dispatch(addSuccessToast(`Deleted: ${dataset.table_name}`));
      if (page > 0 && answer.result.length === 1) setPage(page - 1);
      else await reload();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="tessera-page">
      <Typography.Title level={1}>Datasets</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search by name"
          aria-label="Search datasets"
          allowClear
          onSearch={(search) => filter({ search })}
          style={{ width: 280 }}
        />
        <Select<number>
          aria-label="Database"
          placeholder="Database"
          allowClear
          style={FILTER_STYLE}
          value={filters.databaseId}
          onChange={(databaseId) => filter({ databaseId })}
          options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
        />
        <Select<'physical' | 'virtual'>
          aria-label="Type"
          placeholder="Type"
          allowClear
          style={FILTER_STYLE}
          value={filters.kind}
          onChange={(kind) => filter({ kind })}
          options={KIND_OPTIONS}
        />
      </Space>
      <Table<DatasetListItem>
        rowKey="id"
        loading={loading}
        dataSource={answer.result}
        locale={{ emptyText: 'No datasets.' }}
        expandable={{
          expandedRowRender: (dataset) => <DatasetColumns datasetId={dataset.id} />,
        }}
        pagination={{
          current: page + 1,
          pageSize: DATASETS_PAGE_SIZE,
          total: answer.count,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          { title: 'Name', dataIndex: 'table_name' },
          {
            title: 'Type',
            key: 'kind',
            render: (_, dataset) =>
              dataset.kind === 'virtual' ? (
                <Tag color="purple">Virtual</Tag>
              ) : (
                <Tag color="blue">Physical</Tag>
              ),
          },
          { title: 'Database', key: 'database', render: (_, d) => d.database.database_name },
          { title: 'Schema', key: 'schema', render: (_, d) => d.schema ?? '' },
          {
            title: 'Owners',
            key: 'owners',
            render: (_, dataset) =>
              dataset.owners.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', '),
          },
          { title: 'Modified', dataIndex: 'changed_on_delta_humanized' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, dataset) =>
              canDelete(dataset) && (
                <Popconfirm
                  title={`Delete dataset ${dataset.table_name}?`}
                  okText="Delete"
                  onConfirm={() => remove(dataset)}
                >
                  <Button size="small" danger>
                    Delete
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
