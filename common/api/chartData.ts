/**
 * The query context of POST /api/v1/chart/data (Superset's ChartDataQueryContextSchema): its
 * types, constants and plain helpers. No zod here: the chart types and the dashboard route import
 * this module, and the schemas the server parses with live in chartDataRequest.ts.
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
export type ChartDataResultType = (typeof CHART_DATA_RESULT_TYPES)[number];

export const CHART_DATA_RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ChartDataResultFormat = (typeof CHART_DATA_RESULT_FORMATS)[number];

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
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];

/** Keys every adhoc metric may carry besides its expression. */
interface AdhocMetricLabels {
  label?: string | null;
  hasCustomLabel?: boolean | null;
  optionName?: string | null;
}

/** An aggregate over a dataset column: only the column's name matters to the server. */
export interface SimpleAdhocMetric extends AdhocMetricLabels {
  expressionType: 'SIMPLE';
  aggregate: MetricAggregate;
  column: { column_name: string; type?: string | null; verbose_name?: string | null };
}

/** One SQL aggregate expression. */
export interface SqlAdhocMetric extends AdhocMetricLabels {
  expressionType: 'SQL';
  sqlExpression: string;
}

/** An adhoc metric: an aggregate over a dataset column, or one SQL aggregate expression. */
export type AdhocMetric = SimpleAdhocMetric | SqlAdhocMetric;

/** A saved metric's name, or an adhoc metric. */
export type QueryMetric = string | AdhocMetric;

/**
 * An adhoc (expression) column. `columnType: 'BASE_AXIS'` marks the x-axis, which may carry a
 * `timeGrain`; a `sqlExpression` that names a dataset column is that column.
 */
export interface AdhocColumn {
  label?: string | null;
  sqlExpression: string;
  expressionType?: 'SQL';
  columnType?: 'BASE_AXIS' | 'SERIES' | null;
  timeGrain?: string | null;
  isColumnReference?: boolean | null;
}

/** A dataset column's name, or an adhoc column. */
export type QueryColumn = string | AdhocColumn;

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

/** A filter's value: one scalar or a list of them. */
export type FilterScalar = string | number | boolean | null;

/** One filter of a query object (`{col, op, val}`). */
export interface QueryObjectFilter {
  col: QueryColumn;
  op: FilterOperator;
  val?: FilterScalar | FilterScalar[];
  grain?: string | null;
  isExtra?: boolean | null;
}

/** A post-processing step; its options are checked by the operation itself. */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

/** `extras` of a query object (ChartDataExtrasSchema). */
export interface QueryObjectExtras {
  where?: string | null;
  having?: string | null;
  time_grain_sqla?: string | null;
  relative_start?: string | null;
  relative_end?: string | null;
  instant_time_comparison_range?: string | null;
}

/** `[column or metric, is_ascending]`. */
export type OrderByEntry = [string | AdhocMetric | AdhocColumn, boolean];

// A type rather than an interface: tests pass it where a plain record is expected.
/** A query object as clients send it, deprecated aliases included. */
export type RawQueryObject = {
  columns?: QueryColumn[] | null;
  groupby?: QueryColumn[] | null;
  metrics?: QueryMetric[] | null;
  filters?: QueryObjectFilter[] | null;
  extras?: QueryObjectExtras | null;
  where?: string | null;
  having?: string | null;
  orderby?: OrderByEntry[] | null;
  row_limit?: number | null;
  row_offset?: number | null;
  series_columns?: QueryColumn[] | null;
  series_limit?: number | null;
  series_limit_metric?: QueryMetric | null;
  timeseries_limit?: number | null;
  timeseries_limit_metric?: QueryMetric | null;
  order_desc?: boolean | null;
  time_range?: string | null;
  granularity?: string | null;
  granularity_sqla?: string | null;
  is_timeseries?: boolean | null;
  time_offsets?: string[] | null;
  post_processing?: (PostProcessingRule | null)[] | null;
  annotation_layers?: unknown[] | null;
  applied_time_extras?: Record<string, unknown> | null;
  url_params?: Record<string, unknown> | null;
  is_rowcount?: boolean | null;
  result_type?: ChartDataResultType | null;
  apply_fetch_values_predicate?: boolean | null;
};

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

/** Superset's datasource types a query context may name. */
export const CHART_DATASOURCE_TYPES = [
  'table',
  'dataset',
  'query',
  'saved_query',
  'view',
  'sl_table',
] as const;

/** The dataset a query context reads: `{id: 3, type: "table"}`. */
export interface ChartDatasource {
  id: number;
  type: (typeof CHART_DATASOURCE_TYPES)[number];
}

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
