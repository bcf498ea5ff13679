import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';
import { createChartDataCache } from './chartDataCache';
import { RedisChartDataCache } from './redisChartDataCache';
import { ResilientChartDataCache } from './resilientChartDataCache';

const REDIS_URL = TEST_SERVICE_URLS.redis;

describe.skipIf(!(await serviceAvailable('redis', 'chart data cache in Redis')))(
  'chart data cache in Redis',
  () => {
    // Made in beforeAll: a skipped suite still runs this body, and must not dial Redis.
    let redis: Redis;
    let cache: RedisChartDataCache;
    // Keys of this run only, so runs sharing the test database never see each other's entries.
    const key = (name: string) => `${name}-${randomUUID()}`;

    beforeAll(() => {
      redis = new Redis(REDIS_URL);
      expect(createChartDataCache({ redisUrl: REDIS_URL, chartCacheBytes: 1024 })).toBeInstanceOf(
        ResilientChartDataCache,
      );
      cache = new RedisChartDataCache(REDIS_URL);
    });
    afterAll(async () => {
      await cache?.close();
      redis?.disconnect();
    });

    it('keeps bytes and their time under the key, with SET EX', async () => {
      const k = key('a');
      const bytes = Buffer.from([0, 1, 2, 250, 255]);
      await cache.set(k, { bytes, cachedAt: 1_700_000_000_123 }, 120);
      const hit = await cache.get(k);
      expect(hit?.cachedAt).toBe(1_700_000_000_123);
      expect(Buffer.compare(hit?.bytes ?? Buffer.alloc(0), bytes)).toBe(0);
      const ttl = await redis.ttl(`tessera:chart:${k}`);
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
    });

    it('stores more than the memory budget: Redis bounds itself', async () => {
      const k = key('large');
      await cache.set(k, { bytes: Buffer.alloc(100_000, 3), cachedAt: 1 }, 60);
      expect((await cache.get(k))?.bytes.byteLength).toBe(100_000);
    });

    it('answers nothing for unknown, deleted and expired keys', async () => {
      expect(await cache.get(key('unknown'))).toBeUndefined();
      const k = key('gone');
      await cache.set(k, { bytes: Buffer.from('x'), cachedAt: 1 }, 60);
      await cache.delete(k);
      expect(await cache.get(k)).toBeUndefined();
      const expired = key('expired');
      await cache.set(expired, { bytes: Buffer.from('x'), cachedAt: 1 }, 60);
      // What Redis does when the time to live runs out, without waiting for it.
      await redis.pexpire(`tessera:chart:${expired}`, 1);
      while ((await redis.exists(`tessera:chart:${expired}`)) === 1) await redis.ping();
      expect(await cache.get(expired)).toBeUndefined();
    });

    it('keeps an entry without expiry for 0, and none for a negative time to live', async () => {
      const forever = key('forever');
      await cache.set(forever, { bytes: Buffer.from('x'), cachedAt: 1 }, 0);
      expect(await redis.ttl(`tessera:chart:${forever}`)).toBe(-1);
      await cache.delete(forever);
      const never = key('never');
      await cache.set(never, { bytes: Buffer.from('x'), cachedAt: 1 }, -1);
      expect(await redis.exists(`tessera:chart:${never}`)).toBe(0);
    });
  },
);
