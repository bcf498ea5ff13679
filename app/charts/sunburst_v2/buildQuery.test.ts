import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const base = {
  viz_type: 'sunburst_v2',
  datasource: '6__table',
  columns: ['origin', 'destination'],
  metric: 'count',
};

describe('sunburst buildQuery', () => {
  it('groups by the hierarchy with the primary and secondary metrics', () => {
    const context = buildQuery({ ...base, secondary_metric: 'total_delay', row_limit: 10000 });
    expect(context.queries[0]).toMatchObject({
      columns: ['origin', 'destination'],
      metrics: ['count', 'total_delay'],
      orderby: [['count', false]],
      row_limit: 10000,
    });
  });

  it('asks once for a secondary metric equal to the primary one', () => {
    expect(buildQuery({ ...base, secondary_metric: 'count' }).queries[0]?.metrics).toEqual([
      'count',
    ]);
  });
});
