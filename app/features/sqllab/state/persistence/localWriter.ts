// Writes SQL Lab's state to browser storage at once on every edit, at most every ~250 ms,
// off the keystroke's own task, and never fails typing: a full storage only warns.
import { LOCALSTORAGE_WARNING_MESSAGE_THROTTLE_MS } from '@common/constants/sqlLab';
import { SQLLAB_STORAGE_KEY, type StoredSqlLab } from './localStore';
import { storageUsageKb, warningThreshold } from './storageBudget';

/** At most one write per this many milliseconds. */
export const LOCAL_WRITE_THROTTLE_MS = 250;

/** What the writer needs. */
export interface LocalWriterOptions {
  storage: Storage;
  /** The state to store now; undefined while there is nothing to write yet. */
  snapshot: () => StoredSqlLab | undefined;
  /** Storage is full: called once, on the first write that did not fit. */
  onQuotaExceeded: () => void;
  /** Usage reached a higher warning threshold than before (throttled). */
  onUsageWarning: (usedKb: number) => void;
  now?: () => number;
}

/** The writer's controls. */
export interface LocalWriter {
  /** Something changed: write soon (at once if the last write is 250 ms old). */
  schedule: () => void;
  /** Write now (the page is going away). */
  flush: () => void;
  stop: () => void;
}

/** True for the errors browsers throw when a storage write does not fit. */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

/** Starts a throttled writer of SQL Lab's state. */
export function createLocalWriter(options: LocalWriterOptions): LocalWriter {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = -Infinity;
  let quotaWarned = false;
  let warnedThreshold = 0;
  let lastWarning = -Infinity;
  let lastText: string | undefined;

  const checkUsage = () => {
    const used = storageUsageKb(options.storage);
    const threshold = warningThreshold(used) ?? 0;
    // Warn when usage climbs to a higher threshold, at most every 8 s.
    if (
      threshold > warnedThreshold &&
      now() - lastWarning >= LOCALSTORAGE_WARNING_MESSAGE_THROTTLE_MS
    ) {
      warnedThreshold = threshold;
      lastWarning = now();
      options.onUsageWarning(used);
    } else if (threshold < warnedThreshold) {
      warnedThreshold = threshold;
    }
  };

  const write = () => {
    timer = undefined;
    lastWrite = now();
    const snapshot = options.snapshot();
    if (!snapshot) return;
    const text = JSON.stringify(snapshot);
    if (text === lastText) return;
    try {
      options.storage.setItem(SQLLAB_STORAGE_KEY, text);
      lastText = text;
    } catch (error) {
      // Typing goes on; the server copy (when on) still gets every edit. One warning is enough.
      if (isQuotaExceeded(error) && !quotaWarned) {
        quotaWarned = true;
        options.onQuotaExceeded();
      }
      return;
    }
    checkUsage();
  };

  return {
    schedule() {
      if (timer !== undefined) return;
      timer = setTimeout(write, Math.max(0, lastWrite + LOCAL_WRITE_THROTTLE_MS - now()));
    },
    flush() {
      clearTimeout(timer);
      write();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
