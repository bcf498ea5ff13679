import { strToU8, zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import type { DashboardListRow } from '../store/dashboardRepository';
import { chartBundleFiles } from './exportCharts';
import { BUNDLE_VERSION, fileStem, stamp } from './exportDatabases';
import { datasetBundleFiles } from './exportDatasets';
import {
  type BundleChartRef,
  exportedMetadata,
  exportedPosition,
  filterDatasetIds,
  parseJsonObject,
} from './dashboardBundleLayout';
import { findDashboard } from './findDashboard';

/** Chart ids a layout places (CHART `meta.chartId`). */
function placedChartIds(positionJson: string | null): number[] {
  return Object.values(parseJsonObject(positionJson)).flatMap((item) => {
    const meta = (item as { type?: unknown; meta?: { chartId?: unknown } } | null)?.meta;
    return (item as { type?: unknown } | null)?.type === 'CHART' &&
      typeof meta?.chartId === 'number'
      ? [meta.chartId]
      : [];
  });
}

/** One dashboard's file: Superset's ImportV1DashboardSchema fields. */
function dashboardYaml(
  row: DashboardListRow,
  charts: ReadonlyMap<number, BundleChartRef>,
  linkedIds: number[],
  datasetUuids: ReadonlyMap<number, string>,
): string {
  return stringify({
    dashboard_title: row.dashboard_title,
    description: row.description,
    css: row.css,
    slug: row.slug,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    published: row.published === 1,
    uuid: row.uuid,
    position: exportedPosition(row.position_json, row.dashboard_title, charts, linkedIds),
    metadata: exportedMetadata(row.json_metadata, datasetUuids),
    version: BUNDLE_VERSION,
  });
}

/**
 * The bundle files of dashboards (`dashboards/<title>_<id>.yaml`) with their charts, the
 * datasets of those charts and of the native filters, and their databases, by bundle path.
 * Every dashboard must be visible and every chart on it readable (404 otherwise).
 */
export async function dashboardBundleFiles(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<Record<string, string>> {
  const rows: DashboardListRow[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    rows.push((await findDashboard(ctx, principal, id)).row);
  const links = await ctx.db
    .selectFrom('dashboard_slices')
    .select(['dashboard_id', 'slice_id'])
    .where(
      'dashboard_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('slice_id')
    .execute();
  const wanted = new Set([
    ...links.map((link) => link.slice_id),
    ...rows.flatMap((row) => placedChartIds(row.position_json)),
  ]);
  const chartRows = wanted.size
    ? await ctx.db
        .selectFrom('slices')
        .select(['id', 'uuid', 'slice_name', 'datasource_id'])
        .where('id', 'in', [...wanted])
        .execute()
    : [];
  const charts = new Map(
    chartRows.map((chart) => [chart.id, { uuid: chart.uuid, sliceName: chart.slice_name }]),
  );
  const files = chartRows.length
    ? await chartBundleFiles(
        ctx,
        principal,
        chartRows.map((chart) => chart.id),
      )
    : {};
  // Datasets only a native filter targets travel too (Superset's export does the same).
  const chartDatasets = new Set(chartRows.map((chart) => chart.datasource_id));
  const filterDatasets = rows
    .flatMap((row) => filterDatasetIds(parseJsonObject(row.json_metadata)))
    .filter((id, index, all) => all.indexOf(id) === index);
  const existing = filterDatasets.length
    ? await ctx.db.selectFrom('dataset').select('id').where('id', 'in', filterDatasets).execute()
    : [];
  const extra = existing.map((row) => row.id).filter((id) => !chartDatasets.has(id));
  Object.assign(files, await datasetBundleFiles(ctx, principal, extra));
  // Read after the dataset files: exporting a dataset gives it a uuid if it had none.
  const datasetRows = existing.length
    ? await ctx.db
        .selectFrom('dataset')
        .select(['id', 'uuid'])
        .where(
          'id',
          'in',
          existing.map((row) => row.id),
        )
        .execute()
    : [];
  const datasetUuids = new Map(
    datasetRows.flatMap((row) => (row.uuid ? [[row.id, row.uuid] as const] : [])),
  );
  for (const row of rows) {
    const linked = links.filter((link) => link.dashboard_id === row.id).map((l) => l.slice_id);
    files[`dashboards/${fileStem(row.dashboard_title)}_${row.id}.yaml`] = dashboardYaml(
      row,
      charts,
      linked,
      datasetUuids,
    );
  }
  return files;
}

/** GET /api/v1/dashboard/export/?q=!(ids): Superset's dashboard bundle (type Dashboard) as a ZIP. */
export async function exportDashboards(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const root = `dashboard_export_${stamp(now)}`;
  const files: Zippable = {
    [`${root}/metadata.yaml`]: strToU8(
      stringify({ version: BUNDLE_VERSION, type: 'Dashboard', timestamp: now.toISOString() }),
    ),
  };
  for (const [path, text] of Object.entries(await dashboardBundleFiles(ctx, principal, ids)))
    files[`${root}/${path}`] = strToU8(text);
  return { fileName: `${root}.zip`, bytes: zipSync(files, { level: 6 }) };
}
