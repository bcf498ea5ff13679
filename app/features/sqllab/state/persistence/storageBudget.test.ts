import { describe, expect, it } from 'vitest';
import { aQuery } from '../testStore';
import type { QueryResults } from '../types';
import { MemoryStorage } from './memoryStorage';
import {
  roundKb,
  sizeKb,
  storageUsageKb,
  storageWarningMessage,
  storedQuery,
  STORAGE_BUDGET_KB,
  warningThreshold,
} from './storageBudget';

const results = (extra = ''): QueryResults => ({
  status: 'success',
  columns: [{ name: `c${extra}` }],
  selected_columns: [],
  expanded_columns: [],
  tableKey: 'q#1',
  rowCount: 1,
});

describe('storage budget', () => {
  it('sizes text at two bytes a character in 1024-based KB, reported to two decimals', () => {
    expect(sizeKb('x'.repeat(512))).toBe(1);
    expect(roundKb(1.23456)).toBe(1.23);
    const storage = new MemoryStorage();
    storage.setItem('ab', 'x'.repeat(1000));
    expect(storageUsageKb(storage)).toBe(1.96);
  });

  it('warns at 50, 55, 60 and 90 % of a 5120 KB budget, naming the usage', () => {
    expect(STORAGE_BUDGET_KB).toBe(5120);
    expect(warningThreshold(2559)).toBeUndefined();
    expect(warningThreshold(2560)).toBe(0.5);
    expect(warningThreshold(2816)).toBe(0.55);
    expect(warningThreshold(3072)).toBe(0.6);
    expect(warningThreshold(4607)).toBe(0.6);
    expect(warningThreshold(4608)).toBe(0.9);
    expect(storageWarningMessage(4608.456)).toContain('4608.46 KB out of 5120 KB');
  });

  it('drops stored results older than a day or estimated above 5120 KB, else only the rows key', () => {
    const now = 864e5 + 10_000;
    const fresh = storedQuery(aQuery({ startDttm: 10_001, results: results() }), now);
    expect(fresh.results).toMatchObject({ tableKey: null, rowCount: 1 });
    const old = storedQuery(aQuery({ startDttm: 9_999, results: results() }), now);
    expect(old.results).toBeNull();
    const huge = storedQuery(
      aQuery({ startDttm: now, results: results('x'.repeat(5120 * 512)) }),
      now,
    );
    expect(huge).toMatchObject({ results: null, cached: true });
  });
});
