import { z } from 'zod';
import {
  type AdhocColumn,
  type AdhocMetric,
  CHART_DATA_RESULT_FORMATS,
  CHART_DATA_RESULT_TYPES,
  CHART_DATASOURCE_TYPES,
  type ChartDatasource,
  type ChartDataResultFormat,
  type ChartDataResultType,
  FILTER_OPERATORS,
  type FilterOperator,
  METRIC_AGGREGATES,
  normaliseQueryObject,
  type OrderByEntry,
  type PostProcessingRule,
  type QueryColumn,
  type QueryMetric,
  type QueryObjectExtras,
  type QueryObjectFilter,
  type RawQueryObject,
} from './chartData';

/**
 * The zod schemas of POST /api/v1/chart/data's query context, for the server. Objects keep only
 * the keys they know: Superset's clients send many more, which are dropped rather than refused.
 * Deprecated aliases are folded into their new names (see `normaliseQueryObject`), so the server
 * only ever reads a `QueryObject`. Each schema `satisfies` its plain type in chartData.ts, so the
 * two cannot drift apart.
 */

export const chartDataResultType = z.enum(
  CHART_DATA_RESULT_TYPES,
) satisfies z.ZodType<ChartDataResultType>;
export const chartDataResultFormat = z.enum(
  CHART_DATA_RESULT_FORMATS,
) satisfies z.ZodType<ChartDataResultFormat>;
export const filterOperator = z.enum(FILTER_OPERATORS) satisfies z.ZodType<FilterOperator>;

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
export const adhocMetric = z.discriminatedUnion('expressionType', [
  simpleMetric,
  sqlMetric,
]) satisfies z.ZodType<AdhocMetric>;

/** A saved metric's name, or an adhoc metric. */
export const queryMetric = z.union([
  z.string().min(1).max(1000),
  adhocMetric,
]) satisfies z.ZodType<QueryMetric>;

/** An adhoc (expression) column. */
export const adhocColumn = z.object({
  label: label.nullish(),
  sqlExpression: sqlText.min(1),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).nullish(),
  timeGrain: z.string().max(100).nullish(),
  isColumnReference: z.boolean().nullish(),
}) satisfies z.ZodType<AdhocColumn>;

/** A dataset column's name, or an adhoc column. */
export const queryColumn = z.union([
  z.string().min(1).max(1000),
  adhocColumn,
]) satisfies z.ZodType<QueryColumn>;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One filter of a query object (`{col, op, val}`). */
export const queryObjectFilter = z.object({
  col: queryColumn,
  op: filterOperator,
  val: z.union([scalar, z.array(scalar)]).optional(),
  grain: z.string().max(100).nullish(),
  isExtra: z.boolean().nullish(),
}) satisfies z.ZodType<QueryObjectFilter>;

/** A post-processing step; its options are checked by the operation itself. */
export const postProcessingRule = z.object({
  operation: z.string().min(1).max(100),
  options: z.record(z.string(), z.unknown()).optional(),
}) satisfies z.ZodType<PostProcessingRule>;

/** `extras` of a query object (ChartDataExtrasSchema). */
export const queryObjectExtras = z.object({
  where: sqlText.nullish(),
  having: sqlText.nullish(),
  time_grain_sqla: z.string().max(100).nullish(),
  relative_start: z.string().max(200).nullish(),
  relative_end: z.string().max(200).nullish(),
  instant_time_comparison_range: z.string().max(200).nullish(),
}) satisfies z.ZodType<QueryObjectExtras>;

/** `[column or metric, is_ascending]`. */
const orderByEntry = z.tuple([
  z.union([z.string().min(1).max(1000), adhocMetric, adhocColumn]),
  z.boolean(),
]) satisfies z.ZodType<OrderByEntry>;

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
}) satisfies z.ZodType<RawQueryObject>;

/** A query object, normalised on parse. */
export const queryObject = rawQueryObject.transform(normaliseQueryObject);

/** The dataset a query context reads: `{id: 3, type: "table"}`. */
export const chartDatasource = z.object({
  id: z.coerce.number().int().positive(),
  type: z.enum(CHART_DATASOURCE_TYPES),
}) satisfies z.ZodType<ChartDatasource>;

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
