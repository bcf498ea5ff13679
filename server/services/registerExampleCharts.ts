import type { ExampleChart } from '../examples/charts/exampleChart';
import { EXAMPLE_CHARTS } from '../examples/exampleCharts';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import type { DatabaseRow } from '../store/databaseRepository';
import { DatasetRepository } from '../store/datasetRepository';
import { createDataset } from './createDataset';
import { installedExamples, markExampleInstalled } from './exampleMarkers';
import { EXAMPLES_DATABASE_NAME } from './registerExamples';
import { createChart } from './saveChart';

/** What one run did: charts created, skipped (already there) and failed (logged). */
export interface ExampleChartsOutcome {
  created: number;
  skipped: number;
  failed: number;
}

/** The dataset of an example table (schema main), created with its columns when missing. */
async function exampleDataset(
  ctx: AppContext,
  admin: Principal,
  database: DatabaseRow,
  entry: ExampleChart,
): Promise<number> {
  const datasets = new DatasetRepository(ctx.db);
  const name = { database_id: database.id, catalog: '', schema: 'main', table_name: entry.table };
  const existing = await datasets.findByName(name);
  const id =
    existing?.id ??
    (await createDataset(ctx, admin, {
      database: database.id,
      schema: 'main',
      table_name: entry.table,
      is_managed_externally: false,
    }));
  // Only a fresh dataset (or one never given a time column) takes the entry's; a user's choice stays.
  if (entry.mainDttmCol && !existing?.main_dttm_col)
    await datasets.update(id, { main_dttm_col: entry.mainDttmCol });
  return id;
}

/**
 * Creates the example charts over the examples database, owned by the admin: once each (a marker
 * records every chart made or found by name, so restarts never duplicate it and one the user
 * deleted does not come back) and forgiving (a bad entry is logged and skipped, so it cannot stop
 * the server from starting; it is tried again on the next start).
 */
export async function registerExampleCharts(
  ctx: AppContext,
  log: (line: string) => void,
  entries: readonly ExampleChart[] = EXAMPLE_CHARTS,
): Promise<ExampleChartsOutcome> {
  const outcome: ExampleChartsOutcome = { created: 0, skipped: 0, failed: 0 };
  if (entries.length === 0) return outcome;
  const started = Date.now();
  const database = await ctx.databases.findByName(EXAMPLES_DATABASE_NAME);
  const user = await ctx.users.findByUsername(ctx.config.adminUsername);
  if (!database || !user) {
    log('Example charts skipped: no examples database or admin user.');
    return outcome;
  }
  const admin: Principal = { user, roles: await ctx.roles.rolePermissionsOfUser(user.id) };
  const existing = await ctx.db
    .selectFrom('slices')
    .select('slice_name')
    .where(
      'slice_name',
      'in',
      entries.map((entry) => entry.slice_name),
    )
    .execute();
  const taken = new Set(existing.map((row) => row.slice_name));
  const installed = await installedExamples(
    ctx.db,
    'example_chart',
    entries.map((entry) => entry.slice_name),
  );
  const datasetIds = new Map<string, Promise<number>>();
  for (const entry of entries) {
    if (installed.has(entry.slice_name)) {
      outcome.skipped += 1;
      continue;
    }
    if (taken.has(entry.slice_name)) {
      // Made before markers existed (or by a user under the same name): recorded, kept as it is.
      await markExampleInstalled(ctx.db, 'example_chart', entry.slice_name);
      installed.add(entry.slice_name);
      outcome.skipped += 1;
      continue;
    }
    try {
      let dataset = datasetIds.get(entry.table);
      if (!dataset) {
        dataset = exampleDataset(ctx, admin, database, entry);
        datasetIds.set(entry.table, dataset);
      }
      const datasourceId = await dataset;
      const params = {
        ...entry.params,
        viz_type: entry.viz_type,
        datasource: `${datasourceId}__table`,
      };
      await createChart(ctx, admin, {
        slice_name: entry.slice_name,
        viz_type: entry.viz_type,
        datasource_id: datasourceId,
        datasource_type: 'table',
        params: JSON.stringify(params),
        description: entry.description ?? null,
      });
      await markExampleInstalled(ctx.db, 'example_chart', entry.slice_name);
      installed.add(entry.slice_name);
      outcome.created += 1;
    } catch (error) {
      outcome.failed += 1;
      log(`Example chart "${entry.slice_name}" skipped: ${(error as Error).message}`);
    }
  }
  if (outcome.created)
    log(`Created ${outcome.created} example charts in ${Date.now() - started} ms.`);
  return outcome;
}
