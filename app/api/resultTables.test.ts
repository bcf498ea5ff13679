import { describe, expect, it } from 'vitest';
import { columnarFixture } from '../components/grid/columnarFixture';
import { createResultTableStore } from './resultTables';

describe('result table store', () => {
  it('keeps tables under new keys and forgets those no longer live', () => {
    const store = createResultTableStore();
    const table = columnarFixture([{ name: 'n', kind: 'int32', values: [1] }]);
    const first = store.store('q1', table);
    const second = store.store('q1', table);
    expect(first).not.toBe(second);
    expect(store.get(first)).toBe(table);
    store.keepOnly(new Set([second]));
    expect(store.get(first)).toBeUndefined();
    expect(store.get(second)).toBe(table);
    expect(store.size).toBe(1);
  });

  it('does not share tables between stores', () => {
    const a = createResultTableStore();
    const b = createResultTableStore();
    const key = a.store('x', columnarFixture([{ name: 'n', kind: 'int32', values: [1] }]));
    b.keepOnly(new Set());
    expect(a.get(key)).toBeDefined();
    expect(b.get(key)).toBeUndefined();
  });
});
