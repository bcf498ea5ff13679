/**
 * The compiled SQL and cache key of recent query objects, for a moment. Dashboards ask for the
 * same query objects again and again, and a cache hit should cost little more than the lookup:
 * compiling and hashing were a third of a hit's time (bench G5). Entries live one second, so
 * relative time ranges ("Last 3 hours", anchored on now to the second) drift by at most that.
 */
export class CompileMemo<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 2000,
  ) {}

  /** The value made for `key` within the last second, or `make()`'s (thrown errors not kept). */
  get(key: string, make: () => V, now = Date.now()): V {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = make();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: now, value });
    return value;
  }
}
