import { createHash, randomUUID } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { stringify } from 'yaml';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import {
  datasetColumnsOf,
  datasetMetricsOf,
  type DatasetListRow,
  DatasetRepository,
} from '../store/datasetRepository';
import { BUNDLE_VERSION, databaseBundleYaml, fileStem, stamp } from './exportDatabases';
import { findVisibleDataset } from './findDataset';

/**
 * A database's uuid in bundles: derived from its name (Tessera keeps none), so every export
 * of it links its datasets the same way and two exports compare equal.
 */
export function databaseBundleUuid(databaseName: string): string {
  const hex = createHash('sha1').update(`tessera-database:${databaseName}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A JSON object string as YAML data (Superset exports `extra` parsed); other text as is. */
function parsedExtra(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One dataset's file: Superset's ImportV1DatasetSchema fields. */
function datasetYaml(row: DatasetListRow, uuid: string): string {
  return stringify({
    table_name: row.table_name,
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    default_endpoint: row.default_endpoint,
    offset: 0,
    cache_timeout: row.cache_timeout,
    catalog: row.catalog || null,
    schema: row.schema || null,
    sql: row.sql,
    params: null,
    template_params: parsedExtra(row.template_params),
    filter_select_enabled: true,
    fetch_values_predicate: null,
    extra: parsedExtra(row.extra),
    normalize_columns: false,
    always_filter_main_dttm: false,
    uuid,
    metrics: datasetMetricsOf(row).map((metric) => ({
      metric_name: metric.metric_name,
      verbose_name: metric.verbose_name ?? null,
      metric_type: metric.metric_type ?? null,
      expression: metric.expression,
      description: metric.description ?? null,
      d3format: metric.d3format ?? null,
      currency: metric.currency ?? null,
      extra: parsedExtra(metric.extra),
      warning_text: metric.warning_text ?? null,
    })),
    columns: datasetColumnsOf(row).map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name ?? null,
      is_dttm: column.is_dttm,
      is_active: true,
      type: column.type || null,
      advanced_data_type: column.advanced_data_type ?? null,
      groupby: column.groupby ?? true,
      filterable: column.filterable ?? true,
      expression: column.expression ?? null,
      description: column.description ?? null,
      python_date_format: column.python_date_format ?? null,
      extra: parsedExtra(column.extra),
    })),
    version: BUNDLE_VERSION,
    database_uuid: databaseBundleUuid(row.database_name),
  });
}

/**
 * The YAML files of the datasets and their databases, by bundle path (`datasets/<db>/<t>.yaml`,
 * `databases/<db>.yaml`); the charts export adds these to its own bundle. A dataset without a
 * uuid gets one, kept, so later exports agree.
 */
export async function datasetBundleFiles(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<Record<string, string>> {
  assertCan(principal, 'can_read', 'Dataset');
  const datasets = new DatasetRepository(ctx.db);
  const files: Record<string, string> = {};
  const used = new Set<string>();
  for (const id of ids) {
    const { row } = await findVisibleDataset(ctx, principal, id);
    let uuid = row.uuid;
    if (!uuid) {
      uuid = randomUUID();
      await datasets.update(id, { uuid });
    }
    const database = await ctx.databases.findById(row.database_id);
    if (!database) throw new NotFoundError('Database not found');
    const databaseStem = fileStem(database.database_name);
    files[`databases/${databaseStem}.yaml`] ??= databaseBundleYaml(
      database,
      databaseBundleUuid(database.database_name),
    );
    let path = `datasets/${databaseStem}/${fileStem(row.table_name)}.yaml`;
    if (used.has(path)) path = path.replace(/\.yaml$/, `_${row.id}.yaml`);
    used.add(path);
    files[path] = datasetYaml(row, uuid);
  }
  return files;
}

/** GET /api/v1/dataset/export/?q=!(ids): Superset's dataset bundle (type SqlaTable) as a ZIP. */
export async function exportDatasets(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const root = `dataset_export_${stamp(now)}`;
  const files: Zippable = {
    [`${root}/metadata.yaml`]: strToU8(
      stringify({ version: BUNDLE_VERSION, type: 'SqlaTable', timestamp: now.toISOString() }),
    ),
  };
  for (const [path, text] of Object.entries(await datasetBundleFiles(ctx, principal, ids)))
    files[`${root}/${path}`] = strToU8(text);
  return { fileName: `${root}.zip`, bytes: zipSync(files, { level: 6 }) };
}
