import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { CHART_FAVORITE_CLASS } from '../store/chartCriteria';
import { ChartRepository } from '../store/chartRepository';
import { FavoriteRepository } from '../store/favoriteRepository';
import { assertChartsReadable, findReadableChart } from './findReadableChart';

/** POST (star) or DELETE (unstar) /api/v1/chart/{id}/favorites/ for the caller. */
export async function starChart(
  ctx: AppContext,
  principal: Principal,
  id: number,
  starred: boolean,
): Promise<void> {
  await findReadableChart(ctx, principal, id);
  const favorites = new FavoriteRepository(ctx.db);
  if (starred) await favorites.add(principal.user.id, CHART_FAVORITE_CLASS, id, Date.now());
  else await favorites.remove(principal.user.id, CHART_FAVORITE_CLASS, id);
}

/**
 * GET /api/v1/chart/favorite_status/?q=!(ids): whether the caller starred each chart. As in
 * Superset, every id must be a chart the caller may read (else 404).
 */
export async function chartFavoriteStatus(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<{ id: number; value: boolean }[]> {
  const charts = new ChartRepository(ctx.db);
  const rows = await charts.findByIds(ids);
  const found = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !found.has(id))) throw new NotFoundError('Not found');
  await assertChartsReadable(ctx, principal, rows);
  const starred = new Set(
    await new FavoriteRepository(ctx.db).starredIds(principal.user.id, CHART_FAVORITE_CLASS, ids),
  );
  return ids.map((id) => ({ id, value: starred.has(id) }));
}
