import type { OrderByEntry, QueryColumn } from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../types';
import {
  buildQueryContext,
  buildQueryObject,
  formColumns,
  formMetrics,
} from '../shared/buildQueryObject';

/** The x-axis as Superset sends it: a BASE_AXIS column carrying the time grain (used when temporal). */
export function xAxisColumn(formData: FormData): QueryColumn | undefined {
  const [column] = formColumns(formData.x_axis ?? formData.granularity_sqla);
  if (column === undefined) return undefined;
  const timeGrain = (formData.time_grain_sqla as string | undefined) ?? undefined;
  if (typeof column !== 'string') return { ...column, columnType: 'BASE_AXIS', timeGrain };
  return {
    label: column,
    sqlExpression: column,
    columnType: 'BASE_AXIS',
    timeGrain,
    isColumnReference: true,
    expressionType: 'SQL',
  };
}

/** Waterfall query: the metric by x-axis (and breakdown), in x-axis order. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const x = xAxisColumn(formData);
  const breakdown = formColumns(formData.groupby);
  const columns = [...(x ? [x] : []), ...breakdown];
  return buildQueryContext(formData, [
    {
      ...buildQueryObject(formData),
      columns,
      metrics: formMetrics(formData.metric),
      orderby: columns.map((column): OrderByEntry => [column, true]),
    },
  ]);
}
