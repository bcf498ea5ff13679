import { describe, expect, it } from 'vitest';
import type { ChartQueryContext, FormData } from '../../types';
import { buildQuery as area } from '../../echarts_area/buildQuery';
import { buildQuery as generic } from '../../echarts_timeseries/buildQuery';
import { buildQuery as bar } from '../../echarts_timeseries_bar/buildQuery';
import { buildQuery as line } from '../../echarts_timeseries_line/buildQuery';
import { buildQuery as scatter } from '../../echarts_timeseries_scatter/buildQuery';
import { buildQuery as smooth } from '../../echarts_timeseries_smooth/buildQuery';
import { buildQuery as step } from '../../echarts_timeseries_step/buildQuery';

// The single-query time-series types share one query builder; each type's own buildQuery is
// checked here against the same expectations (the mixed chart has tests of its own).
const TYPES: [string, (formData: FormData) => ChartQueryContext][] = [
  ['echarts_timeseries_line', line],
  ['echarts_area', area],
  ['echarts_timeseries_bar', bar],
  ['echarts_timeseries_scatter', scatter],
  ['echarts_timeseries_smooth', smooth],
  ['echarts_timeseries_step', step],
  ['echarts_timeseries', generic],
];

describe.each(TYPES)('%s buildQuery', (vizType, buildQuery) => {
  it('queries the x-axis at its grain and the groupby, pivoted into one column per series', () => {
    const context = buildQuery({
      viz_type: vizType,
      datasource: '3__table',
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      metrics: ['count'],
      groupby: ['symbol'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'symbol',
          operator: '!=',
          comparator: 'IBM',
        },
      ],
      row_limit: 1000,
      limit: 5,
      rolling_type: 'mean',
      rolling_periods: 3,
      time_range: 'No filter',
    });
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    const [query] = context.queries;
    expect(query).toMatchObject({
      columns: [
        { columnType: 'BASE_AXIS', sqlExpression: 'date', label: 'date', timeGrain: 'P1M' },
        'symbol',
      ],
      metrics: ['count'],
      series_columns: ['symbol'],
      series_limit: 5,
      row_limit: 1000,
      orderby: [['count', false]],
      filters: [{ col: 'symbol', op: '!=', val: 'IBM' }],
      time_offsets: [],
    });
    expect(query?.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['date'],
          columns: ['symbol'],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 3, min_periods: 0, columns: { count: 'count' } },
      },
      { operation: 'flatten' },
    ]);
  });
});
