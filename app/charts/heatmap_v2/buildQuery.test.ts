import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const metric = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'AVG' as const,
  column: { column_name: 'delay' },
  label: 'Average delay',
};
const formData = {
  viz_type: 'heatmap_v2',
  datasource: '2__table',
  x_axis: 'origin',
  groupby: ['destination'],
  metric,
  row_limit: 1000,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'value_desc',
  normalize_across: 'heatmap',
};

describe('heatmap_v2 buildQuery', () => {
  it('groups the metric by x and y, ordered as the axes sort, with a rank column', () => {
    expect(buildQuery(formData).queries[0]).toMatchObject({
      columns: [
        {
          sqlExpression: 'origin',
          label: 'origin',
          expressionType: 'SQL',
          columnType: 'BASE_AXIS',
        },
        'destination',
      ],
      metrics: [metric],
      orderby: [
        ['origin', true],
        [metric, false],
      ],
      row_limit: 1000,
      post_processing: [{ operation: 'rank', options: { metric: 'Average delay' } }],
    });
  });

  it('truncates the x-axis to the time grain', () => {
    const [query] = buildQuery({ ...formData, x_axis: 'date', time_grain_sqla: 'P1M' }).queries;
    expect(query?.columns?.[0]).toEqual({
      sqlExpression: 'date',
      label: 'date',
      expressionType: 'SQL',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
    });
    expect(query?.orderby?.[0]).toEqual(['date', true]);
  });

  it('ranks within each x or y when normalising across one axis', () => {
    const across = (axis: string) =>
      buildQuery({ ...formData, normalize_across: axis }).queries[0]?.post_processing?.[0]?.options;
    expect(across('x')).toEqual({ metric: 'Average delay', group_by: 'origin' });
    expect(across('y')).toEqual({ metric: 'Average delay', group_by: 'destination' });
  });
});
