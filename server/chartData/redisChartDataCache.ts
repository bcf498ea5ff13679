import { Redis } from 'ioredis';
import type { CachedAnswer, ChartDataCache } from './chartDataCache';

const PREFIX = 'tessera:chart:';
/** The value is the answer's computing time (f64, epoch ms) then its bytes: one atomic SET. */
const HEADER_BYTES = 8;

/** Answers in Redis, shared by every web process; Redis's own expiry and eviction apply. */
export class RedisChartDataCache implements ChartDataCache {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // Each command reports its own failure; repeated here they would only flood the log while
    // Redis is away (ioredis reconnects by itself).
    this.redis.on('error', () => undefined);
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    const value = await this.redis.getBuffer(PREFIX + key);
    if (!value || value.byteLength < HEADER_BYTES) return undefined;
    return { cachedAt: value.readDoubleLE(0), bytes: value.subarray(HEADER_BYTES) };
  }

  async set(key: string, value: CachedAnswer, ttlSeconds: number): Promise<void> {
    if (ttlSeconds < 0) return;
    const header = Buffer.allocUnsafe(HEADER_BYTES);
    header.writeDoubleLE(value.cachedAt, 0);
    const stored = Buffer.concat([header, value.bytes]);
    if (ttlSeconds === 0) await this.redis.set(PREFIX + key, stored);
    else await this.redis.set(PREFIX + key, stored, 'EX', Math.ceil(ttlSeconds));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
