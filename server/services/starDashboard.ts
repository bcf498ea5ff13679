import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { DASHBOARD_FAVORITE_CLASS } from '../store/dashboardCriteria';
import { DashboardRepository } from '../store/dashboardRepository';
import { FavoriteRepository } from '../store/favoriteRepository';
import { DASHBOARD_NOT_FOUND_MESSAGE, findDashboard, visibleDashboards } from './findDashboard';

/** POST (star) or DELETE (unstar) /api/v1/dashboard/{id}/favorites/ for the caller. */
export async function starDashboard(
  ctx: AppContext,
  principal: Principal,
  id: number,
  starred: boolean,
): Promise<void> {
  await findDashboard(ctx, principal, id);
  const favorites = new FavoriteRepository(ctx.db);
  if (starred) await favorites.add(principal.user.id, DASHBOARD_FAVORITE_CLASS, id, Date.now());
  else await favorites.remove(principal.user.id, DASHBOARD_FAVORITE_CLASS, id);
}

/**
 * GET /api/v1/dashboard/favorite_status/?q=!(ids): whether the caller starred each dashboard.
 * As in Superset, every id must be a dashboard the caller may see (else 404).
 */
export async function dashboardFavoriteStatus(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<{ id: number; value: boolean }[]> {
  const dashboards = new DashboardRepository(ctx.db);
  const visible = await visibleDashboards(dashboards, principal, await dashboards.findByIds(ids));
  if (ids.some((id) => !visible.get(id))) throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
  const starred = new Set(
    await new FavoriteRepository(ctx.db).starredIds(
      principal.user.id,
      DASHBOARD_FAVORITE_CLASS,
      ids,
    ),
  );
  return ids.map((id) => ({ id, value: starred.has(id) }));
}
