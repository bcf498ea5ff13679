import { describe, expect, it } from 'vitest';
import { RedisChartDataCache } from './redisChartDataCache';
import { ResilientChartDataCache } from './resilientChartDataCache';

describe('ResilientChartDataCache', () => {
  it('turns an unreachable Redis into misses and skipped writes, told once', async () => {
    // Nothing listens on port 1: every command of the real client fails.
    const cache = new ResilientChartDataCache(new RedisChartDataCache('redis://127.0.0.1:1'));
    const told: string[] = [];
    cache.log = (_error, message) => told.push(message);
    try {
      await expect(cache.get('k')).resolves.toBeUndefined();
      await expect(
        cache.set('k', { bytes: Buffer.from('x'), cachedAt: 1 }, 60),
      ).resolves.toBeUndefined();
      await expect(cache.delete('k')).resolves.toBeUndefined();
      expect(told).toEqual(['chart data cache: read failed; answering without the cache']);
    } finally {
      await cache.close();
    }
  });
});
