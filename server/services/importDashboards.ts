import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import { DASHBOARD_POSITION_DATA_LIMIT } from '@common/api/dashboards';
import { normalizeSlug } from '@common/api/dashboardMessages';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import { DashboardRepository } from '../store/dashboardRepository';
import { DEFAULT_DASHBOARD_TITLE } from './createDashboard';
import { importedMetadata, importedPosition, positionChartUuids } from './dashboardBundleLayout';
import { BUNDLE_VERSION } from './exportDatabases';
import { importChartDatasets, planChartDatasets } from './importChartDatasets';
import { importCharts } from './importCharts';
import type { ImportOptions } from './importDatabases';
import { bundleChart, parseBundleYaml } from './readChartBundle';
import {
  type BundleDashboard,
  bundleDashboard,
  dashboardImportError,
  readDashboardBundle,
} from './readDashboardBundle';

const MAX_DASHBOARDS = 100;

/** One dashboard file, checked, with what it needs and the row it replaces. */
interface PlannedDashboard {
  file: string;
  dashboard: BundleDashboard;
  chartUuids: string[];
  datasetUuids: string[];
  slug: string | null;
  existingId?: number;
}

/** The dataset uuids the native filters of a bundle's metadata target. */
function filterDatasetUuids(metadata: Record<string, unknown>): string[] {
  const filters = Array.isArray(metadata.native_filter_configuration)
    ? (metadata.native_filter_configuration as { targets?: unknown }[])
    : [];
  const uuids = filters.flatMap((filter) =>
    Array.isArray(filter?.targets)
      ? (filter.targets as { datasetUuid?: unknown }[]).flatMap((target) =>
          typeof target?.datasetUuid === 'string' ? [target.datasetUuid] : [],
        )
      : [],
  );
  return [...new Set(uuids)];
}

