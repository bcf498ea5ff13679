import { z } from 'zod';
import type { DatasetColumn, DatasetMetric } from '@common/api/datasets';
import { GenericDataType } from '@common/data/genericTypes';
import type { AppContext } from '../context';
import { dialectFor } from '../engines/dialects';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import {
  datasetColumnsOf,
  datasetMetricsOf,
  type DatasetRow,
  DatasetRepository,
} from '../store/datasetRepository';
import { withColumnIds, withMetricIds } from './datasetFields';
import { findEditableDataset } from './findDataset';

/** JSON settings: Superset exports them parsed, older bundles as strings. */
const jsonSetting = z.union([z.record(z.string(), z.unknown()), z.string()]).nullish();
const text = z.string().max(65_536).nullish();

/** What Tessera reads of a bundle's dataset file (Superset's ImportV1DatasetSchema). */
export const bundleDataset = z.object({
  table_name: z.string().trim().min(1).max(250),
  main_dttm_col: z.string().max(255).nullish(),
  description: z.string().max(10_000).nullish(),
  default_endpoint: text,
  cache_timeout: z.int().min(0).nullish(),
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  sql: z.string().max(1_000_000).nullish(),
  template_params: jsonSetting,
  extra: jsonSetting,
  uuid: z.string().min(1).max(36),
  database_uuid: z.string().min(1).max(36),
  metrics: z
    .array(
      z.object({
        metric_name: z.string().trim().min(1).max(255),
        expression: z.string().min(1).max(65_536),
        verbose_name: text,
        metric_type: text,
        description: text,
        d3format: text,
        currency: z
          .object({ symbol: z.string().optional(), symbolPosition: z.string().optional() })
          .nullish(),
        extra: jsonSetting,
        warning_text: text,
      }),
    )
    .max(5000)
    .default([]),
  columns: z
    .array(
      z.object({
        column_name: z.string().trim().min(1).max(255),
        verbose_name: text,
        is_dttm: z.boolean().nullish(),
        type: text,
        advanced_data_type: text,
        groupby: z.boolean().nullish(),
        filterable: z.boolean().nullish(),
        expression: text,
        description: text,
        python_date_format: text,
        extra: jsonSetting,
      }),
    )
    .max(5000)
    .default([]),
});
export type BundleDataset = z.infer<typeof bundleDataset>;

/** A JSON setting as the store keeps it: a JSON object string, or null. */
function settingText(value: z.infer<typeof jsonSetting>): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Drops null and undefined fields, as the store keeps unedited fields absent. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as T;
}

/** The bundle's columns as stored columns, their generic types from the database's dialect. */
function storedColumns(dataset: BundleDataset, backend: string): DatasetColumn[] {
  const genericType = dialectFor(backend)?.genericType;
  return dataset.columns.map((column) => {
    const type = column.type ?? '';
    const is_dttm = column.is_dttm ?? false;
    const type_generic = is_dttm
      ? GenericDataType.TEMPORAL
      : (genericType?.(type) ?? GenericDataType.STRING);
    return present({
      ...column,
      type,
      type_generic,
      is_dttm,
      groupby: column.groupby ?? undefined,
      filterable: column.filterable ?? undefined,
      extra: settingText(column.extra),
    });
  });
}

function storedMetrics(dataset: BundleDataset): DatasetMetric[] {
  return dataset.metrics.map((metric) => present({ ...metric, extra: settingText(metric.extra) }));
}

export interface ImportPlan {
  file: string;
  /** Why the file cannot be imported; nothing is written when any plan has one. */
  problem?: string;
  apply: () => Promise<void>;
}

/**
 * Checks one bundle dataset against the store and says how it would be written: a new dataset
 * owned by the caller, or (with overwrite, for a dataset the caller may edit) a replacement
 * that keeps the ids of columns and metrics of the same names.
 */
export async function planImportedDataset(
  ctx: AppContext,
  principal: Principal,
  dataset: BundleDataset,
  databaseName: string,
  options: { overwrite: boolean },
  file: string,
): Promise<ImportPlan> {
  const datasets = new DatasetRepository(ctx.db);
  const database = await ctx.databases.findByName(databaseName);
  const name = (databaseId: number) => ({
    database_id: databaseId,
    catalog: dataset.catalog ?? '',
    schema: dataset.schema ?? '',
    table_name: dataset.table_name,
  });
  let existing: DatasetRow | undefined = await datasets.findByUuid(dataset.uuid);
  if (!existing && database) existing = await datasets.findByName(name(database.id));
  const refuse = (problem: string): ImportPlan => ({ file, problem, apply: async () => {} });
  if (existing) {
    if (!options.overwrite)
      return refuse('Dataset already exists and `overwrite=true` was not passed');
    if (existing.database_id !== database?.id)
      return refuse('A dataset of this uuid exists on another database');
    await findEditableDataset(ctx, principal, existing.id);
  }
  const target = existing;
  const apply = async () => {
    const db = database ?? (await ctx.databases.findByName(databaseName));
    if (!db) throw new NotFoundError('Database not found');
    const now = Date.now();
    const fields = {
      ...name(db.id),
      sql: dataset.sql || null,
      kind: dataset.sql ? 'virtual' : 'physical',
      columns_json: JSON.stringify(
        withColumnIds(storedColumns(dataset, db.backend), target ? datasetColumnsOf(target) : []),
      ),
      metrics_json: JSON.stringify(
        withMetricIds(storedMetrics(dataset), target ? datasetMetricsOf(target) : []),
      ),
      main_dttm_col: dataset.main_dttm_col ?? null,
      description: dataset.description ?? null,
      default_endpoint: dataset.default_endpoint ?? null,
      cache_timeout: dataset.cache_timeout ?? null,
      template_params: settingText(dataset.template_params),
      extra: settingText(dataset.extra),
      uuid: dataset.uuid,
      changed_on: target ? Math.max(now, target.changed_on + 1) : now,
      changed_by_fk: principal.user.id,
    };
    if (target) await datasets.update(target.id, fields);
    else
      await datasets.insert(
        {
          ...fields,
          owner_id: principal.user.id,
          is_managed_externally: 0,
          external_url: null,
          created_on: now,
        },
        [principal.user.id],
      );
  };
  return { file, apply };
}
