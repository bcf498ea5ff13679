import type { ChartQueryContext, FormData } from '../types';
import { dimensionQuery } from '../shared/categorical/dimensionQuery';

/** Funnel query: groupby and the metric, widest step first unless `sort_by_metric` is off. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return dimensionQuery(formData, 'groupby', ['metric']);
}
