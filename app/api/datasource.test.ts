import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearColumnValuesCache, fetchColumnValues } from './datasource';
import { json, stubApi } from './testing/stubApi';

afterEach(() => {
  vi.unstubAllGlobals();
  clearColumnValuesCache();
});

describe('fetchColumnValues', () => {
  it('answers the result, asking once per datasource and column', async () => {
    const calls = stubApi({
      'GET /api/v1/datasource/table/3/column/': json(200, { result: ['DE', 'FR'] }),
    });
    await expect(fetchColumnValues(3, 'origin country')).resolves.toEqual(['DE', 'FR']);
    await expect(fetchColumnValues(3, 'origin country')).resolves.toEqual(['DE', 'FR']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/datasource/table/3/column/origin%20country/values/');
    await fetchColumnValues(3, 'product');
    expect(calls).toHaveLength(2);
  });

  it('keeps no failure', async () => {
    const calls = stubApi({
      'GET /api/v1/datasource/table/3/column/': json(404, { message: 'Column x does not exist' }),
    });
    await expect(fetchColumnValues(3, 'x')).rejects.toThrow('Column x does not exist');
    await expect(fetchColumnValues(3, 'x')).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });
});
