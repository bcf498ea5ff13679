import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { SavedQueryListRow } from '../store/savedQueryRepository';

/** The log action of opening a saved query, listed by GET /api/v1/log/recent_activity/. */
export const SAVED_QUERY_VIEW_ACTION = 'sqllab_saved_query';

/**
 * Logs that a user opened a saved query, so Home's Recents lists it under "Viewed". A failed
 * write only loses that line: reading the query must not fail for it.
 */
export async function recordSavedQueryView(
  ctx: AppContext,
  userId: number,
  row: Pick<SavedQueryListRow, 'id' | 'label'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await ctx.logs.record({
      userId,
      action: SAVED_QUERY_VIEW_ACTION,
      itemType: 'saved_query',
      itemId: row.id,
      itemTitle: row.label,
      itemUrl: `/sqllab/?savedQueryId=${row.id}`,
      dttm: Date.now(),
    });
  } catch (error) {
    log.warn({ err: error }, 'could not log a saved query view');
  }
}
