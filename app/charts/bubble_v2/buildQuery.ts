import type { QueryColumn } from '@common/api/chartData';
import { buildQueryContext, buildQueryObject } from '../shared/buildQueryObject';
import {
  flagOf,
  requireColumn,
  requireMetric,
  singleColumn,
  singleMetric,
} from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** One query: x, y and size metrics per entity (and series), ordered by the sort metric. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const columns: QueryColumn[] = [requireColumn(formData, 'entity', 'Entity')];
  const series = singleColumn(formData.series);
  if (series !== undefined) columns.push(series);
  const metrics = [
    requireMetric(formData, 'x', 'X Axis'),
    requireMetric(formData, 'y', 'Y Axis'),
    requireMetric(formData, 'size', 'Bubble Size'),
  ];
  const orderby = singleMetric(formData.orderby);
  return buildQueryContext(formData, [
    {
      ...buildQueryObject(formData),
      columns,
      metrics,
      orderby: orderby ? [[orderby, !flagOf(formData, 'order_desc', true)]] : [],
    },
  ]);
}
