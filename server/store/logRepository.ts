import type { Store } from './db';

export interface RecentLogRow {
  action: string;
  item_type: string | null;
  item_title: string | null;
  item_url: string | null;
  dttm: number;
}

/** One entry of the action log. */
export interface LogEntry {
  userId: number;
  action: string;
  itemType: string;
  itemId: number;
  itemTitle: string;
  itemUrl: string;
  dttm: number;
}

/** One usage event of the client (Superset's event logger), stored as its JSON. */
export interface LogEventEntry {
  userId: number;
  action: string;
  json: string;
  dashboardId: number | null;
  sliceId: number | null;
  durationMs: number | null;
  referrer: string | null;
  dttm: number;
}

/** The action log: what users viewed and changed. */
export class LogRepository {
  constructor(private readonly db: Store) {}

  /** Appends one entry. */
  async record(entry: LogEntry): Promise<void> {
    await this.db
      .insertInto('logs')
      .values({
        user_id: entry.userId,
        action: entry.action,
        item_type: entry.itemType,
        item_id: entry.itemId,
        item_title: entry.itemTitle,
        item_url: entry.itemUrl,
        dttm: entry.dttm,
      })
      .execute();
  }

  /** Appends usage events in one statement (no item: they are not Recents). */
  async recordEvents(entries: LogEventEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('logs')
      .values(
        entries.map((entry) => ({
          user_id: entry.userId,
          action: entry.action,
          item_type: null,
          item_id: null,
          item_title: null,
          item_url: null,
          dttm: entry.dttm,
          json: entry.json,
          dashboard_id: entry.dashboardId,
          slice_id: entry.sliceId,
          duration_ms: entry.durationMs,
          referrer: entry.referrer,
        })),
      )
      .execute();
  }

  /**
   * A user's items of the given actions, newest first, each once: an item opened ten times
   * shows as its latest opening (as Superset's recent activity groups by item).
   */
  recentForUser(
    userId: number,
    actions: string[],
    page: number,
    pageSize: number,
  ): Promise<RecentLogRow[]> {
    return this.db
      .selectFrom('logs as l')
      .select(['l.action', 'l.item_type', 'l.item_title', 'l.item_url', 'l.dttm'])
      .where('l.user_id', '=', userId)
      .where('l.action', 'in', actions)
      .where('l.item_url', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('logs as newer')
              .select('newer.id')
              .whereRef('newer.user_id', '=', 'l.user_id')
              .whereRef('newer.item_url', '=', 'l.item_url')
              .where('newer.action', 'in', actions)
              .where((eb) =>
                eb.or([
                  eb('newer.dttm', '>', eb.ref('l.dttm')),
                  eb.and([
                    eb('newer.dttm', '=', eb.ref('l.dttm')),
                    eb('newer.id', '>', eb.ref('l.id')),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .orderBy('l.dttm', 'desc')
      .orderBy('l.id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
  }
}
