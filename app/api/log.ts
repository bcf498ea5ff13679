import type { RecentActivityItem } from '@common/api/recentActivity';
import { apiFetch } from './client';

/** The signed-in user's recently viewed items. */
export async function recentActivity(pageSize = 12): Promise<RecentActivityItem[]> {
  return (
    await apiFetch<{ result: RecentActivityItem[] }>(
      'GET',
      `/api/v1/log/recent_activity/?page_size=${pageSize}`,
    )
  ).result;
}
