import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('pivot_table_v2 buildQuery', () => {
  it('groups by the row and column dimensions together, once each', () => {
    const context = buildQuery({
      viz_type: 'pivot_table_v2',
      datasource: '4__table',
      groupbyRows: ['origin', 'destination'],
      groupbyColumns: ['origin', 'month'],
      metrics: ['count', 'AVG(delay)'],
      row_limit: 10000,
      series_limit: 50,
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 0' }],
    });
    const [query] = context.queries;
    expect(context.datasource.id).toBe(4);
    expect(query?.columns).toEqual(['origin', 'destination', 'month']);
    expect(query?.metrics).toEqual(['count', 'AVG(delay)']);
    expect(query?.orderby).toEqual([['count', false]]);
    expect(query?.row_limit).toBe(10000);
    expect(query?.series_limit).toBe(50);
    expect(query?.extras?.where).toBe('(delay > 0)');
  });

  it('orders by series_limit_metric ascending when order_desc is off', () => {
    const [query] = buildQuery({
      viz_type: 'pivot_table_v2',
      datasource: '4__table',
      groupbyRows: ['origin'],
      metrics: ['count'],
      series_limit_metric: 'SUM(distance)',
      order_desc: false,
    }).queries;
    expect(query?.orderby).toEqual([['SUM(distance)', true]]);
  });
});
