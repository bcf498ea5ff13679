import { buildQueryContext, buildQueryObject } from '../shared/buildQueryObject';
import { requireColumn, requireMetric } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/** One query: the metric grouped by source and target, optionally sorted by it (largest first). */
export function buildQuery(formData: FormData): ChartQueryContext {
  const source = requireColumn(formData, 'source', 'Source');
  const target = requireColumn(formData, 'target', 'Target');
  const metric = requireMetric(formData, 'metric', 'Metric');
  const base = buildQueryObject(formData);
  return buildQueryContext(formData, [
    {
      ...base,
      columns: [source, target],
      metrics: [metric],
      orderby: formData.sort_by_metric ? [[metric, false]] : [],
    },
  ]);
}
