import { describe, expect, it } from 'vitest';
import type { FormData } from '../types';
import { buildQuery } from './buildQuery';

const formData: FormData = {
  viz_type: 'big_number',
  datasource: '3__table',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: 'count',
  groupby: ['ignored'],
};

describe('big_number buildQuery', () => {
  it('asks the metric by the time axis, pivoted and flattened', () => {
    const [query] = buildQuery(formData).queries;
    expect(query?.columns).toEqual([
      {
        label: 'date',
        sqlExpression: 'date',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
        isColumnReference: true,
      },
    ]);
    expect(query?.metrics).toEqual(['count']);
    expect(query?.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['date'],
          columns: [],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
  });

  it('adds the rolling window or the cumulative sum', () => {
    const rolling = buildQuery({
      ...formData,
      rolling_type: 'mean',
      rolling_periods: '3',
      min_periods: 9,
    }).queries[0]?.post_processing?.[1];
    expect(rolling).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 3, min_periods: 3, columns: { count: 'count' } },
    });
    const cumulative = buildQuery({ ...formData, rolling_type: 'cumsum' }).queries[0]
      ?.post_processing?.[1];
    expect(cumulative).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count' } },
    });
    expect(
      buildQuery({ ...formData, rolling_type: 'None' }).queries[0]?.post_processing,
    ).toHaveLength(2);
  });
});
