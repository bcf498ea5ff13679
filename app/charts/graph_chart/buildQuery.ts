import { columnLabel, type QueryColumn } from '@common/api/chartData';
import { buildQueryContext, buildQueryObject } from '../shared/buildQueryObject';
import { requireColumn, requireMetric, singleColumn } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** One query: the metric grouped by source, target and the optional category columns. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const columns: QueryColumn[] = [
    requireColumn(formData, 'source', 'Source'),
    requireColumn(formData, 'target', 'Target'),
  ];
  for (const key of ['source_category', 'target_category']) {
    const column = singleColumn(formData[key]);
    // A category that is the source or target column itself is grouped by once.
    if (column !== undefined && !columns.some((c) => columnLabel(c) === columnLabel(column)))
      columns.push(column);
  }
  const metric = requireMetric(formData, 'metric', 'Metric');
  return buildQueryContext(formData, [
    { ...buildQueryObject(formData), columns, metrics: [metric], orderby: [[metric, false]] },
  ]);
}
