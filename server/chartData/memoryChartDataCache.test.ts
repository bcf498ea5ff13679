import { describe, expect, it } from 'vitest';
import { MemoryChartDataCache } from './memoryChartDataCache';

const answer = (size: number, cachedAt = 1) => ({ bytes: Buffer.alloc(size, 7), cachedAt });
/** An entry's cost: its bytes, its key (2 bytes a letter) and the fixed overhead. */
const cost = (size: number, key = 'a') => size + key.length * 2 + 128;

function cacheAt(maxBytes: number) {
  let now = 1_000_000;
  const cache = new MemoryChartDataCache(maxBytes, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('MemoryChartDataCache', () => {
  it('answers what was set, with its bytes and time', async () => {
    const { cache } = cacheAt(10_000);
    await cache.set('a', { bytes: Buffer.from('hello'), cachedAt: 42 }, 60);
    const hit = await cache.get('a');
    expect(hit?.bytes.toString()).toBe('hello');
    expect(hit?.cachedAt).toBe(42);
    expect(await cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently read entries once over its byte budget', async () => {
    const { cache } = cacheAt(cost(100) * 3);
    await cache.set('a', answer(100), 60);
    await cache.set('b', answer(100), 60);
    await cache.set('c', answer(100), 60);
    // Reading a makes b the oldest.
    expect(await cache.get('a')).toBeDefined();
    await cache.set('d', answer(100), 60);
    expect(await cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key), key).toBeDefined();
    expect(cache.sizeBytes).toBe(cost(100) * 3);
  });

  it('evicts as many entries as a large answer needs', async () => {
    const { cache } = cacheAt(cost(100) * 3);
    for (const key of ['a', 'b', 'c']) await cache.set(key, answer(100), 60);
    await cache.set('d', answer(cost(100) + 100), 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
    expect(await cache.get('d')).toBeDefined();
    expect(cache.sizeBytes).toBeLessThanOrEqual(cost(100) * 3);
  });

  it('keeps nothing larger than the whole budget, and nothing with a negative time to live', async () => {
    const { cache } = cacheAt(1000);
    await cache.set('a', answer(100), 60);
    await cache.set('big', answer(5000), 60);
    await cache.set('never', answer(10), -1);
    expect(await cache.get('big')).toBeUndefined();
    expect(await cache.get('never')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(cache.count).toBe(1);
  });

  it('replaces an entry under the same key and counts its bytes once', async () => {
    const { cache } = cacheAt(10_000);
    await cache.set('a', answer(100, 1), 60);
    await cache.set('a', answer(300, 2), 60);
    expect((await cache.get('a'))?.cachedAt).toBe(2);
    expect(cache.sizeBytes).toBe(cost(300));
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.sizeBytes).toBe(0);
  });

  it('forgets entries once their time to live has passed; 0 never expires', async () => {
    const { cache, advance } = cacheAt(10_000);
    await cache.set('short', answer(10), 10);
    await cache.set('long', answer(10), 100);
    await cache.set('forever', answer(10), 0);
    advance(9_999);
    expect(await cache.get('short')).toBeDefined();
    advance(1);
    expect(await cache.get('short')).toBeUndefined();
    expect(cache.count).toBe(2);
    advance(1_000_000_000);
    expect(await cache.get('long')).toBeUndefined();
    expect(await cache.get('forever')).toBeDefined();
    expect(cache.sizeBytes).toBe(cost(10, 'forever'));
  });
});
