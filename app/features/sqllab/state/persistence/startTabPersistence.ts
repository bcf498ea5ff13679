// Wires SQL Lab's persistence to a store: browser storage on every edit, the server sync,
// the periodic check and the page going away.
import { TAB_SYNC_INTERVAL_MS } from '@common/constants/sqlLab';
import { addWarningToast } from '@app/store/messageToasts';
import type { SqlLabState } from '../sqlLabReducer';
import { createBackendSync, type SyncStore } from './backendSync';
import { browserStorage, storedSnapshot } from './localStore';
import { createLocalWriter } from './localWriter';
import { storageWarningMessage } from './storageBudget';

/** Shown once when browser storage refuses a write; typing goes on regardless. */
export const STORAGE_FULL_WARNING =
  "Your browser's local storage is full, so SQL Lab cannot keep your latest edits in this browser. You can keep typing: save your query to be sure to keep it.";

/** A store persistence can follow. */
export interface PersistenceStore extends SyncStore {
  subscribe: (listener: () => void) => () => void;
}

/** Where persistence writes and listens; the browser's by default. */
export interface PersistenceEnvironment {
  storage?: Storage;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

const persisted = (a: SqlLabState, b: SqlLabState) =>
  a.tabs !== b.tabs ||
  a.tables !== b.tables ||
  a.queries !== b.queries ||
  a.persistence !== b.persistence;

/** Starts persisting SQL Lab's tabs; the answered function stops it (flushing what is pending). */
export function startTabPersistence(
  store: PersistenceStore,
  environment: PersistenceEnvironment = {
    storage: browserStorage(),
    target: typeof window === 'undefined' ? undefined : window,
    document: typeof document === 'undefined' ? undefined : document,
  },
): () => void {
  const { storage, target, document: doc } = environment;
  const writer =
    storage &&
    createLocalWriter({
      storage,
      snapshot: () => {
        const sqlLab = store.getState().sqlLab;
        if (!sqlLab.persistence.restored) return undefined;
        return storedSnapshot(sqlLab, sqlLab.persistence.backendPersistence, Date.now());
      },
      onQuotaExceeded: () => store.dispatch(addWarningToast(STORAGE_FULL_WARNING, true)),
      onUsageWarning: (usedKb) =>
        store.dispatch(addWarningToast(storageWarningMessage(usedKb), true)),
    });
  const sync = createBackendSync(store);

  let previous = store.getState().sqlLab;
  const onChange = () => {
    const current = store.getState().sqlLab;
    if (current === previous) return;
    if (persisted(current, previous)) writer?.schedule();
    previous = current;
    sync.onChange();
  };
  const unsubscribe = store.subscribe(onChange);
  const interval = setInterval(() => void sync.tick(), TAB_SYNC_INTERVAL_MS);

  // The page is going away (or hidden, which on mobile may be the last chance).
  const leave = () => {
    writer?.flush();
    void sync.flush(true);
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') leave();
  };
  target?.addEventListener('pagehide', leave);
  doc?.addEventListener('visibilitychange', onVisibility);
  writer?.schedule();
  sync.onChange();

  return () => {
    unsubscribe();
    clearInterval(interval);
    target?.removeEventListener('pagehide', leave);
    doc?.removeEventListener('visibilitychange', onVisibility);
    writer?.flush();
    writer?.stop();
    void sync.flush(false).finally(() => sync.stop());
  };
}
