import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'sankey_v2',
  datasource: '7__table',
  source: 'origin',
  target: 'destination',
  metric: 'count',
  row_limit: 500,
  adhoc_filters: [
    { expressionType: 'SIMPLE' as const, subject: 'origin', operator: 'IN', comparator: ['SFO'] },
  ],
};

describe('sankey_v2 buildQuery', () => {
  it('groups the metric by source and target with filters and limit', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['origin', 'destination'],
      metrics: ['count'],
      row_limit: 500,
      orderby: [],
      filters: [{ col: 'origin', op: 'IN', val: ['SFO'] }],
    });
  });

  it('orders by the metric, largest first, when sort_by_metric is set', () => {
    expect(buildQuery({ ...formData, sort_by_metric: true }).queries[0]?.orderby).toEqual([
      ['count', false],
    ]);
  });

  it('refuses form data without a target', () => {
    expect(() => buildQuery({ ...formData, target: null })).toThrow('Target is required');
  });
});
