import { z } from 'zod';

/**
 * The query context of POST /api/v1/chart/data (Superset's ChartDataQueryContextSchema).
 * Objects keep only the keys they know: Superset's clients send many more, which are dropped
 * rather than refused. Deprecated aliases are folded into their new names (see
 * `normaliseQueryObject`), so the server only ever reads a `QueryObject`.
 */

export const CHART_DATA_RESULT_TYPES = [
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export const chartDataResultType = z.enum(CHART_DATA_RESULT_TYPES);
export type ChartDataResultType = z.infer<typeof chartDataResultType>;

export const chartDataResultFormat = z.enum(['json', 'csv', 'xlsx']);
export type ChartDataResultFormat = z.infer<typeof chartDataResultFormat>;

/** Superset's FilterOperator values. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  // A regular expression match, compiled per engine (server/chartData/compileFilters.ts).
  'REGEX',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export const filterOperator = z.enum(FILTER_OPERATORS);
export type FilterOperator = z.infer<typeof filterOperator>;

export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

const sqlText = z.string().max(65_536);
const label = z.string().max(1000);

/** The column a SIMPLE adhoc metric aggregates: only its name matters to the server. */
const metricColumn = z.object({
  column_name: z.string().min(1).max(1000),
  type: z.string().nullish(),
  verbose_name: z.string().nullish(),
});

const simpleMetric = z.object({
  expressionType: z.literal('SIMPLE'),
  aggregate: z.enum(METRIC_AGGREGATES),
  column: metricColumn,
  label: label.nullish(),
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
});

const sqlMetric = z.object({
  expressionType: z.literal('SQL'),
  sqlExpression: sqlText.min(1),
  label: label.nullish(),
  hasCustomLabel: z.boolean().nullish(),
  optionName: z.string().nullish(),
});

/** An adhoc metric: an aggregate over a dataset column, or one SQL aggregate expression. */
export const adhocMetric = z.discriminatedUnion('expressionType', [simpleMetric, sqlMetric]);
export type AdhocMetric = z.infer<typeof adhocMetric>;

/** A saved metric's name, or an adhoc metric. */
export const queryMetric = z.union([z.string().min(1).max(1000), adhocMetric]);
export type QueryMetric = z.infer<typeof queryMetric>;

/**
 * An adhoc (expression) column. `columnType: 'BASE_AXIS'` marks the x-axis, which may carry a
 * `timeGrain`; a `sqlExpression` that names a dataset column is that column.
 */
export const adhocColumn = z.object({
  label: label.nullish(),
  sqlExpression: sqlText.min(1),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).nullish(),
  timeGrain: z.string().max(100).nullish(),
  isColumnReference: z.boolean().nullish(),
});
export type AdhocColumn = z.infer<typeof adhocColumn>;

/** A dataset column's name, or an adhoc column. */
export const queryColumn = z.union([z.string().min(1).max(1000), adhocColumn]);
export type QueryColumn = z.infer<typeof queryColumn>;

/** A metric's label in the answer (Superset's get_metric_label): a saved metric by its name. */
export function metricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  return metric.expressionType === 'SIMPLE'
    ? `${metric.aggregate}(${metric.column.column_name})`
    : metric.sqlExpression;
}

