import { strToU8, zipSync } from 'fflate';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { ErrorType } from '@common/errors/errorTypes';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { BUNDLE_VERSION } from './exportDatabases';
import { readImportBundle } from './readImportBundle';
import { type ImportOptions, importDatabases } from './importDatabases';
import { type BundleDataset, bundleDataset, planImportedDataset } from './planImportedDataset';

const MAX_DATASETS = 1000;

const bundleDatabaseRef = z.object({ database_name: z.string(), uuid: z.string() });

function importError(extra: Record<string, unknown>): AppError {
  return new AppError(422, 'Error importing dataset', ErrorType.GENERIC_COMMAND_ERROR, extra);
}

/** The YAML texts of a bundle by bundle path; refuses what is not a ZIP or too large. */
function readBundle(zip: Uint8Array): Map<string, string> {
  return readImportBundle(zip, {
    folders: ['databases', 'datasets'],
    importError,
    noun: 'datasets',
  });
}

function parseYaml(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 }) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The bundle's databases by uuid: existing ones are used as they are (as Superset's dataset
 * import does); missing ones are listed to be imported with the datasets.
 */
async function bundleDatabases(
  ctx: AppContext,
  principal: Principal,
  files: Map<string, string>,
  problems: Record<string, unknown>,
): Promise<{ byUuid: Map<string, string>; missing: string[] }> {
  const byUuid = new Map<string, string>();
  const missing: string[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith('databases/')) continue;
    const parsed = bundleDatabaseRef.safeParse(parseYaml(text));
    if (!parsed.success) {
      problems[file] = 'Not a database file: database_name and uuid are needed';
      continue;
    }
    byUuid.set(parsed.data.uuid, parsed.data.database_name);
    const existing = await ctx.databases.findByName(parsed.data.database_name);
    if (existing) assertDatabaseAccess(principal, existing);
    else missing.push(file);
  }
  return { byUuid, missing };
}

/**
 * POST /api/v1/dataset/import/: Superset's dataset bundle (type SqlaTable). Every file is
 * checked before anything is written; datasets are matched by uuid, then by name, and an
 * existing one is replaced only with `overwrite` and when the caller may edit it. Databases the
 * bundle names that do not exist yet are imported too (admins only: passwords as for databases).
 */
export async function importDatasets(
  ctx: AppContext,
  principal: Principal,
  zip: Uint8Array,
  options: ImportOptions,
): Promise<string[]> {
  assertCan(principal, 'can_write', 'Dataset');
  const files = readBundle(zip);
  const metadata = parseYaml(files.get('metadata.yaml') ?? '') as { type?: unknown } | null;
  if (metadata?.type !== 'SqlaTable')
    throw importError({
      'metadata.yaml': 'Not a dataset export: metadata.yaml must say type: SqlaTable',
    });
  const datasetFiles = [...files.keys()].filter((name) => name.startsWith('datasets/')).sort();
  if (datasetFiles.length === 0)
    throw importError({ file: 'The bundle holds no datasets/*/*.yaml file' });
  if (datasetFiles.length > MAX_DATASETS)
    throw importError({ file: `At most ${MAX_DATASETS} datasets can be imported at once` });

  const problems: Record<string, unknown> = {};
  const databases = await bundleDatabases(ctx, principal, files, problems);
  const datasets: [string, BundleDataset, string][] = [];
  for (const file of datasetFiles) {
    const parsed = bundleDataset.safeParse(parseYaml(files.get(file) ?? ''));
    if (!parsed.success) {
      problems[file] = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`,
      );
      continue;
    }
    const databaseName = databases.byUuid.get(parsed.data.database_uuid);
    if (databaseName === undefined)
      problems[file] = 'Its database (database_uuid) is not in the bundle';
    else datasets.push([file, parsed.data, databaseName]);
  }
  if (Object.keys(problems).length > 0) throw importError(problems);

  // Every dataset is checked before anything (a missing database included) is written.
  const plans = [];
  for (const [file, dataset, databaseName] of datasets)
    plans.push(await planImportedDataset(ctx, principal, dataset, databaseName, options, file));
  const refused = plans.flatMap((plan) => (plan.problem ? [[plan.file, plan.problem]] : []));
  if (refused.length > 0) throw importError(Object.fromEntries(refused));

  if (databases.missing.length > 0) {
    assertCan(principal, 'can_write', 'Database');
    const bundle: Record<string, Uint8Array> = {
      'metadata.yaml': strToU8(stringify({ version: BUNDLE_VERSION, type: 'Database' })),
    };
    for (const file of databases.missing) bundle[file] = strToU8(files.get(file) ?? '');
    await importDatabases(ctx, principal.user.id, zipSync(bundle), {
      passwords: options.passwords,
      overwrite: false,
    });
  }
  for (const plan of plans) await plan.apply();
  return datasets.map(([, dataset]) => dataset.table_name);
}
