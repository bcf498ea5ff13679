import type { Insertable } from 'kysely';
import { currentVizType } from '@common/api/currentVizType';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { canReadDatasource } from '../policies/datasourcePolicy';
import { assertCan } from '../policies/securityPolicy';
import { ChartRepository } from '../store/chartRepository';
import type { SlicesTable } from '../store/schema';
import { datasourceRefOf } from './findReadableChart';
import type { ImportOptions } from './importDatabases';
import { importChartDatasets, planChartDatasets } from './importChartDatasets';
import {
  type BundleChart,
  bundleChart,
  chartImportError,
  parseBundleYaml,
  readChartBundle,
} from './readChartBundle';

const MAX_CHARTS = 1000;

/** A JSON object from YAML data or JSON text; anything else is none. */
function objectOf(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/**
 * The chart's columns for its dataset here: legacy viz types take their current keys (params
 * too), and a datasource the params or the query context name points at the local dataset.
 */
function chartColumns(chart: BundleChart, datasetId: number) {
  const vizType = currentVizType(chart.viz_type);
  const params = objectOf(chart.params) ?? {};
  if (typeof params.viz_type === 'string') params.viz_type = currentVizType(params.viz_type);
  if ('datasource' in params) params.datasource = `${datasetId}__table`;
  let queryContext: string | null = null;
  const context = objectOf(chart.query_context);
  if (context) {
    if (typeof context.datasource === 'object' && context.datasource !== null)
      context.datasource = { ...context.datasource, id: datasetId };
    const formData = objectOf(context.form_data);
    if (formData) {
      if ('datasource' in formData) formData.datasource = `${datasetId}__table`;
      if (typeof formData.viz_type === 'string')
        formData.viz_type = currentVizType(formData.viz_type);
      context.form_data = formData;
    }
    queryContext = JSON.stringify(context);
  }
  return {
    slice_name: chart.slice_name,
    viz_type: vizType,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: queryContext,
    description: chart.description ?? null,
    cache_timeout: chart.cache_timeout ?? null,
    certified_by: chart.certified_by ?? null,
    certification_details: chart.certification_details ?? null,
    is_managed_externally: chart.is_managed_externally ? 1 : 0,
    external_url: chart.external_url ?? null,
  } satisfies Partial<Insertable<SlicesTable>>;
}

/**
 * POST /api/v1/chart/import/: Superset's chart bundle (type Slice). Every file is checked before
 * anything is written; charts are matched by uuid and an existing one is replaced only with
 * `overwrite` and by its owner or an admin. Datasets the bundle brings that are not here yet are
 * imported with it; each chart's dataset must be readable by the caller.
 */
export async function importCharts(
  ctx: AppContext,
  principal: Principal,
  zip: Uint8Array,
  options: ImportOptions,
): Promise<string[]> {
  assertCan(principal, 'can_write', 'Chart');
  const files = readChartBundle(zip);
  const metadata = parseBundleYaml(files.get('metadata.yaml')) as { type?: unknown } | null;
  if (metadata?.type !== 'Slice')
    throw chartImportError({
      'metadata.yaml': 'Not a chart export: metadata.yaml must say type: Slice',
    });
  const chartFiles = [...files.keys()].filter((name) => name.startsWith('charts/')).sort();
  if (chartFiles.length === 0)
    throw chartImportError({ file: 'The bundle holds no charts/*.yaml file' });
  if (chartFiles.length > MAX_CHARTS)
    throw chartImportError({ file: `At most ${MAX_CHARTS} charts can be imported at once` });

  const problems: Record<string, unknown> = {};
  const charts: [string, BundleChart][] = [];
  for (const file of chartFiles) {
    const parsed = bundleChart.safeParse(parseBundleYaml(files.get(file)));
    if (parsed.success) charts.push([file, parsed.data]);
    else
      problems[file] = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`,
      );
  }
  const plan = await planChartDatasets(ctx, files, new Set(charts.map(([, c]) => c.dataset_uuid)));
  const repository = new ChartRepository(ctx.db);
  const existing = new Map<string, number>();
  for (const [file, chart] of charts) {
    const datasetId = plan.found.get(chart.dataset_uuid);
    if (datasetId === undefined && !plan.toImport.has(chart.dataset_uuid)) {
      problems[file] = 'Its dataset (dataset_uuid) is neither in the bundle nor in Tessera';
      continue;
    }
    const ref = datasetId === undefined ? undefined : await repository.datasetRef(datasetId);
    if (ref && !canReadDatasource(principal, datasourceRefOf(ref))) {
      problems[file] = 'You may not read the dataset of this chart';
      continue;
    }
    const row = await repository.findByUuid(chart.uuid);
    if (!row) continue;
    const owners = (await repository.ownersOf([row.id])).get(row.id) ?? [];
    if (!options.overwrite)
      problems[file] = 'Chart already exists and `overwrite=true` was not passed';
    else if (!isAdmin(principal.roles) && !owners.some((user) => user.id === principal.user.id))
      problems[file] = "A chart already exists and user doesn't have permissions to overwrite it";
    else existing.set(chart.uuid, row.id);
  }
  if (Object.keys(problems).length > 0) throw chartImportError(problems);

  const imported = await importChartDatasets(ctx, principal, files, plan.toImport, options);
  const now = Date.now();
  const userId = principal.user.id;
  for (const [, chart] of charts) {
    const datasetId = plan.found.get(chart.dataset_uuid) ?? imported.get(chart.dataset_uuid);
    if (datasetId === undefined) continue;
    const columns = chartColumns(chart, datasetId);
    const id = existing.get(chart.uuid);
    if (id !== undefined) {
      await repository.update(id, { ...columns, changed_on: now, changed_by_fk: userId });
      continue;
    }
    const newId = await repository.insert({
      ...columns,
      uuid: chart.uuid,
      created_by_fk: userId,
      changed_by_fk: userId,
      created_on: now,
      changed_on: now,
      last_saved_at: now,
      last_saved_by_fk: userId,
    });
    await repository.setOwners(newId, [userId]);
  }
  return charts.map(([, chart]) => chart.slice_name);
}
