// Browser storage limits of SQL Lab: how much of stored results the browser keeps.
import {
  BYTES_PER_CHAR,
  KB_STORAGE,
  LOCALSTORAGE_MAX_QUERY_AGE_MS,
  LOCALSTORAGE_MAX_USAGE_KB,
  LOCALSTORAGE_WARNING_THRESHOLDS,
} from '@common/constants/sqlLab';
import type { Query } from '../types';

/**
 * The storage budget SQL Lab measures itself against: 5120 KB, Superset's, which is also what
 * browsers give an origin's localStorage (5 MiB of UTF-16 text is about 10 MiB of bytes, so
 * the estimate below is the conservative one).
 */
export const STORAGE_BUDGET_KB = LOCALSTORAGE_MAX_USAGE_KB;

/** A stored query whose results are estimated above this has them dropped. */
export const STORED_RESULTS_MAX_KB = LOCALSTORAGE_MAX_USAGE_KB;

/** Kilobytes a string takes in storage (two bytes a character, 1024-based). */
export function sizeKb(text: string): number {
  return (text.length * BYTES_PER_CHAR) / KB_STORAGE;
}

/** Kilobytes rounded to two decimals, as usage is reported. */
export function roundKb(kb: number): number {
  return Math.round(kb * 100) / 100;
}

/** What the whole of a storage area uses (every key and value), in KB to two decimals. */
export function storageUsageKb(storage: Storage): number {
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null) continue;
    chars += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return roundKb((chars * BYTES_PER_CHAR) / KB_STORAGE);
}

/** The highest warning threshold (0.9, 0.6, 0.55 or 0.5) the usage reached, if any. */
export function warningThreshold(
  usedKb: number,
  budgetKb: number = STORAGE_BUDGET_KB,
): number | undefined {
  return LOCALSTORAGE_WARNING_THRESHOLDS.find((threshold) => usedKb >= budgetKb * threshold);
}

/** The warning shown when usage reaches a threshold (Superset's wording). */
export function storageWarningMessage(
  usedKb: number,
  budgetKb: number = STORAGE_BUDGET_KB,
): string {
  return (
    `SQL Lab uses your browser's local storage to store queries and results. Currently, you ` +
    `are using ${roundKb(usedKb).toFixed(2)} KB out of ${budgetKb} KB storage space. To keep ` +
    `SQL Lab from crashing, please delete some query tabs. You can re-access these queries by ` +
    `using the Save feature before you delete the tab. Note that you will need to close other ` +
    `SQL Lab windows before you do this.`
  );
}

/**
 * A query as browser storage keeps it: never the in-memory rows' key (they are fetched again
 * by results key), and no results at all when it is older than a day or its results are
 * estimated above STORED_RESULTS_MAX_KB.
 */
export function storedQuery(query: Query, now: number): Query {
  const results = query.results;
  if (!results) return query;
  const tooOld = now - query.startDttm > LOCALSTORAGE_MAX_QUERY_AGE_MS;
  if (tooOld || sizeKb(JSON.stringify(results)) > STORED_RESULTS_MAX_KB)
    return { ...query, results: null, cached: true };
  return { ...query, results: { ...results, tableKey: null } };
}
