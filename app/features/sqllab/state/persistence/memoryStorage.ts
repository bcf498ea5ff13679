// Test helper: an in-memory Storage, optionally with a quota in characters. Used by *.test.ts.

/** A Storage in memory; a write past `quotaChars` throws QuotaExceededError as browsers do. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  constructor(private readonly quotaChars = Infinity) {}

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quotaChars) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}
