import type { ExploreFormDataBody } from '@common/api/explore';
import type { AppContext } from '../context';
import { ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { assertChartStateAccess } from './assertChartStateAccess';
import {
  EXPLORE_FORM_DATA_RESOURCE,
  findChartFormData,
  type StoredChartFormData,
} from './readChartFormData';

/** Said when someone other than the user who stored form data tries to change it. */
export const FORM_DATA_FORBIDDEN_MESSAGE = 'Only the user who stored this form data may change it';

/**
 * POST /api/v1/explore/form_data (no key: a new entry) and PUT /{key} (the owner's entry):
 * keeps Explore's unsaved state for a while; answers the key.
 */
export async function saveChartFormData(
  ctx: AppContext,
  principal: Principal,
  key: string | undefined,
  body: ExploreFormDataBody,
): Promise<string> {
  const chartId = body.chart_id ?? null;
  await assertChartStateAccess(ctx, principal, {
    datasourceId: body.datasource_id,
    datasourceType: body.datasource_type,
    chartId,
  });
  const value: StoredChartFormData = {
    owner: principal.user.id,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: chartId,
    form_data: body.form_data,
  };
  const store = new KeyValueRepository(ctx.db);
  const now = Date.now();
  if (key === undefined)
    return store.insert(EXPLORE_FORM_DATA_RESOURCE, JSON.stringify(value), principal.user.id, now);
  const stored = await findChartFormData(ctx, key, now);
  if (stored.owner !== principal.user.id) throw new ForbiddenError(FORM_DATA_FORBIDDEN_MESSAGE);
  await store.update(EXPLORE_FORM_DATA_RESOURCE, key, JSON.stringify(value), now);
  return key;
}
