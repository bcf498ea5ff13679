import { describe, expect, it } from 'vitest';
import { optionsCacheKey, rangeBoundsQuery, selectOptionsQuery } from './optionsQuery';
import { nativeFilter } from './testing/filterFixtures';

describe('filter option queries', () => {
  const filter = nativeFilter('C', {
    column: 'city',
    controlValues: { sortAscending: false },
    adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'pop > 10' }],
    time_range: 'Last year',
  });
  const parents = { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] };

  it('asks distinct values of the column with the pre-filter and the parents', () => {
    const request = selectOptionsQuery(filter, parents);
    expect(request?.datasource).toEqual({ id: 1, type: 'table' });
    expect(request?.queries[0]).toEqual({
      columns: ['city'],
      metrics: [],
      row_limit: 1000,
      orderby: [['city', false]],
      filters: [{ col: 'country', op: 'IN', val: ['FR'], isExtra: true }],
      extras: { where: '(pop > 10)' },
      time_range: 'Last year',
    });
  });

  it('narrows on the server when searching, and keys the cache by the query', () => {
    const searched = selectOptionsQuery(filter, parents, ' Par ');
    const plain = selectOptionsQuery(filter, parents);
    expect(JSON.stringify(searched)).toContain('"op":"ILIKE","val":"%Par%"');
    if (!searched || !plain) throw new Error('no query');
    expect(optionsCacheKey(searched)).not.toBe(optionsCacheKey(plain));
    const other = selectOptionsQuery(filter, {
      filters: [{ col: 'country', op: 'IN', val: ['DE'] }],
    });
    if (!other) throw new Error('no query');
    expect(optionsCacheKey(other)).not.toBe(optionsCacheKey(plain));
  });

  it('asks min and max for a range, nothing without a target', () => {
    const range = nativeFilter('R', { filterType: 'filter_range', column: 'price' });
    const query = rangeBoundsQuery(range, {})?.queries[0] as { metrics: { aggregate: string }[] };
    expect(query.metrics.map((m) => m.aggregate)).toEqual(['MIN', 'MAX']);
    expect(selectOptionsQuery(nativeFilter('X', { targets: [{}] }), {})).toBeNull();
  });
});
