import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import type { QueryHistoryItem } from '../../api/queries';
import { QUERY_STATE_COLOURS } from '../../components/queryStateColours';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A run's duration as Superset's history shows it: `hh:mm:ss.cc`. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 10));
  const centis = total % 100;
  const seconds = Math.floor(total / 100) % 60;
  const minutes = Math.floor(total / 6000) % 60;
  const hours = Math.floor(total / 360_000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(centis)}`;
}

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
      render: (_, query) =>
        query.end_time === null ? '' : formatDuration(query.end_time - query.start_time),
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
