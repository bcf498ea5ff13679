import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSqlLab } from './localStore';
import { SQLLAB_STORAGE_KEY } from './localStore';
import { createLocalWriter, isQuotaExceeded } from './localWriter';
import { MemoryStorage } from './memoryStorage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const snapshotOf = (sql: string): StoredSqlLab => ({
  version: 1,
  queryEditors: [{ id: 'a', remoteId: null, name: 'A', sql, autorun: false }],
  unsavedQueryEditor: {},
  tabHistory: ['a'],
  destroyedQueryEditors: {},
  tables: [],
  queries: {},
});

function writer(storage: Storage) {
  let sql = 'one';
  const onQuotaExceeded = vi.fn();
  const onUsageWarning = vi.fn();
  const w = createLocalWriter({
    storage,
    snapshot: () => snapshotOf(sql),
    onQuotaExceeded,
    onUsageWarning,
    now: () => Date.now(),
  });
  return { w, set: (next: string) => (sql = next), onQuotaExceeded, onUsageWarning };
}

const storedSql = (storage: Storage) =>
  (JSON.parse(storage.getItem(SQLLAB_STORAGE_KEY) ?? '{}') as StoredSqlLab).queryEditors?.[0]?.sql;

describe('the local writer', () => {
  it('writes off the keystroke at once, then at most every 250 ms with the latest state', async () => {
    const storage = new MemoryStorage();
    const { w, set } = writer(storage);
    w.schedule();
    expect(storedSql(storage)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(storedSql(storage)).toBe('one');
    set('two');
    w.schedule();
    set('three');
    w.schedule();
    await vi.advanceTimersByTimeAsync(200);
    expect(storedSql(storage)).toBe('one');
    await vi.advanceTimersByTimeAsync(50);
    expect(storedSql(storage)).toBe('three');
    set('four');
    w.flush();
    expect(storedSql(storage)).toBe('four');
  });

  it('on a full storage keeps going and warns once', async () => {
    const storage = new MemoryStorage(300);
    const { w, set, onQuotaExceeded } = writer(storage);
    set('x'.repeat(400));
    w.flush();
    set('y'.repeat(400));
    w.flush();
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);
    expect(storage.getItem(SQLLAB_STORAGE_KEY)).toBeNull();
    // Space freed: the next write goes through again.
    set('small');
    w.flush();
    expect(storedSql(storage)).toBe('small');
    expect(isQuotaExceeded(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded(new Error('other'))).toBe(false);
  });

  it('warns when usage climbs to a higher threshold of the budget', () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'x'.repeat(2560 * 512));
    const { w, onUsageWarning } = writer(storage);
    w.flush();
    expect(onUsageWarning).toHaveBeenCalledTimes(1);
    expect(onUsageWarning.mock.calls[0]?.[0]).toBeGreaterThan(2560);
    w.flush();
    expect(onUsageWarning).toHaveBeenCalledTimes(1);
  });
});
