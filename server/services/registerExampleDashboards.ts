import { randomUUID } from 'node:crypto';
import {
  buildExampleDashboard,
  type ExampleDashboard,
} from '@common/examples/buildExampleDashboard';
import { EXAMPLE_DASHBOARDS } from '@common/examples/exampleDashboards';
import type { AppContext } from '../context';
import { installedExamples, markExampleInstalled } from './exampleMarkers';
import { EXAMPLES_DATABASE_NAME } from './registerExamples';

/** What one run did: dashboards created, skipped (installed before) and failed (logged). */
export interface ExampleDashboardsOutcome {
  created: number;
  skipped: number;
  failed: number;
}

/** The local charts (lowest id per name) and example datasets the entries name. */
async function exampleRefs(ctx: AppContext, entries: readonly ExampleDashboard[]) {
  const names = new Set<string>();
  const visit = (nodes: ExampleDashboard['layout']): void => {
    for (const node of nodes) {
      if (node.type === 'CHART') names.add(node.chart);
      else if (node.type === 'ROW' || node.type === 'COLUMN') visit(node.children);
      else if (node.type === 'TABS') for (const tab of node.tabs) visit(tab.children);
    }
  };
  for (const entry of entries) visit(entry.layout);
  const charts = names.size
    ? await ctx.db
        .selectFrom('slices')
        .select(['id', 'uuid', 'slice_name'])
        .where('slice_name', 'in', [...names])
        .orderBy('id', 'desc')
        .execute()
    : [];
  const chartsByName = new Map(charts.map((chart) => [chart.slice_name, chart]));
  const database = await ctx.databases.findByName(EXAMPLES_DATABASE_NAME);
  const datasets = database
    ? await ctx.db
        .selectFrom('dataset')
        .select(['id', 'table_name'])
        .where('database_id', '=', database.id)
        .where('schema', '=', 'main')
        .execute()
    : [];
  const datasetsByTable = new Map(datasets.map((row) => [row.table_name, row.id]));
  return {
    chart: (name: string) => chartsByName.get(name),
    dataset: (table: string) => datasetsByTable.get(table),
  };
}

/**
 * Creates the example dashboards from the example charts, published and owned by the admin. Each
 * is created once: a marker records it, so one the user deleted does not come back on the next
 * start (a dashboard already holding the slug counts as installed). Forgiving: a failure is
 * logged and skipped, so it cannot stop the server from starting.
 */
export async function registerExampleDashboards(
  ctx: AppContext,
  log: (line: string) => void,
  entries: readonly ExampleDashboard[] = EXAMPLE_DASHBOARDS,
): Promise<ExampleDashboardsOutcome> {
  const outcome: ExampleDashboardsOutcome = { created: 0, skipped: 0, failed: 0 };
  const admin = await ctx.users.findByUsername(ctx.config.adminUsername);
  if (!admin || entries.length === 0) return outcome;
  const installed = await installedExamples(
    ctx.db,
    'example_dashboard',
    entries.map((entry) => entry.slug),
  );
  const refs = await exampleRefs(ctx, entries);
  for (const entry of entries) {
    if (installed.has(entry.slug)) {
      outcome.skipped += 1;
      continue;
    }
    try {
      const taken = await ctx.db
        .selectFrom('dashboards')
        .select('id')
        .where('slug', '=', entry.slug)
        .executeTakeFirst();
      if (taken) {
        await markExampleInstalled(ctx.db, 'example_dashboard', entry.slug);
        outcome.skipped += 1;
        continue;
      }
      const built = buildExampleDashboard(entry, refs);
      // Without its charts (examples off, or charts not made yet) it waits for a later start.
      if (built.chartIds.length === 0) throw new Error('none of its example charts exist');
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('dashboards')
          .values({
            dashboard_title: entry.title,
            slug: entry.slug,
            description: entry.description,
            position_json: built.positionJson,
            json_metadata: built.jsonMetadata,
            css: '',
            published: 1,
            certified_by: null,
            certification_details: null,
            is_managed_externally: 0,
            external_url: null,
            uuid: randomUUID(),
            created_by_fk: admin.id,
            changed_by_fk: admin.id,
            created_on: now,
            changed_on: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('dashboard_owners')
          .values({ dashboard_id: id, user_id: admin.id })
          .execute();
        await trx
          .insertInto('dashboard_slices')
          .values(built.chartIds.map((slice_id) => ({ dashboard_id: id, slice_id })))
          .execute();
        await markExampleInstalled(trx, 'example_dashboard', entry.slug);
      });
      outcome.created += 1;
    } catch (error) {
      outcome.failed += 1;
      log(`Example dashboard "${entry.title}" skipped: ${(error as Error).message}`);
    }
  }
  if (outcome.created) log(`Created ${outcome.created} example dashboards.`);
  return outcome;
}
