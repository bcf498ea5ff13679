import type { RawQueryObject } from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../../types';
import { buildQueryContext, buildQueryObject, formColumns, formMetrics } from '../buildQueryObject';

/**
 * The one query of pie-like charts: the dimension columns, the metric(s), and (when
 * `sort_by_metric`) ordered by the first metric, largest first.
 */
export function dimensionQuery(
  formData: FormData,
  columnsKey: string,
  metricKeys: string[],
): ChartQueryContext {
  const columns = formColumns(formData[columnsKey]);
  const metrics = metricKeys.flatMap((key) => formMetrics(formData[key]));
  const [first] = metrics;
  const query: RawQueryObject = {
    ...buildQueryObject(formData),
    columns,
    metrics,
    orderby: formData.sort_by_metric !== false && first ? [[first, false]] : [],
  };
  return buildQueryContext(formData, [query]);
}
