import type { SortKeys } from './sortKeys';

export type SortDirection = 'asc' | 'desc';

/** A header click's next sort: ascending, then descending, then none. */
export function nextSortDirection(current: SortDirection | undefined): SortDirection | undefined {
  if (current === undefined) return 'asc';
  return current === 'asc' ? 'desc' : undefined;
}

const SAFE = 2 ** 53;

/**
 * Compares two rows by their keys in ascending order, ignoring nulls (0 when equal). Numbers
 * compare as numbers (int64 beyond 2^53 exactly), text case-insensitively and then by case.
 */
export function compareKeys(keys: SortKeys, a: number, b: number): number {
  const { numbers, bigints, lower, texts } = keys;
  if (numbers) {
    const x = numbers[a] as number;
    const y = numbers[b] as number;
    if (x !== y) return x < y ? -1 : 1;
    if (bigints && Math.abs(x) >= SAFE) {
      const p = bigints[a] as bigint;
      const q = bigints[b] as bigint;
      return p < q ? -1 : p > q ? 1 : 0;
    }
    return 0;
  }
  if (lower && texts) {
    const x = lower[a] as string;
    const y = lower[b] as string;
    if (x !== y) return x < y ? -1 : 1;
    const p = texts[a] as string;
    const q = texts[b] as string;
    return p < q ? -1 : p > q ? 1 : 0;
  }
  return 0;
}

/**
 * The rows (all `rowCount`, or those of `rows` in their order) sorted by the keys. Sorts an
 * index array, never row objects; nulls last in both directions; equal rows keep their order.
 */
export function sortRows(
  keys: SortKeys,
  rows: Int32Array | number,
  direction: SortDirection,
): Int32Array {
  let order: Int32Array;
  if (typeof rows === 'number') {
    order = new Int32Array(rows);
    for (let i = 0; i < rows; i++) order[i] = i;
  } else {
    order = rows.slice();
  }
  // Ties fall back to the position before sorting, which keeps the sort stable in any engine.
  const position = new Int32Array(keys.nulls.length);
  for (let i = 0; i < order.length; i++) position[order[i] as number] = i;
  const sign = direction === 'asc' ? 1 : -1;
  const { nulls } = keys;
  return order.sort((a, b) => {
    const nullA = nulls[a] as number;
    const nullB = nulls[b] as number;
    if (nullA !== nullB) return nullA - nullB;
    const byKey = nullA ? 0 : sign * compareKeys(keys, a, b);
    return byKey || (position[a] as number) - (position[b] as number);
  });
}
