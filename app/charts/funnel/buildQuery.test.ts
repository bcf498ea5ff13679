import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

describe('funnel buildQuery', () => {
  it('groups by the steps with the metric, widest first, limited', () => {
    const context = buildQuery({
      viz_type: 'funnel',
      datasource: '3__table',
      groupby: ['stage'],
      metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'users' } },
      row_limit: 10,
    });
    expect(context.queries[0]).toMatchObject({
      columns: ['stage'],
      metrics: [{ aggregate: 'SUM', column: { column_name: 'users' } }],
      orderby: [[{ aggregate: 'SUM' }, false]],
      row_limit: 10,
    });
  });
});
