import type { Store } from './db';

export interface RecentLogRow {
  action: string;
  item_type: string | null;
  item_title: string | null;
  item_url: string | null;
  dttm: number;
}

/** The action log: what users viewed and changed. */
export class LogRepository {
  constructor(private readonly db: Store) {}

  /** A user's newest log entries of the given actions that point at an item. */
  recentForUser(
    userId: number,
    actions: string[],
    page: number,
    pageSize: number,
  ): Promise<RecentLogRow[]> {
    return this.db
      .selectFrom('logs')
      .select(['action', 'item_type', 'item_title', 'item_url', 'dttm'])
      .where('user_id', '=', userId)
      .where('action', 'in', actions)
      .where('item_url', 'is not', null)
      .orderBy('dttm', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
  }
}
