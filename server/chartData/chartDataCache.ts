import type { Config } from '@server/config';
import { MemoryChartDataCache } from './memoryChartDataCache';
import { RedisChartDataCache } from './redisChartDataCache';
import { ResilientChartDataCache } from './resilientChartDataCache';

/** One cached chart data answer: its encoded bytes and when they were computed (epoch ms). */
export interface CachedAnswer {
  bytes: Buffer;
  cachedAt: number;
}

/**
 * Encoded chart data answers by cache key. A time to live of 0 keeps an entry until it is
 * evicted; a negative one stores nothing (Superset's "no cache" timeout).
 */
export interface ChartDataCache {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, value: CachedAnswer, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cache the configuration asks for: Redis when TESSERA_REDIS_URL is set (an outage turns
 * into misses, see ResilientChartDataCache), else memory.
 */
export function createChartDataCache(
  config: Pick<Config, 'redisUrl' | 'chartCacheBytes'>,
): ChartDataCache | ResilientChartDataCache {
  return config.redisUrl
    ? new ResilientChartDataCache(new RedisChartDataCache(config.redisUrl))
    : new MemoryChartDataCache(config.chartCacheBytes);
}
