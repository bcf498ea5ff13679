import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('treemap buildQuery', () => {
  it('groups by the whole hierarchy, largest leaf first', () => {
    const context = buildQuery({
      viz_type: 'treemap_v2',
      datasource: '5__table',
      groupby: ['origin', 'destination'],
      metric: 'count',
      row_limit: 10000,
      sort_by_metric: false,
    });
    expect(context.queries[0]).toMatchObject({
      columns: ['origin', 'destination'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 10000,
    });
  });
});