/** The local id of each chart uuid that exists in Tessera. */
async function chartIdsOf(ctx: AppContext, uuids: string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('slices')
    .select(['id', 'uuid'])
    .where('uuid', 'in', uuids)
    .execute();
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/** Checks every dashboard file before anything is written; 422 with a message per bad file. */
async function planDashboards(
  ctx: AppContext,
  principal: Principal,
  files: Map<string, string>,
  options: ImportOptions,
): Promise<{ planned: PlannedDashboard[]; bundleCharts: Map<string, string> }> {
  const dashboardFiles = [...files.keys()].filter((name) => name.startsWith('dashboards/')).sort();
  if (dashboardFiles.length === 0)
    throw dashboardImportError({ file: 'The bundle holds no dashboards/*.yaml file' });
  if (dashboardFiles.length > MAX_DASHBOARDS)
    throw dashboardImportError({
      file: `At most ${MAX_DASHBOARDS} dashboards can be imported at once`,
    });
  const bundleCharts = new Map<string, string>();
  for (const [file, text] of files)
    if (file.startsWith('charts/')) {
      const parsed = bundleChart.safeParse(parseBundleYaml(text));
      if (parsed.success) bundleCharts.set(parsed.data.uuid, file);
    }

  const problems: Record<string, unknown> = {};
  const planned: PlannedDashboard[] = [];
  const repository = new DashboardRepository(ctx.db);
  const slugs = new Set<string>();
  for (const file of dashboardFiles) {
    const parsed = bundleDashboard.safeParse(parseBundleYaml(files.get(file)));
    if (!parsed.success) {
      problems[file] = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`,
      );
      continue;
    }
    const dashboard = parsed.data;
    const position = dashboard.position ?? {};
    const chartUuids = positionChartUuids(position);
    const local = await chartIdsOf(ctx, chartUuids);
    const missing = chartUuids.filter((uuid) => !local.has(uuid) && !bundleCharts.has(uuid));
    if (missing.length) {
      problems[file] = `Charts neither in the bundle nor in Tessera: ${missing.join(', ')}`;
      continue;
    }
    if (JSON.stringify(position).length > DASHBOARD_POSITION_DATA_LIMIT) {
      problems[file] = `The layout is longer than ${DASHBOARD_POSITION_DATA_LIMIT} characters`;
      continue;
    }
    const existing = await ctx.db
      .selectFrom('dashboards')
      .select('id')
      .where('uuid', '=', dashboard.uuid)
      .executeTakeFirst();
    const slug = dashboard.slug ? normalizeSlug(dashboard.slug) || null : null;
    const bySlug = slug ? await repository.findBySlug(slug) : undefined;
    if (slug && ((bySlug && bySlug.id !== existing?.id) || slugs.has(slug))) {
      problems[file] = `The slug "${slug}" is used by another dashboard`;
      continue;
    }
    if (slug) slugs.add(slug);
    if (existing) {
      const owners = (await repository.ownersOf([existing.id])).get(existing.id) ?? [];
      if (!options.overwrite) {
        problems[file] = 'Dashboard already exists and `overwrite=true` was not passed';
        continue;
      }
      if (!isAdmin(principal.roles) && !owners.some((user) => user.id === principal.user.id)) {
        problems[file] =
          "A dashboard already exists and user doesn't have permissions to overwrite it";
        continue;
      }
    }
    const datasetUuids = filterDatasetUuids(dashboard.metadata ?? {});
    planned.push({ file, dashboard, chartUuids, datasetUuids, slug, existingId: existing?.id });
  }
  const datasetPlan = await planChartDatasets(
    ctx,
    files,
    new Set(planned.flatMap((entry) => entry.datasetUuids)),
  );
  for (const entry of planned) {
    const missing = entry.datasetUuids.filter(
      (uuid) => !datasetPlan.found.has(uuid) && !datasetPlan.toImport.has(uuid),
    );
    if (missing.length)
      problems[entry.file] =
        `Filter datasets neither in the bundle nor in Tessera: ${missing.join(', ')}`;
  }
  if (Object.keys(problems).length > 0) throw dashboardImportError(problems);
  return { planned, bundleCharts };
}

/**
 * The charts the dashboards place that Tessera lacks, imported through the chart import (its
 * checks, datasets and databases included). Charts already here are linked as they are, as
 * Superset's dashboard import does not overwrite them.
 */
async function importMissingCharts(
  ctx: AppContext,
  principal: Principal,
  files: Map<string, string>,
  chartFiles: string[],
  options: ImportOptions,
): Promise<void> {
  if (chartFiles.length === 0) return;
  const bundle: Record<string, Uint8Array> = {
    'metadata.yaml': strToU8(stringify({ version: BUNDLE_VERSION, type: 'Slice' })),
  };
  for (const file of chartFiles) bundle[file] = strToU8(files.get(file) ?? '');
  for (const [file, text] of files)
    if (file.startsWith('datasets/') || file.startsWith('databases/')) bundle[file] = strToU8(text);
  await importCharts(ctx, principal, zipSync(bundle), { ...options, overwrite: false });
}

/**
 * POST /api/v1/dashboard/import/: Superset's dashboard bundle (type Dashboard). Every file is
 * checked first; charts the layouts place are imported when missing; each dashboard is created
 * (owned by the importer) or, with `overwrite`, replaced by uuid by an owner or admin, with its
 * layout's and metadata's chart ids remapped to the local charts and its chart links set from
 * the layout. Answers the imported titles.
 */
export async function importDashboards(
  ctx: AppContext,
  principal: Principal,
  zip: Uint8Array,
  options: ImportOptions,
): Promise<string[]> {
  assertCan(principal, 'can_write', 'Dashboard');
  const files = readDashboardBundle(zip);
  const metadata = parseBundleYaml(files.get('metadata.yaml')) as { type?: unknown } | null;
  if (metadata?.type !== 'Dashboard')
    throw dashboardImportError({
      'metadata.yaml': 'Not a dashboard export: metadata.yaml must say type: Dashboard',
    });
  const { planned, bundleCharts } = await planDashboards(ctx, principal, files, options);

  const allChartUuids = [...new Set(planned.flatMap((entry) => entry.chartUuids))];
  const present = await chartIdsOf(ctx, allChartUuids);
  const toImport = allChartUuids
    .filter((uuid) => !present.has(uuid))
    .map((uuid) => bundleCharts.get(uuid) ?? '');
  await importMissingCharts(ctx, principal, files, toImport, options);
  const chartIds = await chartIdsOf(ctx, allChartUuids);

  const datasetPlan = await planChartDatasets(
    ctx,
    files,
    new Set(planned.flatMap((entry) => entry.datasetUuids)),
  );
  const importedDatasets = await importChartDatasets(
    ctx,
    principal,
    files,
    datasetPlan.toImport,
    options,
  );
  const datasetIds = new Map([...datasetPlan.found, ...importedDatasets]);

  const now = Date.now();
  const userId = principal.user.id;
  await ctx.db.transaction().execute(async (trx) => {
    for (const { dashboard, slug, existingId } of planned) {
      const layout = importedPosition(dashboard.position ?? {}, chartIds);
      const columns = {
        dashboard_title: dashboard.dashboard_title || DEFAULT_DASHBOARD_TITLE,
        slug,
        description: dashboard.description ?? null,
        css: dashboard.css ?? null,
        position_json: JSON.stringify(layout.position),
        json_metadata: JSON.stringify(
          importedMetadata(dashboard.metadata ?? {}, layout.idMap, datasetIds),
        ),
        published: dashboard.published ? 1 : 0,
        certified_by: dashboard.certified_by ?? null,
        certification_details: dashboard.certification_details ?? null,
        is_managed_externally: dashboard.is_managed_externally ? 1 : 0,
        external_url: dashboard.external_url ?? null,
        changed_by_fk: userId,
        changed_on: now,
      };
      let id = existingId;
      if (id === undefined) {
        ({ id } = await trx
          .insertInto('dashboards')
          .values({ ...columns, uuid: dashboard.uuid, created_by_fk: userId, created_on: now })
          .returning('id')
          .executeTakeFirstOrThrow());
        await trx
          .insertInto('dashboard_owners')
          .values({ dashboard_id: id, user_id: userId })
          .execute();
      } else {
        // A new version: an editor holding the old ETag must not save over the import.
        await trx
          .updateTable('dashboards')
          .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
      }
      if (layout.chartIds.length)
        await trx
          .insertInto('dashboard_slices')
          .values(layout.chartIds.map((slice_id) => ({ dashboard_id: id, slice_id })))
          .execute();
    }
  });
  return planned.map(({ dashboard }) => dashboard.dashboard_title || DEFAULT_DASHBOARD_TITLE);
}
