import type { ChartQueryContext, FormData } from '../types';
import { buildTimeseriesQuery } from '../shared/timeseries/buildTimeseriesQuery';

/** One timeseries query: x-axis and groupby columns, pivoted into one column per series. */
export function buildQuery(formData: FormData): ChartQueryContext {
  return buildTimeseriesQuery(formData);
}
