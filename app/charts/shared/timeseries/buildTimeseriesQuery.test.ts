import { describe, expect, it } from 'vitest';
import {
  BAR_GROUPBY_CUMSUM_FORM_DATA,
  BAR_GROUPBY_CUMSUM_QUERY,
  LINE_ROLLING_TIME_SHIFT_FORM_DATA,
  LINE_ROLLING_TIME_SHIFT_QUERY,
} from '@common/testing/timeseriesQueryFixtures';
import type { FormData } from '../../types';
import {
  buildMixedTimeseriesQuery,
  buildTimeseriesQuery,
  buildTimeseriesQueryObject,
} from './buildTimeseriesQuery';

const base: FormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '7__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P1W',
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'sales' },
      label: 'SUM(sales)',
    },
  ],
  groupby: ['region'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'region',
      operator: 'IN',
      comparator: ['EU', 'US'],
    },
  ],
  limit: 10,
  timeseries_limit_metric: 'count',
  order_desc: false,
  row_limit: 5000,
  time_range: 'Last year',
};

describe('buildTimeseriesQuery', () => {
  it('builds the request the server integration test posts (line, rolling mean, time shift)', () => {
    const context = buildTimeseriesQuery(LINE_ROLLING_TIME_SHIFT_FORM_DATA);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.queries).toEqual([LINE_ROLLING_TIME_SHIFT_QUERY]);
  });

  it('builds the bar request the server integration test posts (groupby, cumsum, contribution)', () => {
    expect(buildTimeseriesQuery(BAR_GROUPBY_CUMSUM_FORM_DATA).queries).toEqual([
      BAR_GROUPBY_CUMSUM_QUERY,
    ]);
  });

  it('puts the x-axis as a BASE_AXIS column before the groupby, limits series and orders', () => {
    const query = buildTimeseriesQueryObject(base);
    expect(query.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        timeGrain: 'P1W',
      },
      'region',
    ]);
    expect(query.series_columns).toEqual(['region']);
    expect(query.series_limit).toBe(10);
    expect(query.series_limit_metric).toBe('count');
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.row_limit).toBe(5000);
    expect(query.time_range).toBe('Last year');
    expect(query.filters).toEqual([{ col: 'region', op: 'IN', val: ['EU', 'US'] }]);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['region'],
          aggregates: { 'SUM(sales)': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('adds compare (difference of shifted metrics), resample and sort in Superset order', () => {
    const query = buildTimeseriesQueryObject({
      ...base,
      groupby: [],
      show_empty_columns: true,
      time_compare: ['1 week ago', '1 year ago'],
      comparison_type: 'absolute',
      resample_rule: '1D',
      resample_method: 'zerofill',
      rolling_type: 'sum',
      rolling_periods: '7',
      x_axis_sort: 'order_date',
      x_axis_sort_asc: false,
    });
    expect(query.time_offsets).toEqual(['1 week ago', '1 year ago']);
    expect(query.post_processing?.map((rule) => rule?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'sort',
      'flatten',
    ]);
    const [pivot, rolling, compare, resample, sort] = query.post_processing ?? [];
    expect(pivot?.options?.drop_missing_columns).toBe(false);
    expect(Object.keys(pivot?.options?.aggregates as object)).toEqual([
      'SUM(sales)',
      'SUM(sales)__1 week ago',
      'SUM(sales)__1 year ago',
    ]);
    expect(rolling?.options).toMatchObject({ rolling_type: 'sum', window: 7, min_periods: 0 });
    expect(compare?.options).toEqual({
      source_columns: ['SUM(sales)', 'SUM(sales)'],
      compare_columns: ['SUM(sales)__1 week ago', 'SUM(sales)__1 year ago'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(resample?.options).toEqual({ method: 'asfreq', rule: '1D', fill_value: 0 });
    expect(sort?.options).toEqual({ is_sort_index: true, ascending: false });
  });

  it('makes no post-processing without metrics and skips rolling_type None', () => {
    expect(buildTimeseriesQueryObject({ ...base, metrics: [] }).post_processing).toEqual([]);
    const none = buildTimeseriesQueryObject({ ...base, rolling_type: 'None' });
    expect(none.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('builds a mixed chart’s second query from the _b controls', () => {
    const context = buildMixedTimeseriesQuery({
      ...base,
      viz_type: 'mixed_timeseries',
      metrics_b: ['count'],
      groupby_b: [],
      adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'sales > 0' }],
      limit_b: 3,
      row_limit_b: 100,
      rolling_type_b: 'cumsum',
      order_desc_b: true,
    });
    expect(context.queries).toHaveLength(2);
    const [a, b] = context.queries;
    expect(a?.metrics).toHaveLength(1);
    expect(a?.series_limit).toBe(10);
    expect(b?.metrics).toEqual(['count']);
    expect(b?.columns).toHaveLength(1);
    expect(b?.filters).toEqual([]);
    expect(b?.extras?.where).toBe('(sales > 0)');
    expect(b?.series_limit).toBe(3);
    expect(b?.row_limit).toBe(100);
    expect(b?.orderby).toEqual([['count', false]]);
    expect(b?.post_processing?.[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count' } },
    });
  });
});
