/**
 * Rows that every request reads (the caller, their permissions, the database they query), kept
 * for a moment per store. Writes in this process drop them at once; other processes see a change
 * within the time to live.
 */
export class RowCache<K, V> {
  // One map per store: tests run several stores in one process, with the same ids.
  private readonly byStore = new WeakMap<
    object,
    Map<K, { at: number; generation: number; value: V }>
  >();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /** The cached value, or `load()`'s, which is kept unless a write happened meanwhile. */
  async get(store: object, key: K, load: () => Promise<V>): Promise<V> {
    let entries = this.byStore.get(store);
    if (!entries) this.byStore.set(store, (entries = new Map()));
    const cached = entries.get(key);
    if (cached && cached.generation === this.generation && Date.now() - cached.at < this.ttlMs)
      return cached.value;
    const started = { at: Date.now(), generation: this.generation };
    const value = await load();
    if (started.generation === this.generation) {
      if (entries.size >= 10_000) entries.clear();
      entries.set(key, { ...started, value });
    }
    return value;
  }

  /** Forgets everything: something these rows depend on was written. */
  invalidate(): void {
    this.generation += 1;
  }
}
