import { describe, expect, it } from 'vitest';
import { createsCycle, hasCycle, parentsExtraFormData, possibleParents } from './cascade';
import { nativeFilter } from './testing/filterFixtures';

describe('cascading filters', () => {
  it("merges the parents' masks for the child's option query", () => {
    const child = nativeFilter('C', { column: 'city', cascadeParentIds: ['A', 'B'] });
    const extra = parentsExtraFormData(child, {
      A: {
        id: 'A',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
        filterState: {},
      },
      B: {
        id: 'B',
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['N'] }] },
        filterState: {},
      },
      X: {
        id: 'X',
        extraFormData: { filters: [{ col: 'other', op: 'IN', val: [1] }] },
        filterState: {},
      },
    });
    expect(extra.filters?.map((f) => f.col)).toEqual(['country', 'region']);
  });

  it('finds cycles and offers only parents that close none', () => {
    const items = [
      nativeFilter('A', { cascadeParentIds: ['C'] }),
      nativeFilter('B', { cascadeParentIds: ['A'] }),
      nativeFilter('C'),
      nativeFilter('T', { filterType: 'filter_time' }),
    ];
    expect(createsCycle(items, 'C', 'B')).toBe(true);
    expect(createsCycle(items, 'C', 'C')).toBe(true);
    expect(createsCycle(items, 'B', 'C')).toBe(false);
    expect(possibleParents(items, 'C').map((f) => f.id)).toEqual([]);
    expect(possibleParents(items, 'A').map((f) => f.id)).toEqual(['C']);
    const looped = [
      nativeFilter('A', { cascadeParentIds: ['B'] }),
      nativeFilter('B', { cascadeParentIds: ['A'] }),
    ];
    expect(hasCycle(looped, 'A')).toBe(true);
    expect(hasCycle(items, 'B')).toBe(false);
  });
});
