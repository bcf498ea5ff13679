import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('radar buildQuery', () => {
  it('groups by the dimensions with every metric, ordered by the first one', () => {
    const context = buildQuery({
      viz_type: 'radar',
      datasource: '4__table',
      groupby: ['origin'],
      metrics: [
        'count',
        { expressionType: 'SQL', sqlExpression: 'AVG(delay)', label: 'Average delay' },
      ],
      row_limit: 10,
    });
    expect(context.queries[0]).toMatchObject({
      columns: ['origin'],
      metrics: ['count', { label: 'Average delay' }],
      orderby: [['count', false]],
      row_limit: 10,
    });
  });
});
