import { randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import { PASSWORD_MASK } from '@common/api/databases';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { databaseExtraOf, type DatabaseRow } from '../store/databaseRepository';
import { databaseFlags } from './databaseFlags';
import { withPassword } from './databaseUri';

/** Superset's bundle version; its importer refuses bundles without it. */
export const BUNDLE_VERSION = '1.0.0';

/** A file name made of the database's name, as Superset's `secure_filename` would. */
export function fileStem(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'database';
}

/** 20261125T093000: the timestamp Superset puts in an export's folder name. */
export function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
}

/** One database's file of an export bundle, its password masked; `uuid` links datasets to it. */
export function databaseBundleYaml(row: DatabaseRow, uuid: string): string {
  const extra = databaseExtraOf(row);
  // Superset's export keys only: the API's derived flags (allows_cost_estimate, …) stay out.
  const flags = databaseFlags(row, extra);
  return stringify({
    database_name: row.database_name,
    sqlalchemy_uri: withPassword(
      row.sqlalchemy_uri,
      row.password_encrypted ? PASSWORD_MASK : undefined,
    ),
    cache_timeout: row.cache_timeout,
    expose_in_sqllab: flags.expose_in_sqllab,
    allow_run_async: flags.allow_run_async,
    allow_ctas: flags.allow_ctas,
    allow_cvas: flags.allow_cvas,
    allow_dml: flags.allow_dml,
    allow_file_upload: flags.allow_file_upload,
    extra,
    // Superset's importer requires one; Tessera matches imported databases by name instead.
    uuid,
    version: BUNDLE_VERSION,
  });
}

/**
 * Builds Superset's database export bundle: a ZIP of `metadata.yaml` and one
 * `databases/<name>.yaml` per database, passwords masked (an import asks for them again).
 */
export async function exportDatabases(
  ctx: AppContext,
  ids: number[],
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const root = `database_export_${stamp(now)}`;
  const files: Zippable = {
    [`${root}/metadata.yaml`]: strToU8(
      stringify({ version: BUNDLE_VERSION, type: 'Database', timestamp: now.toISOString() }),
    ),
  };
  const used = new Set<string>();
  for (const id of ids) {
    const row = await ctx.databases.findById(id);
    if (!row) throw new NotFoundError(`Database ${id} not found`);
    let stem = fileStem(row.database_name);
    if (used.has(stem)) stem = `${stem}_${row.id}`;
    used.add(stem);
    files[`${root}/databases/${stem}.yaml`] = strToU8(databaseBundleYaml(row, randomUUID()));
  }
  return { fileName: `${root}.zip`, bytes: zipSync(files, { level: 6 }) };
}
