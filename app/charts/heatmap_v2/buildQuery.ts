import {
  type AdhocColumn,
  columnLabel,
  metricLabel,
  type OrderByEntry,
  type QueryColumn,
} from '@common/api/chartData';
import { buildQueryContext, buildQueryObject } from '../shared/buildQueryObject';
import { requireColumn, requireMetric, textOf } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** The x-axis as Superset sends it: a BASE_AXIS column, truncated to the grain when temporal. */
function baseAxis(column: QueryColumn, grain: string): AdhocColumn {
  const adhoc: AdhocColumn =
    typeof column === 'string'
      ? { sqlExpression: column, label: column, expressionType: 'SQL' }
      : column;
  return {
    ...adhoc,
    columnType: 'BASE_AXIS',
    ...(grain ? { timeGrain: adhoc.timeGrain ?? grain } : {}),
  };
}

/**
 * One query: the metric by x and y, ordered as the axes are sorted, with a `rank` column
 * (percentile of the metric, across the heatmap or within each x / y) for normalised colours.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const x = baseAxis(
    requireColumn(formData, 'x_axis', 'X-axis'),
    textOf(formData, 'time_grain_sqla'),
  );
  const y = requireColumn(formData, 'groupby', 'Y-axis');
  const metric = requireMetric(formData, 'metric', 'Metric');
  const orderby: OrderByEntry[] = [];
  for (const [key, column] of [
    ['sort_x_axis', x],
    ['sort_y_axis', y],
  ] as const) {
    const sort = textOf(formData, key, '');
    if (!sort) continue;
    const by = sort.startsWith('value') ? metric : columnLabel(column);
    orderby.push([by as OrderByEntry[0], sort.endsWith('asc')]);
  }
  const across = textOf(formData, 'normalize_across', 'heatmap');
  const groupBy = across === 'x' ? columnLabel(x) : across === 'y' ? columnLabel(y) : undefined;
  return buildQueryContext(formData, [
    {
      ...buildQueryObject(formData),
      columns: [x, y],
      metrics: [metric],
      orderby,
      post_processing: [
        {
          operation: 'rank',
          options: { metric: metricLabel(metric), ...(groupBy ? { group_by: groupBy } : {}) },
        },
      ],
    },
  ]);
}
