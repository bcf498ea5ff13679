import type { ChartQueryContext, FormData } from '../types';
import { dimensionQuery } from '../shared/categorical/dimensionQuery';

/** Gauge query: the metric, one needle per groupby value when there are dimensions. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return dimensionQuery(formData, 'groupby', ['metric']);
}
