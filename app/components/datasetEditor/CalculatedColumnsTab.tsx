import { Button, Checkbox, Empty, Input, Table, Text } from '@app/components/antdKit';
import type { Dispatch } from 'react';
import type { DatasetDraft, DraftAction, DraftColumn } from './datasetDraft';

/** Columns defined by an SQL expression over the dataset's columns: add, edit, remove. */
export function CalculatedColumnsTab({
  draft,
  dispatch,
}: {
  draft: DatasetDraft;
  dispatch: Dispatch<DraftAction>;
}) {
  const columns = draft.columns.filter((column) => column.expression != null);
  const edit = (key: string, change: Partial<DraftColumn>) =>
    dispatch({ type: 'editColumn', key, change });
  return (
    <div className="dataset-edit-tab">
      <div className="dataset-edit-toolbar">
        <Text type="secondary">
          One SQL expression over the dataset&apos;s columns, e.g. <code>delay &gt; 15</code>
        </Text>
        <Button onClick={() => dispatch({ type: 'addCalculatedColumn' })}>
          Add calculated column
        </Button>
      </div>
      <Table<DraftColumn>
        aria-label="Calculated columns"
        size="small"
        rowKey="key"
        dataSource={columns}
        pagination={false}
        locale={{ emptyText: <Empty description="No calculated columns yet." /> }}
        columns={[
          {
            title: 'Column',
            key: 'name',
            width: '20%',
            render: (_, column) => (
              <Input
                size="small"
                aria-label="Calculated column name"
                autoFocus={!column.id && !column.column_name}
                value={column.column_name}
                status={column.column_name.trim() ? undefined : 'error'}
                onChange={(e) => edit(column.key, { column_name: e.target.value })}
              />
            ),
          },
          {
            title: 'Label',
            key: 'label',
            width: '18%',
            render: (_, column) => (
              <Input
                size="small"
                aria-label="Calculated column label"
                value={column.verbose_name ?? ''}
                onChange={(e) => edit(column.key, { verbose_name: e.target.value })}
              />
            ),
          },
          {
            title: 'SQL expression',
            key: 'expression',
            render: (_, column) => (
              <Input.TextArea
                aria-label="Calculated column SQL expression"
                className="tessera-code"
                autoSize={{ minRows: 1, maxRows: 6 }}
                value={column.expression ?? ''}
                status={column.expression?.trim() ? undefined : 'error'}
                onChange={(e) => edit(column.key, { expression: e.target.value })}
              />
            ),
          },
          {
            title: 'Type',
            key: 'type',
            width: 110,
            render: (_, column) => (
              <Input
                size="small"
                aria-label="Calculated column type"
                placeholder="VARCHAR"
                value={column.type}
                onChange={(e) => edit(column.key, { type: e.target.value })}
              />
            ),
          },
          {
            title: 'Is temporal',
            key: 'is_dttm',
            width: 90,
            align: 'center',
            render: (_, column) => (
              <Checkbox
                aria-label="Calculated column is temporal"
                checked={column.is_dttm}
                onChange={(e) => edit(column.key, { is_dttm: e.target.checked })}
              />
            ),
          },
          {
            title: <span className="dataset-edit-sr-only">Remove</span>,
            key: 'remove',
            width: 84,
            render: (_, column) => (
              <Button
                size="small"
                danger
                onClick={() => dispatch({ type: 'removeColumn', key: column.key })}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
