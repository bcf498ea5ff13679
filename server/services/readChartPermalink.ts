import type { ExplorePermalinkValue } from '@common/api/explore';
import type { AppContext } from '../context';
import { AppError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { assertChartStateAccess } from './assertChartStateAccess';
import { EXPLORE_PERMALINK_RESOURCE } from './createChartPermalink';

/**
 * An explore permalink by key. The key is not a capability: it opens only for a caller who may
 * read its dataset and chart; anyone else gets the same 404 as for an unknown key.
 */
export async function readChartPermalink(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<ExplorePermalinkValue> {
  const row = await new KeyValueRepository(ctx.db).find(EXPLORE_PERMALINK_RESOURCE, key);
  if (!row) throw new NotFoundError('Not found');
  const value = JSON.parse(row.value) as ExplorePermalinkValue;
  try {
    await assertChartStateAccess(ctx, principal, {
      datasourceId: value.datasourceId,
      datasourceType: value.datasourceType,
      chartId: value.chartId,
    });
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404))
      throw new NotFoundError('Not found');
    throw error;
  }
  return value;
}
