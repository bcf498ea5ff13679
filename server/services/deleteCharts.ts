import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { ChartRepository } from '../store/chartRepository';
import { assertChartOwner, assertChartsReadable } from './findReadableChart';

/**
 * DELETE /api/v1/chart/{id} and the bulk DELETE: all or nothing. Every chart must exist and be
 * readable (else 404) and be the caller's to change (else 403), as Superset's bulk delete checks.
 */
export async function deleteCharts(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<void> {
  const charts = new ChartRepository(ctx.db);
  const unique = [...new Set(ids)];
  const rows = await charts.findByIds(unique);
  if (rows.length !== unique.length) throw new NotFoundError('Not found');
  await assertChartsReadable(ctx, principal, rows);
  const owners = await charts.ownersOf(unique);
  for (const id of unique)
    assertChartOwner(principal, owners.get(id)?.map((user) => user.id) ?? []);
  await charts.delete(unique);
}
