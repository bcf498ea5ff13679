import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { DashboardRepository } from '../store/dashboardRepository';
import { assertCanEditDashboard } from './dashboardAccess';
import { DASHBOARD_NOT_FOUND_MESSAGE, visibleDashboards } from './findDashboard';

/**
 * DELETE /api/v1/dashboard/{id} and the bulk DELETE: all or nothing. Every dashboard must
 * exist and be visible to the caller (else 404) and be theirs to edit (else 403); owners,
 * roles, chart links and favourites go with them.
 */
export async function deleteDashboards(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<void> {
  const dashboards = new DashboardRepository(ctx.db);
  const unique = [...new Set(ids)];
  const rows = await dashboards.findByIds(unique);
  const visible = await visibleDashboards(dashboards, principal, rows);
  const found = unique.map((id) => visible.get(id));
  if (found.some((item) => item === undefined))
    throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
  for (const item of found) if (item) assertCanEditDashboard(principal, item.ownerIds);
  await dashboards.delete(unique);
}
