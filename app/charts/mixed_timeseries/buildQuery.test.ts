import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('mixed_timeseries buildQuery', () => {
  it('builds query A from the plain controls and query B from the _b ones', () => {
    const context = buildQuery({
      viz_type: 'mixed_timeseries',
      datasource: '4__table',
      x_axis: 'date',
      time_grain_sqla: 'P1D',
      metrics: ['AVG(temp_max)'],
      groupby: [],
      metrics_b: ['SUM(precipitation)'],
      groupby_b: ['weather'],
      limit_b: 3,
      time_compare_b: ['1 year ago'],
      comparison_type_b: 'values',
      resample_rule_b: '7D',
      resample_method_b: 'sum',
    });
    const [a, b] = context.queries;
    expect(a?.metrics).toEqual(['AVG(temp_max)']);
    expect(a?.series_columns).toEqual([]);
    expect(a?.time_offsets).toEqual([]);
    expect(a?.post_processing?.map((rule) => rule?.operation)).toEqual(['pivot', 'flatten']);
    expect(b?.metrics).toEqual(['SUM(precipitation)']);
    expect(b?.series_columns).toEqual(['weather']);
    expect(b?.series_limit).toBe(3);
    expect(b?.time_offsets).toEqual(['1 year ago']);
    expect(b?.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['date'],
          columns: ['weather'],
          aggregates: {
            'SUM(precipitation)': { operator: 'mean' },
            'SUM(precipitation)__1 year ago': { operator: 'mean' },
          },
          drop_missing_columns: true,
        },
      },
      { operation: 'resample', options: { method: 'sum', rule: '7D', fill_value: null } },
      { operation: 'flatten' },
    ]);
  });
});
