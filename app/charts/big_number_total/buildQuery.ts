import { buildQueryContext, buildQueryObject, formMetrics } from '../shared/buildQueryObject';
import type { ChartQueryContext, FormData } from '../types';

/** One aggregate over the filtered rows: the metric, no dimensions. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const base = buildQueryObject(formData);
  return buildQueryContext(formData, [
    {
      ...base,
      columns: [],
      metrics: formMetrics(formData.metric).slice(0, 1),
      orderby: [],
      series_limit: undefined,
      series_limit_metric: undefined,
      post_processing: [],
    },
  ]);
}
