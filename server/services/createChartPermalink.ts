import type { ExplorePermalinkBody, ExplorePermalinkValue } from '@common/api/explore';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { assertChartStateAccess, chartStateSourceOf } from './assertChartStateAccess';
import { publicLink } from './publicLink';

/** Key-value resource of explore permalinks. */
export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';

/** The page that opens an explore permalink (Superset's `url`). */
export function chartPermalinkUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, `/explore/p/${encodeURIComponent(key)}/`);
}

/**
 * POST /api/v1/explore/permalink: keeps an explore state under a random key. Only a state on a
 * dataset (and chart) the caller may read is kept; the value is the validated fields.
 */
export async function createChartPermalink(
  ctx: AppContext,
  principal: Principal,
  body: ExplorePermalinkBody,
): Promise<string> {
  const source = chartStateSourceOf(body.formData);
  await assertChartStateAccess(ctx, principal, source);
  const value: ExplorePermalinkValue = {
    chartId: source.chartId,
    datasourceId: source.datasourceId,
    datasourceType: source.datasourceType,
    datasource: `${source.datasourceId}__${source.datasourceType}`,
    state: { formData: body.formData, urlParams: body.urlParams ?? null },
  };
  return new KeyValueRepository(ctx.db).insert(
    EXPLORE_PERMALINK_RESOURCE,
    JSON.stringify(value),
    principal.user.id,
    Date.now(),
  );
}
