import type { DatasetListItem } from '@common/api/datasets';
import { Tag } from '@app/components/antdKit';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import type { ListColumn } from '@app/components/listPage/ListTable';

/** The dataset table's columns; `remove` is offered where `canDelete` says so. */
export function datasetTableColumns(
  canDelete: (dataset: DatasetListItem) => boolean,
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
        canDelete(dataset) && (
          <ConfirmButton
            question={`Delete dataset ${dataset.table_name}?`}
            okText="Delete"
            onConfirm={() => remove(dataset)}
          >
            Delete
          </ConfirmButton>
        ),
    },
  ];
}
