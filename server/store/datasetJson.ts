import type { Selectable } from 'kysely';
import { z } from 'zod/mini';
import type { DatasetColumn, DatasetMetric, SemanticDataset } from '@common/api/datasets';
import { jsonColumnReader } from './jsonColumn';
import type { DatasetTable } from './schema';

// A dataset's columns and metrics live as JSON beside its row; these read them.
type DatasetRow = Selectable<DatasetTable>;

const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.boolean());
const id = z.optional(z.number());

const datasetColumnsSchema = z.array(
  z.object({
    id,
    column_name: z.string(),
    type: z.string(),
    type_generic: z.number(),
    is_dttm: z.boolean(),
    verbose_name: text,
    expression: text,
    description: text,
    filterable: flag,
    groupby: flag,
    python_date_format: text,
    advanced_data_type: text,
    extra: text,
    uuid: text,
  }),
);

const datasetMetricsSchema = z.array(
  z.object({
    id,
    metric_name: z.string(),
    expression: z.string(),
    verbose_name: text,
    d3format: text,
    description: text,
    warning_text: text,
    metric_type: text,
    currency: z.optional(
      z.nullable(
        z.object({ symbol: z.optional(z.string()), symbolPosition: z.optional(z.string()) }),
      ),
    ),
    extra: text,
    uuid: text,
  }),
);

/** A dataset's columns (`columns_json`), parsed once per row; invalid → none. */
export const datasetColumnsOf: (row: Pick<DatasetRow, 'columns_json'>) => DatasetColumn[] =
  jsonColumnReader(
    (row: Pick<DatasetRow, 'columns_json'>) => row.columns_json,
    datasetColumnsSchema,
    () => [],
  );

/** A dataset's saved metrics (`metrics_json`), parsed once per row; invalid → none. */
export const datasetMetricsOf: (row: Pick<DatasetRow, 'metrics_json'>) => DatasetMetric[] =
  jsonColumnReader(
    (row: Pick<DatasetRow, 'metrics_json'>) => row.metrics_json,
    datasetMetricsSchema,
    () => [],
  );

/** What the chart data path reads of a dataset row; `sql` is as stored (not rendered). */
export function semanticDatasetOf(row: DatasetRow): SemanticDataset {
  return {
    id: row.id,
    database_id: row.database_id,
    catalog: row.catalog || null,
    schema: row.schema || null,
    table_name: row.table_name,
    sql: row.sql || null,
    columns: datasetColumnsOf(row),
    metrics: datasetMetricsOf(row),
    main_dttm_col: row.main_dttm_col,
    cache_timeout: row.cache_timeout,
    template_params: row.template_params,
    changed_on: row.changed_on,
  };
}
