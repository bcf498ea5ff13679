import type { CachedAnswer, ChartDataCache } from './chartDataCache';

/**
 * A cache that never fails its caller: a store that cannot be reached (Redis down) makes a read
 * a miss and a write a no-op, so charts are computed instead of answering an error. Failures
 * go to `log`, at most once a minute, so an outage does not flood it.
 */
export class ResilientChartDataCache implements ChartDataCache {
  /** Where failures are told; the app points it at its log. */
  log: (error: unknown, message: string) => void = () => undefined;
  private lastLogged = 0;

  constructor(private readonly store: ChartDataCache) {}

  private failed(error: unknown, what: string): undefined {
    const now = Date.now();
    if (now - this.lastLogged >= 60_000) {
      this.lastLogged = now;
      this.log(error, `chart data cache: ${what} failed; answering without the cache`);
    }
    return undefined;
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      return this.failed(error, 'read');
    }
  }

  async set(key: string, value: CachedAnswer, ttlSeconds: number): Promise<void> {
    try {
      await this.store.set(key, value, ttlSeconds);
    } catch (error) {
      this.failed(error, 'write');
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.store.delete(key);
    } catch (error) {
      this.failed(error, 'delete');
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
