import type { ChartQueryContext, FormData } from '../types';
import { buildMixedTimeseriesQuery } from '../shared/timeseries/buildTimeseriesQuery';

/** Two timeseries queries: A from the plain controls, B from their `_b` variants. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return buildMixedTimeseriesQuery(formData);
}
