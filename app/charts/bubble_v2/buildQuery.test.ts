import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const avg = (column: string) => ({
  expressionType: 'SIMPLE' as const,
  aggregate: 'AVG' as const,
  column: { column_name: column },
});
const formData = {
  viz_type: 'bubble_v2',
  datasource: '4__table',
  entity: 'country',
  series: 'cluster',
  x: avg('fertility'),
  y: avg('life_expect'),
  size: avg('pop'),
  orderby: avg('pop'),
  order_desc: true,
  row_limit: 200,
};

describe('bubble_v2 buildQuery', () => {
  it('asks for the three metrics per entity and series, sorted by the sort metric', () => {
    expect(buildQuery(formData).queries[0]).toMatchObject({
      columns: ['country', 'cluster'],
      metrics: [avg('fertility'), avg('life_expect'), avg('pop')],
      orderby: [[avg('pop'), false]],
      row_limit: 200,
    });
  });

  it('works without series or sort and needs a size metric', () => {
    const [query] = buildQuery({ ...formData, series: null, orderby: undefined }).queries;
    expect(query).toMatchObject({ columns: ['country'], orderby: [] });
    expect(() => buildQuery({ ...formData, size: null })).toThrow('Bubble Size is required');
  });
});
