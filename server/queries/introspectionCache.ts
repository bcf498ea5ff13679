/** Caches schema and table lists for a while; `force` refreshes an entry. */
export function introspectionCache(ttlMs = 10 * 60 * 1000, maxEntries = 1000) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    /** The cached value of a key, or a fresh one from `load`. Failures are not cached. */
    get<T>(key: string, force: boolean, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && !force && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
