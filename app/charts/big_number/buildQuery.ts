import {
  columnLabel,
  metricLabel,
  type PostProcessingRule,
  type QueryColumn,
} from '@common/api/chartData';
import {
  buildQueryContext,
  buildQueryObject,
  formColumns,
  formMetrics,
} from '../shared/buildQueryObject';
import type { ChartQueryContext, FormData } from '../types';

/** The x-axis as Superset sends it: the BASE_AXIS column at the chosen time grain. */
export function baseAxisColumn(formData: FormData): QueryColumn | undefined {
  const column = formColumns(formData.x_axis ?? formData.granularity_sqla)[0];
  if (column === undefined) return undefined;
  const grain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : undefined;
  return typeof column === 'string'
    ? {
        label: column,
        sqlExpression: column,
        columnType: 'BASE_AXIS',
        timeGrain: grain,
        isColumnReference: true,
      }
    : { ...column, columnType: 'BASE_AXIS', timeGrain: grain };
}

/** The rolling window step of form data rolling_type/rolling_periods/min_periods, if any. */
export function rollingRule(formData: FormData, metric: string): PostProcessingRule | undefined {
  const type = formData.rolling_type;
  if (typeof type !== 'string' || type === '' || type === 'None') return undefined;
  const columns = { [metric]: metric };
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  const window = Math.max(1, Math.trunc(Number(formData.rolling_periods) || 1));
  const minPeriods = Math.min(window, Math.max(0, Math.trunc(Number(formData.min_periods) || 0)));
  return {
    operation: 'rolling',
    options: { rolling_type: type, window, min_periods: minPeriods, columns },
  };
}

/**
 * The trendline's query: the metric by the x-axis at its grain (no other dimension), pivoted
 * on time, with the rolling window applied, then flattened to [x, metric] rows.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const base = buildQueryObject(formData);
  const axis = baseAxisColumn(formData);
  const metrics = formMetrics(formData.metric).slice(0, 1);
  const metric = metrics[0] ? metricLabel(metrics[0]) : undefined;
  const postProcessing: PostProcessingRule[] = [];
  if (axis && metric) {
    postProcessing.push({
      operation: 'pivot',
      options: {
        index: [columnLabel(axis)],
        columns: [],
        aggregates: { [metric]: { operator: 'mean' } },
        drop_missing_columns: true,
      },
    });
    const rolling = rollingRule(formData, metric);
    if (rolling) postProcessing.push(rolling);
    postProcessing.push({ operation: 'flatten' });
  }
  return buildQueryContext(formData, [
    {
      ...base,
      columns: axis ? [axis] : [],
      metrics,
      orderby: axis ? [[columnLabel(axis), true]] : [],
      series_limit: undefined,
      series_limit_metric: undefined,
      post_processing: postProcessing,
    },
  ]);
}
