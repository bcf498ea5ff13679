import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('waterfall buildQuery', () => {
  it('asks for the metric by the time-grained x-axis and breakdown, in axis order', () => {
    const context = buildQuery({
      viz_type: 'waterfall',
      datasource: '8__table',
      x_axis: 'date',
      time_grain_sqla: 'P1M',
      groupby: ['weather'],
      metric: 'count',
      row_limit: 10000,
    });
    const axis = {
      label: 'date',
      sqlExpression: 'date',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
      isColumnReference: true,
      expressionType: 'SQL',
    };
    expect(context.queries[0]).toMatchObject({
      columns: [axis, 'weather'],
      metrics: ['count'],
      orderby: [
        [axis, true],
        ['weather', true],
      ],
      row_limit: 10000,
    });
  });
});
