import { metricLabel, type QueryMetric } from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../types';
import { dimensionQuery } from '../shared/categorical/dimensionQuery';

/** Sunburst query: one row per leaf of the `columns` hierarchy with the metric and, if set, the secondary one. */
export function buildQuery(formData: FormData): ChartQueryContext {
  const { metric, secondary_metric: secondary } = formData;
  // The secondary metric is asked for only when it differs from the primary one.
  const same =
    !secondary ||
    (metric && metricLabel(metric as QueryMetric) === metricLabel(secondary as QueryMetric));
  return dimensionQuery(formData, 'columns', same ? ['metric'] : ['metric', 'secondary_metric']);
}
