import { columnLabel, type OrderByEntry, type QueryColumn } from '@common/api/chartData';
import {
  buildQueryContext,
  buildQueryObject,
  formColumns,
  formMetrics,
} from '../shared/buildQueryObject';
import type { ChartQueryContext, FormData } from '../types';

/**
 * The pivot table's query: rows grouped by the row and column dimensions together, with the
 * metrics; the pivot itself is computed in the browser. A `series_limit_metric` orders it.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const seen = new Set<string>();
  const columns: QueryColumn[] = [
    ...formColumns(formData.groupbyRows),
    ...formColumns(formData.groupbyColumns),
  ].filter((column) => {
    const label = columnLabel(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  const metrics = formMetrics(formData.metrics);
  const sortBy = formMetrics(formData.series_limit_metric)[0];
  const orderDesc = formData.order_desc === undefined ? true : Boolean(formData.order_desc);
  const orderby: OrderByEntry[] = sortBy
    ? [[sortBy, !orderDesc]]
    : metrics[0]
      ? [[metrics[0], !orderDesc]]
      : [];
  const base = buildQueryObject(formData);
  return buildQueryContext(formData, [
    {
      ...base,
      columns,
      metrics,
      orderby,
      series_columns: [],
      series_limit_metric: undefined,
      post_processing: [],
    },
  ]);
}
