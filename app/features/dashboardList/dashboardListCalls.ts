import type { DashboardRecord } from '@common/api/dashboards';
import { dashboardFavoriteStatus } from '@app/api/dashboards';

/** A dashboard list row: the record and whether the caller starred it. */
export type DashboardListItem = DashboardRecord & { starred: boolean };

/** Which of these dashboards the caller starred, by id. */
export async function starredDashboards(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const answer = await dashboardFavoriteStatus(ids);
  return new Set(answer.result.filter((item) => item.value).map((item) => item.id));
}

/** The dashboard page in edit mode (Superset opens properties there). */
export function dashboardEditUrl(dashboard: DashboardRecord): string {
  return `${dashboard.url}${dashboard.url.includes('?') ? '&' : '?'}edit=true`;
}
