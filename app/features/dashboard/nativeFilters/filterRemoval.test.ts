import { describe, expect, it } from 'vitest';
import { FILTER_REMOVAL_UNDO_MS } from '@common/dashboard/dashboardMetadata';
import { canRestore, finaliseRemovals, markRemoved, restoreRemoved } from './filterRemoval';
import { nativeFilter } from './testing/filterFixtures';

describe('filter removal undo', () => {
  it('can restore within the window and not after it', () => {
    const pending = markRemoved({}, 'A', 1000);
    expect(canRestore(pending, 'A', 1000 + FILTER_REMOVAL_UNDO_MS - 1)).toBe(true);
    expect(restoreRemoved(pending, 'A', 2000)).toEqual({});
    expect(canRestore(pending, 'A', 1000 + FILTER_REMOVAL_UNDO_MS)).toBe(false);
    expect(restoreRemoved(pending, 'A', 1000 + FILTER_REMOVAL_UNDO_MS)).toBe(pending);
  });

  it('finalises expired removals and unlinks children from them', () => {
    const items = [
      nativeFilter('A'),
      nativeFilter('B', { cascadeParentIds: ['A'] }),
      nativeFilter('C'),
    ];
    const pending = markRemoved(markRemoved({}, 'A', 0), 'C', 4000);
    const later = finaliseRemovals(items, pending, FILTER_REMOVAL_UNDO_MS);
    expect(later.items.map((i) => i.id)).toEqual(['B', 'C']);
    expect(later.items[0]).toMatchObject({ cascadeParentIds: [] });
    expect(later.pending).toEqual({ C: 4000 });
    const onSave = finaliseRemovals(items, pending, 4100, true);
    expect(onSave.items.map((i) => i.id)).toEqual(['B']);
    expect(onSave.pending).toEqual({});
  });
});
