import type { SavedQueryRecord } from '@common/api/savedQueries';
import { Button, Paragraph, Space, Text } from '@app/components/antdKit';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import type { ListColumn } from '@app/components/listPage/ListTable';

/** What a row's buttons do. */
export type SavedQueryActions = {
  open: (query: SavedQueryRecord) => void;
  copyLink: (query: SavedQueryRecord) => void;
  edit: (query: SavedQueryRecord) => void;
  schedule: (query: SavedQueryRecord) => void;
  remove: (query: SavedQueryRecord) => Promise<unknown>;
};

/** The saved query table's columns; name and modified sort on the server. */
export function savedQueryColumns(actions: SavedQueryActions): ListColumn<SavedQueryRecord>[] {
  return [
    {
      title: 'Name',
      key: 'label',
      sortable: true,
      render: (query) => (
        <>
          <Text strong>{query.label}</Text>
          {query.description && (
            <Paragraph type="secondary" ellipsis={{ rows: 1 }} className="tessera-compact-item">
              {query.description}
            </Paragraph>
          )}
        </>
      ),
    },
    { title: 'Database', key: 'database', render: (q) => q.database?.database_name ?? '' },
    { title: 'Schema', key: 'schema', render: (query) => query.schema ?? '' },
    {
      title: 'Created by',
      key: 'created_by',
      render: ({ created_by: user }) => `${user.first_name} ${user.last_name}`.trim(),
    },
    {
      title: 'SQL',
      key: 'sql',
      width: '30%',
      render: (query) => (
        <Paragraph
          className="tessera-code"
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{ rows: 2, tooltip: query.sql }}
        >
          {query.sql}
        </Paragraph>
      ),
    },
    {
      title: 'Modified',
      key: 'changed_on',
      sortable: true,
      render: (query) => query.changed_on_delta_humanized,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (query) => (
        <Space wrap size="small">
          <Button size="small" onClick={() => actions.open(query)}>
            Open in SQL Lab
          </Button>
          <Button size="small" onClick={() => actions.copyLink(query)}>
            Copy link
          </Button>
          <Button size="small" onClick={() => actions.edit(query)}>
            Edit
          </Button>
          <Button size="small" onClick={() => actions.schedule(query)}>
            Schedule
          </Button>
          <ConfirmButton
            question={`Delete saved query ${query.label}?`}
            okText="Delete"
            onConfirm={() => actions.remove(query)}
          >
            Delete
          </ConfirmButton>
        </Space>
      ),
    },
  ];
}