/** A column's label in the answer: a dataset column by its name, an adhoc one by its label. */
export function columnLabel(column: QueryColumn): string {
  return typeof column === 'string' ? column : column.label || column.sqlExpression;
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One filter of a query object (`{col, op, val}`). */
export const queryObjectFilter = z.object({
  col: queryColumn,
  op: filterOperator,
  val: z.union([scalar, z.array(scalar)]).optional(),
  grain: z.string().max(100).nullish(),
  isExtra: z.boolean().nullish(),
});
export type QueryObjectFilter = z.infer<typeof queryObjectFilter>;

/** A post-processing step; its options are checked by the operation itself. */
export const postProcessingRule = z.object({
  operation: z.string().min(1).max(100),
  options: z.record(z.string(), z.unknown()).optional(),
});
export type PostProcessingRule = z.infer<typeof postProcessingRule>;

/** `extras` of a query object (ChartDataExtrasSchema). */
export const queryObjectExtras = z.object({
  where: sqlText.nullish(),
  having: sqlText.nullish(),
  time_grain_sqla: z.string().max(100).nullish(),
  relative_start: z.string().max(200).nullish(),
  relative_end: z.string().max(200).nullish(),
  instant_time_comparison_range: z.string().max(200).nullish(),
});
export type QueryObjectExtras = z.infer<typeof queryObjectExtras>;

/** `[column or metric, is_ascending]`. */
const orderByEntry = z.tuple([
  z.union([z.string().min(1).max(1000), adhocMetric, adhocColumn]),
  z.boolean(),
]);
export type OrderByEntry = z.infer<typeof orderByEntry>;

const count = z.number().int().min(0);

/** A query object as clients send it, deprecated aliases included. */
export const rawQueryObject = z.object({
  columns: z.array(queryColumn).nullish(),
  groupby: z.array(queryColumn).nullish(),
  metrics: z.array(queryMetric).nullish(),
  filters: z.array(queryObjectFilter).nullish(),
  extras: queryObjectExtras.nullish(),
  where: sqlText.nullish(),
  having: sqlText.nullish(),
  orderby: z.array(orderByEntry).nullish(),
  row_limit: count.nullish(),
  row_offset: count.nullish(),
  series_columns: z.array(queryColumn).nullish(),
  series_limit: count.nullish(),
  series_limit_metric: queryMetric.nullish(),
  timeseries_limit: count.nullish(),
  timeseries_limit_metric: queryMetric.nullish(),
  order_desc: z.boolean().nullish(),
  time_range: z.string().max(1000).nullish(),
  granularity: z.string().max(1000).nullish(),
  granularity_sqla: z.string().max(1000).nullish(),
  is_timeseries: z.boolean().nullish(),
  time_offsets: z.array(z.string().max(200)).nullish(),
  post_processing: z.array(postProcessingRule.nullable()).nullish(),
  annotation_layers: z.array(z.unknown()).nullish(),
  applied_time_extras: z.record(z.string(), z.unknown()).nullish(),
  url_params: z.record(z.string(), z.unknown()).nullish(),
  is_rowcount: z.boolean().nullish(),
  result_type: chartDataResultType.nullish(),
  apply_fetch_values_predicate: z.boolean().nullish(),
});
export type RawQueryObject = z.infer<typeof rawQueryObject>;

/** A query object with defaults filled in and every deprecated alias under its new name. */
export interface QueryObject {
  columns: QueryColumn[];
  /**
   * Null (absent): raw rows, no GROUP BY. An empty list groups by the columns (distinct values),
   * as Superset's filter boxes ask.
   */
  metrics: QueryMetric[] | null;
  filters: QueryObjectFilter[];
  extras: QueryObjectExtras;
  orderby: OrderByEntry[];
  /** Null: the server's default (ROW_LIMIT); 0: the maximum (SQL_MAX_ROW). */
  row_limit: number | null;
  row_offset: number;
  series_columns: QueryColumn[];
  series_limit: number;
  series_limit_metric: QueryMetric | null;
  order_desc: boolean;
  time_range: string | null;
  granularity: string | null;
  is_timeseries: boolean;
  time_offsets: string[];
  post_processing: PostProcessingRule[];
  annotation_layers: unknown[];
  applied_time_extras: Record<string, unknown>;
  url_params: Record<string, unknown>;
  is_rowcount: boolean;
  /** Overrides the context's result type for this query only. */
  result_type: ChartDataResultType | null;
  apply_fetch_values_predicate: boolean;
}

// Empty deprecated values leave the new field alone; a set one replaces it, as Superset does.
const filled = <T>(value: T | null | undefined): value is T =>
  Boolean(value) && !(Array.isArray(value) && !value.length);

/** Folds deprecated aliases into their new names and fills Superset's defaults. */
export function normaliseQueryObject(raw: RawQueryObject): QueryObject {
  const extras: QueryObjectExtras = { ...raw.extras };
  if (filled(raw.where)) extras.where = raw.where;
  if (filled(raw.having)) extras.having = raw.having;
  return {
    columns: filled(raw.groupby) ? raw.groupby : (raw.columns ?? []),
    metrics: raw.metrics ?? null,
    filters: raw.filters ?? [],
    extras,
    orderby: raw.orderby ?? [],
    row_limit: raw.row_limit ?? null,
    row_offset: raw.row_offset ?? 0,
    series_columns: raw.series_columns ?? [],
    series_limit: filled(raw.timeseries_limit) ? raw.timeseries_limit : (raw.series_limit ?? 0),
    series_limit_metric: filled(raw.timeseries_limit_metric)
      ? raw.timeseries_limit_metric
      : (raw.series_limit_metric ?? null),
    order_desc: raw.order_desc ?? true,
    time_range: raw.time_range ?? null,
    granularity: filled(raw.granularity_sqla) ? raw.granularity_sqla : (raw.granularity ?? null),
    is_timeseries: raw.is_timeseries ?? false,
    time_offsets: raw.time_offsets ?? [],
    post_processing: (raw.post_processing ?? []).filter((rule) => rule !== null),
    annotation_layers: raw.annotation_layers ?? [],
    applied_time_extras: raw.applied_time_extras ?? {},
    url_params: raw.url_params ?? {},
    is_rowcount: raw.is_rowcount ?? false,
    result_type: raw.result_type ?? null,
    apply_fetch_values_predicate: raw.apply_fetch_values_predicate ?? false,
  };
}

/** A query object, normalised on parse. */
export const queryObject = rawQueryObject.transform(normaliseQueryObject);

/** The dataset a query context reads: `{id: 3, type: "table"}`. */
export const chartDatasource = z.object({
  id: z.coerce.number().int().positive(),
  type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table']),
});
export type ChartDatasource = z.infer<typeof chartDatasource>;

/** POST /api/v1/chart/data body. */
export const chartDataRequest = z.object({
  datasource: chartDatasource,
  queries: z.array(queryObject).max(100),
  force: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  result_type: chartDataResultType.nullish().transform((value) => value ?? 'full'),
  result_format: chartDataResultFormat.nullish().transform((value) => value ?? 'json'),
  custom_cache_timeout: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  form_data: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? null),
});
export type ChartDataRequest = z.infer<typeof chartDataRequest>;
/** The body as a client writes it (before aliases and defaults). */
export type ChartDataRequestInput = z.input<typeof chartDataRequest>;

/** Query states of a chart data answer. */
export type ChartDataStatus =
  'stopped' | 'failed' | 'pending' | 'running' | 'scheduled' | 'success' | 'timed_out';

export interface AppliedFilter {
  column: string;
}

export interface RejectedFilter {
  column: string;
  reason: 'not_in_datasource' | 'no_temporal_column';
}

/** One entry of the answer's `result` list (ChartDataResponseResult). */
export interface ChartDataResponseEntry {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number | null;
  is_cached: boolean;
  query: string;
  status: ChartDataStatus;
  error: string | null;
  stacktrace: string | null;
  colnames: string[];
  indexnames: (string | number)[];
  /** GenericDataType ints per column. */
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  sql_rowcount: number;
  applied_filters: AppliedFilter[];
  rejected_filters: RejectedFilter[];
  /** Epoch ms of the time range's bounds, or null when open. */
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
  annotation_data: unknown[];
  result_format: ChartDataResultFormat;
}

/** `{"result": [...]}` of POST /api/v1/chart/data. */
export interface ChartDataResponse {
  result: ChartDataResponseEntry[];
}
