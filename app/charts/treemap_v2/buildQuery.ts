import type { ChartQueryContext, FormData } from '../types';
import { dimensionQuery } from '../shared/categorical/dimensionQuery';

/** Treemap query: one row per leaf of the groupby hierarchy, largest first. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return dimensionQuery({ ...formData, sort_by_metric: true }, 'groupby', ['metric']);
}
