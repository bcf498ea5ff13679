import type { DatasetListItem } from '@common/api/datasets';
import { Button, Space, Tag } from '@app/components/antdKit';
import type { ListColumn } from '@app/components/listPage/ListTable';
import { DeleteDatasetButton } from './DeleteDatasetButton';

/** The dataset table's columns; edit and `remove` are offered where `canChange` says so. */
export function datasetTableColumns(
  canChange: (dataset: DatasetListItem) => boolean,
  edit: (dataset: DatasetListItem) => void,
  remove: (dataset: DatasetListItem) => Promise<unknown>,
): ListColumn<DatasetListItem>[] {
  return [
    { title: 'Name', key: 'table_name', sortable: true, render: (d) => d.table_name },
    {
      title: 'Type',
      key: 'kind',
      render: (dataset) =>
        dataset.kind === 'virtual' ? (
          <Tag color="purple">Virtual</Tag>
        ) : (
          <Tag color="blue">Physical</Tag>
        ),
    },
    { title: 'Database', key: 'database', render: (d) => d.database.database_name },
    { title: 'Schema', key: 'schema', sortable: true, render: (d) => d.schema ?? '' },
    {
      title: 'Owners',
      key: 'owners',
      render: (dataset) =>
        dataset.owners.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', '),
    },
    {
      title: 'Modified',
      key: 'changed_on',
      sortable: true,
      render: (d) => d.changed_on_delta_humanized,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (dataset) =>
        canChange(dataset) && (
          <Space size="small">
            <Button size="small" onClick={() => edit(dataset)}>
              Edit
            </Button>
            <DeleteDatasetButton dataset={dataset} onConfirm={() => remove(dataset)} />
          </Space>
        ),
    },
  ];
}
