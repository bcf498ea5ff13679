import type { CachedAnswer, ChartDataCache } from './chartDataCache';

interface Entry extends CachedAnswer {
  /** Epoch ms after which the entry is gone; Infinity for none. */
  expiresAt: number;
  size: number;
}

/** What one entry costs beyond its bytes (key, record, map slot), so tiny answers count too. */
const ENTRY_OVERHEAD_BYTES = 128;

/**
 * Answers kept in this process, at most `maxBytes` in all: the least recently read go first.
 * A Map keeps insertion order, so re-inserting on read makes its first key the oldest: get, set
 * and eviction are O(1) each.
 */
export class MemoryChartDataCache implements ChartDataCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held now, overhead included. */
  get sizeBytes(): number {
    return this.total;
  }

  /** How many answers are held now. */
  get count(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<CachedAnswer | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { bytes: entry.bytes, cachedAt: entry.cachedAt };
  }

  async set(key: string, value: CachedAnswer, ttlSeconds: number): Promise<void> {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const size = value.bytes.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    // An answer larger than the whole cache would only push everything else out.
    if (ttlSeconds < 0 || size > this.maxBytes) return;
    const expiresAt = ttlSeconds === 0 ? Infinity : this.now() + ttlSeconds * 1000;
    this.entries.set(key, { bytes: value.bytes, cachedAt: value.cachedAt, expiresAt, size });
    this.total += size;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  async delete(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.total = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.total -= entry.size;
  }
}
