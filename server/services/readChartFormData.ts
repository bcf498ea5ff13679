import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { assertChartStateAccess } from './assertChartStateAccess';

/** Key-value resource of Explore's unsaved form data. */
export const EXPLORE_FORM_DATA_RESOURCE = 'explore_form_data';

/** How long unsaved form data lives after its last write: Superset's default, 7 days. */
export const EXPLORE_FORM_DATA_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What is kept under a form data key. */
export interface StoredChartFormData {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

/** The live entry of a key (an expired one is deleted and is 404 like an unknown one). */
export async function findChartFormData(
  ctx: AppContext,
  key: string,
  now = Date.now(),
): Promise<StoredChartFormData> {
  const store = new KeyValueRepository(ctx.db);
  const row = await store.find(EXPLORE_FORM_DATA_RESOURCE, key);
  if (row && now - row.created_on > EXPLORE_FORM_DATA_TTL_MS) {
    await store.delete(EXPLORE_FORM_DATA_RESOURCE, key);
    throw new NotFoundError('Not found');
  }
  if (!row) throw new NotFoundError('Not found');
  return JSON.parse(row.value) as StoredChartFormData;
}

/**
 * GET /api/v1/explore/form_data/{key}: the form data text, for a caller who may read its dataset
 * and chart (Superset checks access again on every read).
 */
export async function readChartFormData(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<string> {
  const stored = await findChartFormData(ctx, key);
  await assertChartStateAccess(ctx, principal, {
    datasourceId: stored.datasource_id,
    datasourceType: stored.datasource_type,
    chartId: stored.chart_id,
  });
  return stored.form_data;
}
