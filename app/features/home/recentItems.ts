import { humanizeAge } from '@common/humanizeAge';
import type { RecentActivityItem } from '@common/api/recentActivity';
import type { SavedQueryRecord } from '@common/api/savedQueries';
import type { ListRequest } from '@app/api/listRequest';
import type { QueryHistoryItem } from '@app/api/queries';

/** How many items each Recents tab shows. */
export const RECENTS_SHOWN = 10;

/** One line of a Recents tab: what it is, where it opens, and when. */
export type RecentEntry = {
  key: string;
  title: string;
  url: string;
  /** Secondary text, e.g. the database and state of a run. */
  detail: string;
  when: string;
};

/** The caller's newest RECENTS_SHOWN rows of a list, by the user column and order given. */
function newestOf(userColumn: string, orderColumn: string, userId: number): ListRequest {
  return {
    filters: [{ col: userColumn, opr: 'eq', value: userId }],
    order_column: orderColumn,
    order_direction: 'desc',
    page: 0,
    page_size: RECENTS_SHOWN,
  };
}

/** The caller's newest runs, whoever else's the caller may see (admins see all). */
export const ranRequest = (userId: number) => newestOf('user', 'start_time', userId);

/** The caller's own saved queries, most recently changed first. */
export const savedRequest = (userId: number) => newestOf('created_by', 'changed_on', userId);

const firstLine = (sql: string) => {
  const line = sql.trim().split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

/** Items the caller opened, as the recent activity log lists them. */
export function viewedEntries(items: RecentActivityItem[]): RecentEntry[] {
  return items.map((item) => ({
    key: `${item.item_url}@${item.time}`,
    title: item.item_title || item.item_url,
    url: item.item_url,
    detail: item.item_type === 'saved_query' ? 'Saved query' : '',
    when: item.time_delta_humanized,
  }));
}

/** Runs, each opening in SQL Lab by its id; its SQL's first line stands for its name. */
export function ranEntries(runs: QueryHistoryItem[], now: number): RecentEntry[] {
  return runs.map((run) => ({
    key: `query-${run.id}`,
    title: firstLine(run.sql),
    url: `/sqllab/?queryId=${run.id}`,
    detail: `${run.database.database_name} · ${run.status.replace('_', ' ')}`,
    when: humanizeAge(now - run.start_time),
  }));
}

/** Saved queries, each opening in SQL Lab. */
export function savedEntries(queries: SavedQueryRecord[]): RecentEntry[] {
  return queries.map((query) => ({
    key: `saved-${query.id}`,
    title: query.label,
    url: `/sqllab/?savedQueryId=${query.id}`,
    detail: query.database?.database_name ?? '',
    when: query.changed_on_delta_humanized,
  }));
}
