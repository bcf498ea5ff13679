import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('gauge buildQuery', () => {
  it('asks for the metric alone when there are no dimensions', () => {
    const context = buildQuery({
      viz_type: 'gauge_chart',
      datasource: '2__table',
      metric: 'count',
      row_limit: 10,
    });
    expect(context.queries[0]).toMatchObject({ columns: [], metrics: ['count'], row_limit: 10 });
  });

  it('asks for one value per dimension value, largest first', () => {
    const context = buildQuery({
      viz_type: 'gauge_chart',
      datasource: '2__table',
      groupby: ['origin'],
      metric: 'count',
    });
    expect(context.queries[0]).toMatchObject({ columns: ['origin'], orderby: [['count', false]] });
  });
});
