import { columnLabel, type QueryColumn } from '@common/api/chartData';
import { buildQueryContext, buildQueryObject } from '../shared/buildQueryObject';
import { requireColumn, singleColumn, singleMetric } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** One query: distinct id, parent (and name) rows, with the metric when one is chosen. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const columns: QueryColumn[] = [
    requireColumn(formData, 'id', 'Id'),
    requireColumn(formData, 'parent', 'Parent'),
  ];
  const name = singleColumn(formData.name);
  if (name !== undefined && !columns.some((c) => columnLabel(c) === columnLabel(name)))
    columns.push(name);
  const metric = singleMetric(formData.metric);
  return buildQueryContext(formData, [
    // An empty metric list groups by the columns: one row per distinct node.
    { ...buildQueryObject(formData), columns, metrics: metric ? [metric] : [] },
  ]);
}
