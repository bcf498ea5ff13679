import type { ExploreSlice } from '@common/api/explore';
import type { AppContext } from '../context';

/** The log action of opening a chart in Explore, listed by GET /api/v1/log/recent_activity/. */
export const EXPLORE_VIEW_ACTION = 'explore';

/**
 * Logs that a user opened a saved chart in Explore, so Home's Recents lists it under "Viewed".
 * Recorded by the server when Explore loads the chart, so it does not depend on a client beacon.
 * A failed write only loses that line: opening the chart must not fail for it.
 */
export async function recordExploreView(
  ctx: AppContext,
  userId: number,
  slice: Pick<ExploreSlice, 'slice_id' | 'slice_name' | 'slice_url'>,
  now = Date.now(),
): Promise<void> {
  try {
    await ctx.logs.record({
      userId,
      action: EXPLORE_VIEW_ACTION,
      itemType: 'slice',
      itemId: slice.slice_id,
      itemTitle: slice.slice_name,
      itemUrl: slice.slice_url,
      dttm: now,
    });
  } catch {
    // Nothing to tell the caller: the chart opened; only its Recents line is lost.
  }
}
