import type { ExploreQuery, ExploreSlice } from '@common/api/explore';
import type { AppContext } from '../context';
import { AppError, BadRequestError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatasourceAccess } from '../policies/datasourcePolicy';
import { ChartRepository, type ChartListRow } from '../store/chartRepository';
import { datasourceKeyOf } from './assertChartStateAccess';
import { datasourceRefOf, findReadableChart } from './findReadableChart';
import { chartFormData, chartRecord } from './loadChartRecords';
import { readChartFormData } from './readChartFormData';
import { readChartPermalink } from './readChartPermalink';
import { recordExploreView } from './recordExploreView';

/** Superset's default chart type of a new explore. */
export const DEFAULT_VIZ_TYPE = 'table';

/** What Explore opens: its form data, the saved chart if any, the dataset's id and a note. */
export interface ExploreChartState {
  datasetId: number | null;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message: string | null;
}

/** Superset's `Slice.data` of a readable chart. */
async function sliceData(ctx: AppContext, row: ChartListRow): Promise<ExploreSlice> {
  const charts = new ChartRepository(ctx.db);
  const [owners, dashboards] = await Promise.all([
    charts.ownersOf([row.id]),
    charts.dashboardsOf([row.id]),
  ]);
  const record = chartRecord(row, [], []);
  const changedOn = new Date(row.changed_on).toISOString();
  return {
    slice_id: row.id,
    slice_name: row.slice_name,
    slice_url: record.slice_url,
    edit_url: record.edit_url,
    description: row.description,
    description_markeddown: record.description_markeddown,
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    datasource: `${row.datasource_id ?? 'None'}__${row.datasource_type}`,
    form_data: chartFormData(row),
    query_context: row.query_context,
    owners: (owners.get(row.id) ?? []).map((user) => user.id),
    dashboards: (dashboards.get(row.id) ?? []).map((dashboard) => dashboard.id),
    changed_on: changedOn,
    modified: record.changed_on_delta_humanized,
  };
}

/** Unsaved form data by key, or undefined when it is gone (expired or never there). */
async function cachedFormData(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await readChartFormData(ctx, principal, key)) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * GET /api/v1/explore/: what Explore opens, as Superset's GetExploreCommand builds it. A
 * permalink or unsaved form data comes first, then the saved chart's form data under it, then
 * the dataset. The chart must be readable (404) and the dataset too (403).
 */
export async function exploreChart(
  ctx: AppContext,
  principal: Principal,
  query: ExploreQuery,
): Promise<ExploreChartState> {
  let initial: Record<string, unknown> = {};
  let message: string | null = null;
  if (query.permalink_key) {
    const { state } = await readChartPermalink(ctx, principal, query.permalink_key);
    initial = { ...state.formData };
    if (state.urlParams?.length) initial.url_params = Object.fromEntries(state.urlParams);
  } else if (query.form_data_key) {
    const cached = await cachedFormData(ctx, principal, query.form_data_key);
    if (cached) initial = cached;
    else
      message = `Form data not found in cache, reverting to ${query.slice_id ? 'chart' : 'dataset'} metadata.`;
  }
  const sliceId = Number(initial.slice_id ?? query.slice_id);
  let slice: ExploreSlice | null = null;
  let formData = initial;
  if (Number.isInteger(sliceId) && sliceId > 0) {
    const { row } = await findReadableChart(ctx, principal, sliceId);
    slice = await sliceData(ctx, row);
    formData = { ...slice.form_data, ...initial };
  }
  const key = datasourceKeyOf(formData);
  const datasetId = key?.id ?? (slice ? null : (query.datasource_id ?? null));
  if (datasetId === null && !slice)
    throw new BadRequestError('Explore needs a chart, a dataset, form data or a permalink');
  const ref =
    datasetId === null ? undefined : await new ChartRepository(ctx.db).datasetRef(datasetId);
  if (ref) assertDatasourceAccess(principal, datasourceRefOf(ref));
  else if (!slice) throw new NotFoundError('Dataset does not exist');
  else message = 'The dataset associated with this chart no longer exists';
  const type = key?.type ?? query.datasource_type ?? 'table';
  formData.datasource = `${datasetId ?? 'None'}__${type}`;
  if (!formData.viz_type) formData.viz_type = DEFAULT_VIZ_TYPE;
  // Home's Recents lists the charts a user opened (only once every access check passed).
  if (slice) await recordExploreView(ctx, principal.user.id, slice);
  return { datasetId: ref ? ref.id : null, form_data: formData, slice, message };
}
