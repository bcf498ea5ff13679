import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { DatasetRepository } from '../store/datasetRepository';
import { BUNDLE_VERSION } from './exportDatabases';
import type { ImportOptions } from './importDatabases';
import { importDatasets } from './importDatasets';
import { bundleDatabaseRef, bundleDatasetRef, parseBundleYaml } from './readChartBundle';

/** Where the datasets of a chart bundle are: found in Tessera by id, or files to import. */
export interface ChartDatasetPlan {
  found: Map<string, number>;
  /** Dataset files (bundle paths) that are not in Tessera yet, by dataset uuid. */
  toImport: Map<string, string>;
}

/**
 * Finds each dataset the charts name: by uuid, then (from its bundle file) by database, schema
 * and table name, as Superset's import keeps an existing dataset as it is. A uuid found nowhere
 * is left out of both lists for the caller to report.
 */
export async function planChartDatasets(
  ctx: AppContext,
  files: Map<string, string>,
  uuids: Set<string>,
): Promise<ChartDatasetPlan> {
  const datasets = new DatasetRepository(ctx.db);
  const databaseNames = new Map<string, string>();
  const datasetFiles = new Map<string, { file: string; ref: typeof bundleDatasetRef._output }>();
  for (const [file, text] of files) {
    if (file.startsWith('databases/')) {
      const parsed = bundleDatabaseRef.safeParse(parseBundleYaml(text));
      if (parsed.success) databaseNames.set(parsed.data.uuid, parsed.data.database_name);
    } else if (file.startsWith('datasets/')) {
      const parsed = bundleDatasetRef.safeParse(parseBundleYaml(text));
      if (parsed.success) datasetFiles.set(parsed.data.uuid, { file, ref: parsed.data });
    }
  }
  const plan: ChartDatasetPlan = { found: new Map(), toImport: new Map() };
  for (const uuid of uuids) {
    const byUuid = await datasets.findByUuid(uuid);
    if (byUuid) {
      plan.found.set(uuid, byUuid.id);
      continue;
    }
    const inBundle = datasetFiles.get(uuid);
    if (!inBundle) continue;
    const databaseName = databaseNames.get(inBundle.ref.database_uuid);
    const database = databaseName ? await ctx.databases.findByName(databaseName) : undefined;
    const byName = database
      ? await datasets.findByName({
          database_id: database.id,
          catalog: inBundle.ref.catalog ?? '',
          schema: inBundle.ref.schema ?? '',
          table_name: inBundle.ref.table_name,
        })
      : undefined;
    if (byName) plan.found.set(uuid, byName.id);
    else plan.toImport.set(uuid, inBundle.file);
  }
  return plan;
}

/**
 * Imports the datasets a chart bundle brings that Tessera lacks, through the dataset import
 * (same checks, databases included), and answers their ids by uuid.
 */
export async function importChartDatasets(
  ctx: AppContext,
  principal: Principal,
  files: Map<string, string>,
  toImport: Map<string, string>,
  options: ImportOptions,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (toImport.size === 0) return ids;
  const bundle: Record<string, Uint8Array> = {
    'metadata.yaml': strToU8(stringify({ version: BUNDLE_VERSION, type: 'SqlaTable' })),
  };
  for (const file of toImport.values()) bundle[file] = strToU8(files.get(file) ?? '');
  for (const [file, text] of files) if (file.startsWith('databases/')) bundle[file] = strToU8(text);
  await importDatasets(ctx, principal, zipSync(bundle), { ...options, overwrite: false });
  const datasets = new DatasetRepository(ctx.db);
  for (const uuid of toImport.keys()) {
    const row = await datasets.findByUuid(uuid);
    if (row) ids.set(uuid, row.id);
  }
  return ids;
}
