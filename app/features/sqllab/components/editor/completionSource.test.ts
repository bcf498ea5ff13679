import { describe, expect, it } from 'vitest';
import { completionData, type CompletionSource } from './completionSource';

describe('completionData', () => {
  it('builds the catalogue and the column lookup once per source part', () => {
    const catalog = { schemas: ['main'], tables: ['flights'], columns: [] };
    let source: CompletionSource = { catalog };
    const data = completionData(() => source);
    const first = data();
    expect(first.catalog).toBe(data().catalog);
    expect(first.columnsOf).toBeUndefined();

    source = { catalog, columns: { databaseId: 1, catalog: null, schema: 'main', tables: [] } };
    const second = data();
    expect(second.catalog).toBe(first.catalog);
    expect(second.columnsOf).toBe(data().columnsOf);
    expect(second.columnsOf).toBeTypeOf('function');

    source = { ...source, catalog: { ...catalog, tables: ['flights', 'airports'] } };
    expect(data().catalog).not.toBe(first.catalog);
  });
});
