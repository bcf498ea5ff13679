import { columnLabel, metricLabel } from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../types';
import {
  buildQueryContext,
  buildQueryObject,
  formColumns,
  formMetrics,
} from '../shared/buildQueryObject';

/** The server's boxplot whisker options of Superset's whiskerOptions text. */
export function whiskerOptions(value: unknown): {
  whisker_type: string;
  percentiles?: [number, number];
} {
  const text = String(value ?? 'Tukey');
  const percentiles = /^(\d+)\/(\d+) percentiles$/.exec(text);
  if (percentiles)
    return {
      whisker_type: 'percentile',
      percentiles: [Number(percentiles[1]), Number(percentiles[2])],
    };
  if (text.startsWith('Min/max')) return { whisker_type: 'min/max' };
  return { whisker_type: 'tukey' };
}

/**
 * Box plot query: the metrics per (distribute-across `columns` × series `groupby`) row, then the
 * server's boxplot op summarises each series' rows into min/q1/median/q3/max/mean/count/outliers.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const distribution = formColumns(formData.columns);
  const series = formColumns(formData.groupby);
  const metrics = formMetrics(formData.metrics);
  return buildQueryContext(formData, [
    {
      ...buildQueryObject(formData),
      columns: [...distribution, ...series],
      series_columns: series,
      metrics,
      post_processing: [
        {
          operation: 'boxplot',
          options: {
            groupby: series.map(columnLabel),
            metrics: metrics.map(metricLabel),
            ...whiskerOptions(formData.whiskerOptions),
          },
        },
      ],
    },
  ]);
}
