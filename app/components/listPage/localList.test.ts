import { describe, expect, it } from 'vitest';
import { initialListState, withFilters, withPage } from './listState';
import { containsText, pageLocally } from './localList';

type Row = { id: number; name: string; size: number };
const rows: Row[] = [
  { id: 1, name: 'beta', size: 10 },
  { id: 2, name: 'Alpha', size: 2 },
  { id: 3, name: 'gamma', size: 30 },
];
const rules = {
  matches: (row: Row, filters: { search: string }) => containsText(filters.search, row.name),
  sortValue: (row: Row, column: string) => (column === 'size' ? row.size : row.name),
};

describe('pageLocally', () => {
  it('orders text without regard to case and numbers as numbers', () => {
    const byName = initialListState({ search: '' }, { column: 'name', direction: 'asc' });
    expect(pageLocally(rows, byName, rules).result.map((r) => r.id)).toEqual([2, 1, 3]);
    const bySize = initialListState({ search: '' }, { column: 'size', direction: 'desc' });
    expect(pageLocally(rows, bySize, rules).result.map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('counts every match and returns one page of them', () => {
    const state = withPage(
      initialListState({ search: '' }, { column: 'name', direction: 'asc' }, 2),
      1,
    );
    expect(pageLocally(rows, state, rules)).toEqual({ count: 3, result: [rows[2]] });
  });

  it('searches ignoring case', () => {
    const state = withFilters(
      initialListState({ search: '' }, { column: 'name', direction: 'asc' }),
      { search: ' ALP ' },
    );
    expect(pageLocally(rows, state, rules)).toEqual({ count: 1, result: [rows[1]] });
  });
});
