import { useEffect, useState } from 'react';
import type { DatabaseRecord } from '@common/api/databases';
import type { DatasetListItem } from '@common/api/datasets';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { listDatabases } from '@app/api/databases';
import { deleteDataset, listDatasets } from '@app/api/datasets';
import { DatasetEditModal } from '@app/components/datasetEditor/DatasetEditModal';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { FilterSelect } from '@app/components/listPage/FilterSelect';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { useAppSelector } from '@app/store/store';
import { DatasetColumns } from './DatasetColumns';
import { datasetTableColumns } from './datasetTableColumns';
import {
  DEFAULT_DATASET_SORT,
  datasetFilters,
  type DatasetFilters,
  NO_DATASET_FILTERS,
} from './datasetListRequest';

const KIND_OPTIONS = [
  { value: 'physical' as const, label: 'Physical' },
  { value: 'virtual' as const, label: 'Virtual' },
];

const load = (state: ListState<DatasetFilters>) =>
  listDatasets(listRequest(state, datasetFilters(state.filters)));

/** /tablemodelview/list/: physical and virtual datasets, searched, filtered and paged. */
export function DatasetsPage() {
  const { user, roles } = useAppSelector((state) => state.user);
  const showError = useApiErrorToast();
  const [databases, setDatabases] = useState<DatabaseRecord[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useListPage({
    load,
    filters: NO_DATASET_FILTERS,
    sort: DEFAULT_DATASET_SORT,
    rowKey: (dataset: DatasetListItem) => dataset.id,
  });

  useEffect(() => {
    listDatabases().then((answer) => setDatabases(answer.result), showError);
  }, [showError]);

  // The server decides; this only hides buttons that would answer 403.
  const canChange = (dataset: DatasetListItem) =>
    hasPermission(roles, 'can_write', 'Dataset') &&
    (isAdmin(roles) || dataset.owners.some((owner) => owner.id === user?.id));

  const columns = datasetTableColumns(
    canChange,
    (dataset) => setEditing(dataset.id),
    (dataset) =>
      list.act(deleteDataset(dataset.id), `Deleted: ${dataset.table_name}`, [dataset.id]),
  );

  return (
    <div className="tessera-page">
      <ListPageHeader title="Datasets" />
      <FilterBar>
        <SearchBox
          label="Search datasets"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ search })}
        />
        <FilterSelect<number>
          label="Database"
          value={list.state.filters.databaseId}
          onChange={(databaseId) => list.setFilters({ databaseId })}
          options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
        />
        <FilterSelect<'physical' | 'virtual'>
          label="Type"
          value={list.state.filters.kind}
          onChange={(kind) => list.setFilters({ kind })}
          options={KIND_OPTIONS}
        />
      </FilterBar>
      <ListTable
        list={list}
        columns={columns}
        emptyText="No datasets."
        expandedRow={(dataset) => <DatasetColumns datasetId={dataset.id} />}
      />
      {editing !== null && (
        <DatasetEditModal
          key={editing}
          datasetId={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
