import { Button, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import type { SavedQueryRecord } from '../../../common/api/savedQueries';
import type { SavedQuerySort } from './savedQueryListRequest';

/** What a row's buttons do. */
export type SavedQueryActions = {
  open: (query: SavedQueryRecord) => void;
  copyLink: (query: SavedQueryRecord) => void;
  edit: (query: SavedQueryRecord) => void;
  schedule: (query: SavedQueryRecord) => void;
  remove: (query: SavedQueryRecord) => Promise<void>;
};

const order = (sort: SavedQuerySort, column: SavedQuerySort['column']) =>
  sort.column === column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;

/** The saved query table's columns; name and modified sort on the server. */
export function savedQueryColumns(
  sort: SavedQuerySort,
  actions: SavedQueryActions,
): TableColumnsType<SavedQueryRecord> {
  return [
    {
      title: 'Name',
      key: 'label',
      sorter: true,
      sortOrder: order(sort, 'label'),
      render: (_, query) => (
        <>
          <Typography.Text strong>{query.label}</Typography.Text>
          {query.description && (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1 }}
              className="tessera-compact-item"
            >
              {query.description}
            </Typography.Paragraph>
          )}
        </>
      ),
    },
    {
      title: 'Database',
      key: 'database',
      render: (_, query) => query.database?.database_name ?? '',
    },
    { title: 'Schema', key: 'schema', render: (_, query) => query.schema ?? '' },
    {
      title: 'Created by',
      key: 'created_by',
      render: (_, { created_by: user }) => `${user.first_name} ${user.last_name}`.trim(),
    },
    {
      title: 'SQL',
      key: 'sql',
      width: '30%',
      render: (_, query) => (
        <Typography.Paragraph
          className="tessera-code"
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{ rows: 2, tooltip: query.sql }}
        >
          {query.sql}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Modified',
      key: 'changed_on',
      sorter: true,
      sortOrder: order(sort, 'changed_on'),
      render: (_, query) => query.changed_on_delta_humanized,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, query) => (
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
          <Popconfirm
            title={`Delete saved query ${query.label}?`}
            okText="Delete"
            onConfirm={() => actions.remove(query)}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
