import type { QueryHistoryItem } from '@app/api/queries';
import { Button, Paragraph, Tag } from '@app/components/antdKit';
import type { ListColumn } from '@app/components/listPage/ListTable';
import { QUERY_STATE_COLOURS } from '@app/components/queryStateColours';
import { RunDuration } from '@app/components/RunDuration';

function userName(user: QueryHistoryItem['user']): string {
  if (!user) return '';
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The history table's columns; `open` takes a run to SQL Lab. */
export function historyColumns(open: (id: number) => void): ListColumn<QueryHistoryItem>[] {
  return [
    {
      title: 'State',
      key: 'status',
      render: (query) => (
        <Tag color={QUERY_STATE_COLOURS[query.status] ?? 'default'}>
          {query.status.replace('_', ' ')}
        </Tag>
      ),
    },
    {
      title: 'Started',
      key: 'start_time',
      sortable: true,
      render: (query) => new Date(query.start_time).toLocaleString(),
    },
    {
      title: 'Duration',
      key: 'duration',
      // The record's own end − start (the time so far while it runs), as SQL Lab words it.
      render: (query) => (
        <RunDuration run={{ state: query.status, start: query.start_time, end: query.end_time }} />
      ),
    },
    { title: 'Database', key: 'database', render: (query) => query.database.database_name },
    { title: 'User', key: 'user', render: (query) => userName(query.user) },
    {
      title: 'Rows',
      key: 'rows',
      align: 'right',
      sortable: true,
      render: (query) => query.rows?.toLocaleString() ?? '',
    },
    {
      title: 'SQL',
      key: 'sql',
      width: '40%',
      render: (query) => (
        // Long SQL is cut to two lines; the tooltip and "Expand" show all of it.
        <Paragraph
          className="tessera-code"
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{
            rows: 2,
            expandable: 'collapsible',
            tooltip: { title: query.sql, styles: { root: { maxWidth: 640 } } },
          }}
        >
          {query.sql}
        </Paragraph>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (query) => (
        <Button size="small" onClick={() => open(query.id)}>
          Open in SQL Lab
        </Button>
      ),
    },
  ];
}
