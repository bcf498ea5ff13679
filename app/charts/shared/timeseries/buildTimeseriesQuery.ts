import {
  type AdhocColumn,
  columnLabel,
  metricLabel,
  type OrderByEntry,
  type QueryColumn,
  type RawQueryObject,
} from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../../types';
import { buildQueryContext, buildQueryObject, formColumns, formMetrics } from '../buildQueryObject';
import {
  compareOperator,
  contributionOperator,
  flattenOperator,
  type OperatorContext,
  pivotOperator,
  resampleOperator,
  rollingOperator,
  sortOperator,
  TIME_COMPARE_CHOICES,
} from './postProcessingOps';

/** Form keys a mixed chart's second query reads with a `_b` suffix. */
export const QUERY_B_KEYS = [
  'metrics',
  'groupby',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'order_desc',
  'row_limit',
  'truncate_metric',
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'resample_rule',
  'resample_method',
  'show_empty_columns',
] as const;

/** The form data of a mixed chart's query B, as an ordinary chart's form data. */
export function queryBFormData(formData: FormData): FormData {
  const view: FormData = { ...formData };
  for (const key of QUERY_B_KEYS) view[key] = formData[`${key}_b`];
  // series_limit is the new name of `limit`; query B only has limit_b.
  delete view.series_limit;
  delete view.series_limit_metric;
  return view;
}

/** The x-axis column of form data: an adhoc BASE_AXIS column carrying the time grain. */
export function xAxisColumn(formData: FormData): AdhocColumn | null {
  const xAxis = formData.x_axis ?? formData.granularity_sqla;
  if (xAxis === null || xAxis === undefined || xAxis === '') return null;
  if (typeof xAxis === 'object') {
    const adhoc = xAxis as AdhocColumn;
    return { ...adhoc, columnType: 'BASE_AXIS', timeGrain: formData.time_grain_sqla as string };
  }
  const name = String(xAxis);
  return {
    columnType: 'BASE_AXIS',
    sqlExpression: name,
    label: name,
    expressionType: 'SQL',
    timeGrain: (formData.time_grain_sqla as string | undefined) ?? undefined,
  };
}

/** The label of the x-axis column in the answer ('__timestamp' without one). */
export function xAxisLabel(formData: FormData): string {
  const column = xAxisColumn(formData);
  return column ? columnLabel(column) : '__timestamp';
}

/** time_compare as a list of known shifts (free text shifts are allowed, as Superset does). */
export function timeOffsets(formData: FormData): string[] {
  const value = formData.time_compare;
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Whether time_compare shifts apply (they need an x-axis and at least one metric). */
export function isTimeComparison(formData: FormData): boolean {
  return timeOffsets(formData).length > 0 && formMetrics(formData.metrics).length > 0;
}

export { TIME_COMPARE_CHOICES };

/**
 * One timeseries query object (Superset's Timeseries buildQuery): columns [x-axis, ...groupby],
 * series_columns = groupby, orderby by the sort metric, time_offsets, and post_processing
 * pivot → rolling → compare → resample → contribution → sort → flatten.
 */
export function buildTimeseriesQueryObject(formData: FormData): RawQueryObject {
  const base = buildQueryObject(formData);
  const metrics = formMetrics(formData.metrics);
  const groupby = formColumns(formData.groupby);
  const xAxis = xAxisColumn(formData);
  const columns: QueryColumn[] = [...(xAxis ? [xAxis] : []), ...groupby];
  const offsets = isTimeComparison(formData) ? timeOffsets(formData) : [];
  const sortMetric = base.series_limit_metric;
  const orderby: OrderByEntry[] = sortMetric
    ? [[sortMetric, !base.order_desc]]
    : metrics[0] !== undefined
      ? [[metrics[0], !base.order_desc]]
      : [];
  const context: OperatorContext = {
    xAxisLabel: xAxisLabel(formData),
    metricLabels: metrics.map(metricLabel),
    seriesLabels: groupby.map(columnLabel),
    timeOffsets: offsets,
  };
  const postProcessing = metrics.length
    ? [
        pivotOperator(formData, context),
        rollingOperator(formData, context),
        compareOperator(formData, context),
        resampleOperator(formData),
        contributionOperator(formData),
        sortOperator(formData, context),
        flattenOperator,
      ].filter((rule) => rule !== null)
    : [];
  return {
    ...base,
    columns,
    metrics,
    series_columns: groupby,
    ...(xAxis ? {} : { is_timeseries: true }),
    orderby,
    time_offsets: offsets,
    post_processing: postProcessing,
  };
}

/** The chart data request of a single-query timeseries chart. */
export function buildTimeseriesQuery(formData: FormData): ChartQueryContext {
  return buildQueryContext(formData, [buildTimeseriesQueryObject(formData)]);
}

/** The chart data request of a mixed chart: query A, then query B (the `_b` controls). */
export function buildMixedTimeseriesQuery(formData: FormData): ChartQueryContext {
  return buildQueryContext(formData, [
    buildTimeseriesQueryObject(formData),
    buildTimeseriesQueryObject(queryBFormData(formData)),
  ]);
}
