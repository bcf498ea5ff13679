import { Button, Checkbox, Input, Radio, Space, Table, Text } from '@app/components/antdKit';
import type { Dispatch } from 'react';
import type { DatasetDraft, DraftAction, DraftColumn } from './datasetDraft';

/**
 * The dataset's physical columns: label, temporal, default time column, filterable and
 * dimension inline; description and date format in each row's details.
 */
export function ColumnsTab({
  draft,
  dispatch,
  onSync,
  syncing,
}: {
  draft: DatasetDraft;
  dispatch: Dispatch<DraftAction>;
  onSync: () => void;
  syncing: boolean;
}) {
  const columns = draft.columns.filter((column) => column.expression == null);
  const edit = (key: string, change: Partial<DraftColumn>) =>
    dispatch({ type: 'editColumn', key, change });
  return (
    <div className="dataset-edit-tab">
      <div className="dataset-edit-toolbar">
        <Text type="secondary">
          {columns.length} column{columns.length === 1 ? '' : 's'} read from the source
        </Text>
        <Button onClick={onSync} loading={syncing}>
          Sync columns from source
        </Button>
      </div>
      <Table<DraftColumn>
        aria-label="Columns"
        size="small"
        rowKey="key"
        dataSource={columns}
        pagination={false}
        expandable={{
          expandedRowRender: (column) => (
            <Space className="dataset-edit-details" align="start" wrap>
              <label className="dataset-edit-field dataset-edit-wide">
                <span>Description</span>
                <Input.TextArea
                  aria-label={`Description of ${column.column_name}`}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  value={column.description ?? ''}
                  onChange={(e) => edit(column.key, { description: e.target.value })}
                />
              </label>
              <label className="dataset-edit-field">
                <span>Datetime format</span>
                <Input
                  aria-label={`Datetime format of ${column.column_name}`}
                  placeholder="%Y-%m-%d"
                  value={column.python_date_format ?? ''}
                  onChange={(e) => edit(column.key, { python_date_format: e.target.value })}
                />
              </label>
            </Space>
          ),
        }}
        columns={[
          {
            title: 'Column',
            key: 'name',
            ellipsis: true,
            render: (_, column) => <Text strong>{column.column_name}</Text>,
          },
          {
            title: 'Label',
            key: 'label',
            width: '26%',
            render: (_, column) => (
              <Input
                size="small"
                aria-label={`Label of ${column.column_name}`}
                placeholder={column.column_name}
                value={column.verbose_name ?? ''}
                onChange={(e) => edit(column.key, { verbose_name: e.target.value })}
              />
            ),
          },
          {
            title: 'Type',
            key: 'type',
            width: 110,
            ellipsis: true,
            render: (_, column) => <code>{column.type}</code>,
          },
          {
            title: 'Is temporal',
            key: 'is_dttm',
            width: 90,
            align: 'center',
            render: (_, column) => (
              <Checkbox
                aria-label={`${column.column_name} is temporal`}
                checked={column.is_dttm}
                onChange={(e) => edit(column.key, { is_dttm: e.target.checked })}
              />
            ),
          },
          {
            title: 'Default datetime',
            key: 'main_dttm_col',
            width: 100,
            align: 'center',
            render: (_, column) => (
              <Radio
                aria-label={`${column.column_name} is the default datetime`}
                disabled={!column.is_dttm}
                checked={draft.main_dttm_col === column.column_name}
                onChange={() => dispatch({ type: 'mainDttm', column: column.column_name })}
              />
            ),
          },
          {
            title: 'Is filterable',
            key: 'filterable',
            width: 90,
            align: 'center',
            render: (_, column) => (
              <Checkbox
                aria-label={`${column.column_name} is filterable`}
                checked={column.filterable ?? true}
                onChange={(e) => edit(column.key, { filterable: e.target.checked })}
              />
            ),
          },
          {
            title: 'Is dimension',
            key: 'groupby',
            width: 90,
            align: 'center',
            render: (_, column) => (
              <Checkbox
                aria-label={`${column.column_name} is a dimension`}
                checked={column.groupby ?? true}
                onChange={(e) => edit(column.key, { groupby: e.target.checked })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
