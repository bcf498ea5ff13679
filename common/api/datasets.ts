import { z } from 'zod';

const httpUrl = z
  .string()
  .max(2000)
  .refine((text) => {
    try {
      return ['http:', 'https:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, 'Must be an http(s) URL');

/**
 * POST /api/v1/dataset/ body. With `sql` the dataset is virtual, else physical (a table).
 * Other fields Superset's clients send (owners, normalize_columns, …) are ignored.
 */
export const datasetCreateBody = z.object({
  database: z.int().positive(),
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  table_name: z.string().trim().min(1).max(250),
  sql: z.string().max(1_000_000).nullish(),
  /** Jinja parameters for rendering `sql` when its columns are read (JSON object string). */
  template_params: z.string().max(65_536).nullish(),
  is_managed_externally: z.boolean().default(false),
  external_url: httpUrl.nullish(),
  description: z.string().max(10_000).nullish(),
});
export type DatasetCreateBody = z.infer<typeof datasetCreateBody>;

/** POST /api/v1/dataset/get_or_create/ body. */
export const datasetGetOrCreateBody = z.object({
  table_name: z.string().trim().min(1).max(250),
  database_id: z.int().positive(),
  schema: z.string().max(256).nullish(),
  catalog: z.string().max(256).nullish(),
});
export type DatasetGetOrCreateBody = z.infer<typeof datasetGetOrCreateBody>;

export const DATASET_FILTER_COLUMNS = [
  'table_name',
  'database',
  'schema',
  'sql',
  'kind',
  'owners',
] as const;
export const DATASET_ORDER_COLUMNS = [
  'id',
  'table_name',
  'schema',
  'kind',
  'changed_on',
  'changed_on_delta_humanized',
  'database.database_name',
  'changed_by.first_name',
  'sql',
  'extra',
] as const;

/** One rison filter: `(col:table_name,opr:ct,value:bir)`, `(col:sql,opr:dataset_is_null_or_empty,value:!t)`. */
export const datasetListFilter = z.object({
  col: z.enum(DATASET_FILTER_COLUMNS),
  opr: z.enum(['eq', 'ct', 'sw', 'rel_o_m', 'rel_m_m', 'dataset_is_null_or_empty']),
  value: z.union([z.string().max(1000), z.number(), z.boolean()]),
});
export type DatasetListFilter = z.infer<typeof datasetListFilter>;

/** GET /api/v1/dataset/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…). */
export const datasetListQuery = z.object({
  filters: z.array(datasetListFilter).max(20).default([]),
  order_column: z.enum(DATASET_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type DatasetListQuery = z.infer<typeof datasetListQuery>;

/**
 * A dataset column (Superset's TableColumn). The first four fields are what a source table
 * gives; the others are the semantic layer's edits, absent on columns nobody edited.
 */
export interface DatasetColumn {
  /** Unique within its dataset; kept across edits and syncs so charts and clients can refer to it. */
  id?: number;
  column_name: string;
  type: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: number;
  is_dttm: boolean;
  verbose_name?: string | null;
  /** A calculated column's SQL expression (one expression over the dataset's columns). */
  expression?: string | null;
  description?: string | null;
  /** May be used in filters (default true). */
  filterable?: boolean;
  /** May be used as a dimension (default true). */
  groupby?: boolean;
  /** How a text column holds dates (e.g. "%Y-%m-%d"), or "epoch_s" / "epoch_ms". */
  python_date_format?: string | null;
  advanced_data_type?: string | null;
  /** JSON object string (certification, warning_markdown). */
  extra?: string | null;
  uuid?: string | null;
}

/** A saved metric of a dataset (Superset's SqlMetric). */
export interface DatasetMetric {
  /** Unique within its dataset. */
  id?: number;
  metric_name: string;
  verbose_name?: string | null;
  /** One aggregate SQL expression, e.g. "COUNT(*)" or "SUM(delay) / COUNT(*)". */
  expression: string;
  /** A d3-format string for its values. */
  d3format?: string | null;
  description?: string | null;
  warning_text?: string | null;
  metric_type?: string | null;
  currency?: { symbol?: string; symbolPosition?: string } | null;
  /** JSON object string (certification, warning_markdown). */
  extra?: string | null;
  uuid?: string | null;
}

/** The metric every new dataset gets. */
export const DEFAULT_COUNT_METRIC: DatasetMetric = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  metric_type: 'count',
  expression: 'COUNT(*)',
};

/**
 * What the chart data path needs of a dataset: where it reads from and its semantic layer.
 * `sql` is set for a virtual dataset (already rendered when it had Jinja).
 */
export interface SemanticDataset {
  id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  sql: string | null;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  main_dttm_col: string | null;
  cache_timeout: number | null;
  /** JSON object string of Jinja parameters for `sql`. */
  template_params: string | null;
  /** Epoch ms: part of the chart data cache key, so an edit invalidates cached answers. */
  changed_on: number;
}

export interface DatasetOwner {
  id: number;
  first_name: string;
  last_name: string;
}

/** A dataset as the list answers it. */
export interface DatasetListItem {
  id: number;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  database: { id: number; database_name: string };
  kind: 'physical' | 'virtual';
  datasource_type: 'table';
  sql: string | null;
  description: string | null;
  owners: DatasetOwner[];
  is_managed_externally: boolean;
  external_url: string | null;
  explore_url: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
}

/** A dataset as GET /api/v1/dataset/{id} answers it (Superset's show columns). */
export interface DatasetRecord extends Omit<DatasetListItem, 'database'> {
  database: { id: number; database_name: string; backend: string };
  /** "3__table", as charts and Explore name the datasource. */
  uid: string;
  name: string;
  datasource_name: string;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  main_dttm_col: string | null;
  cache_timeout: number | null;
  default_endpoint: string | null;
  template_params: string | null;
  extra: string | null;
  uuid: string | null;
  url: string;
  select_star: string;
  changed_on: string;
  created_on: string;
  created_on_utc: string;
  changed_by: { first_name: string; last_name: string } | null;
  verbose_map: Record<string, string>;
  column_formats: Record<string, string>;
  granularity_sqla: [string, string][];
  time_grain_sqla: [string | null, string][];
  order_by_choices: [string, string][];
}

export interface DatasetListResponse {
  count: number;
  ids: number[];
  result: DatasetListItem[];
}

/** A column as PUT /api/v1/dataset/{id} takes it; without `id` (and a new name) it is added. */
export const datasetColumnBody = z.object({
  id: z.int().positive().optional(),
  column_name: z.string().trim().min(1).max(255),
  type: z.string().max(255).nullish(),
  verbose_name: z.string().max(1024).nullish(),
  description: z.string().max(10_000).nullish(),
  expression: z.string().max(65_536).nullish(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  is_dttm: z.boolean().optional(),
  is_active: z.boolean().nullish(),
  python_date_format: z.string().max(255).nullish(),
  advanced_data_type: z.string().max(255).nullish(),
  extra: z.string().max(65_536).nullish(),
  uuid: z.string().max(36).nullish(),
});
export type DatasetColumnBody = z.infer<typeof datasetColumnBody>;

/** A metric as PUT /api/v1/dataset/{id} takes it. */
export const datasetMetricBody = z.object({
  id: z.int().positive().optional(),
  metric_name: z.string().trim().min(1).max(255),
  expression: z.string().trim().min(1).max(65_536),
  verbose_name: z.string().max(1024).nullish(),
  metric_type: z.string().max(32).nullish(),
  d3format: z.string().max(128).nullish(),
  currency: z
    .object({
      symbol: z.string().max(16).optional(),
      symbolPosition: z.string().max(16).optional(),
    })
    .nullish(),
  description: z.string().max(10_000).nullish(),
  warning_text: z.string().max(10_000).nullish(),
  extra: z.string().max(65_536).nullish(),
  uuid: z.string().max(36).nullish(),
});
export type DatasetMetricBody = z.infer<typeof datasetMetricBody>;

/**
 * PUT /api/v1/dataset/{id} body (Superset's DatasetPutSchema): every field optional; columns
 * and metrics, when given, are the whole new lists. Other keys Superset's clients send
 * (normalize_columns, offset, …) are ignored.
 */
export const datasetUpdateBody = z.object({
  table_name: z.string().trim().min(1).max(250).optional(),
  database_id: z.int().positive().optional(),
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  sql: z.string().max(1_000_000).nullish(),
  description: z.string().max(10_000).nullish(),
  main_dttm_col: z.string().max(255).nullish(),
  default_endpoint: z.string().max(2000).nullish(),
  cache_timeout: z.int().min(0).max(31_536_000).nullish(),
  template_params: z.string().max(65_536).nullish(),
  extra: z.string().max(65_536).nullish(),
  owners: z.array(z.int().positive()).max(100).optional(),
  columns: z.array(datasetColumnBody).max(5000).optional(),
  metrics: z.array(datasetMetricBody).max(5000).optional(),
  is_managed_externally: z.boolean().optional(),
  external_url: httpUrl.nullish(),
});
export type DatasetUpdateBody = z.infer<typeof datasetUpdateBody>;

/** POST /api/v1/dataset/duplicate body. */
export const datasetDuplicateBody = z.object({
  base_model_id: z.int().positive(),
  table_name: z.string().trim().min(1).max(250),
});
export type DatasetDuplicateBody = z.infer<typeof datasetDuplicateBody>;

/** GET /api/v1/dataset/{id}/related_objects answer. */
export interface DatasetRelatedObjects {
  charts: { count: number; result: { id: number; slice_name: string; viz_type: string }[] };
  dashboards: {
    count: number;
    result: { id: number; json_metadata: string | null; slug: string | null; title: string }[];
  };
}

/**
 * GET /superset/fetch_datasource_metadata?datasourceKey=3__table: the datasource Explore
 * loads (Superset's `datasource.data`).
 */
export interface DatasourcePayload {
  id: number;
  uid: string;
  type: 'table';
  name: string;
  datasource_name: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  description: string | null;
  database: { id: number; name: string; database_name: string; backend: string };
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  main_dttm_col: string | null;
  time_grain_sqla: [string | null, string][];
  granularity_sqla: [string, string][];
  verbose_map: Record<string, string>;
  column_formats: Record<string, string>;
  currency_formats: Record<string, { symbol?: string; symbolPosition?: string }>;
  order_by_choices: [string, string][];
  owners: (DatasetOwner & { username: string })[];
  sql: string | null;
  template_params: string | null;
  extra: string | null;
  cache_timeout: number | null;
  default_endpoint: string | null;
  select_star: string;
  edit_url: string;
  is_sqllab_view: boolean;
}
