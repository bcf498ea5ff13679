import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import type { QueryHistoryItem } from '../../api/queries';
import { QUERY_STATE_COLOURS } from '../../components/queryStateColours';
import { RunDuration } from '../../components/RunDuration';

function userName(user: QueryHistoryItem['user']): string {
  if (!user) return '';
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The history table's columns; `open` takes a run to SQL Lab. */
export function historyColumns(open: (id: number) => void): TableColumnsType<QueryHistoryItem> {
  return [
    {
      title: 'State',
      key: 'status',
      render: (_, query) => (
        <Tag color={QUERY_STATE_COLOURS[query.status] ?? 'default'}>
          {query.status.replace('_', ' ')}
        </Tag>
      ),
    },
    {
      title: 'Started',
      key: 'start_time',
      render: (_, query) => new Date(query.start_time).toLocaleString(),
    },
    {
      title: 'Duration',
      key: 'duration',
      // The record's own end − start (the time so far while it runs), as SQL Lab words it.
      render: (_, query) => (
        <RunDuration run={{ state: query.status, start: query.start_time, end: query.end_time }} />
      ),
    },
    { title: 'Database', key: 'database', render: (_, query) => query.database.database_name },
    { title: 'User', key: 'user', render: (_, query) => userName(query.user) },
    {
      title: 'Rows',
      key: 'rows',
      align: 'right',
      render: (_, query) => query.rows?.toLocaleString() ?? '',
    },
    {
      title: 'SQL',
      key: 'sql',
      width: '40%',
      render: (_, query) => (
        // Long SQL is cut to two lines; the tooltip and "Expand" show all of it.
        <Typography.Paragraph
          className="tessera-code"
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{
            rows: 2,
            expandable: 'collapsible',
            tooltip: { title: query.sql, styles: { root: { maxWidth: 640 } } },
          }}
        >
          {query.sql}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, query) => (
        <Button size="small" onClick={() => open(query.id)}>
          Open in SQL Lab
        </Button>
      ),
    },
  ];
}
