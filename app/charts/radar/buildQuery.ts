import type { ChartQueryContext, FormData } from '../types';
import { dimensionQuery } from '../shared/categorical/dimensionQuery';

/** Radar query: one row per groupby value with every metric, largest first metric first. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return dimensionQuery(formData, 'groupby', ['metrics']);
}
