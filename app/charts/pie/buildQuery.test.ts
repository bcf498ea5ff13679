import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'pie',
  datasource: '7__table',
  groupby: ['origin'],
  metric: 'count',
  row_limit: 100,
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'delay', operator: '>', comparator: 0 },
  ],
} as const;

describe('pie buildQuery', () => {
  it('groups by the dimensions with the metric, largest first, filtered and limited', () => {
    const context = buildQuery({
      ...formData,
      groupby: [...formData.groupby],
      adhoc_filters: [...formData.adhoc_filters],
    });
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    const [query] = context.queries;
    expect(query).toMatchObject({
      columns: ['origin'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 100,
      filters: [{ col: 'delay', op: '>', val: 0 }],
    });
  });

  it('leaves the order to the database when sort_by_metric is off', () => {
    const context = buildQuery({
      viz_type: 'pie',
      datasource: '1__table',
      groupby: ['a'],
      metric: 'count',
      sort_by_metric: false,
    });
    expect(context.queries[0]?.orderby).toEqual([]);
  });
});
