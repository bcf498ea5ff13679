import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { SqlLabDispatch, SqlLabRootState } from './state';

/** Resolves once the editor has marked itself ready (or after a while, whatever happens). */
function afterEditorReady(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('editor-ready').length > 0) return resolve();
    const fallback = setTimeout(done, 3000);
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver((list) => {
            if (list.getEntriesByName('editor-ready').length > 0) done();
          });
    observer?.observe({ type: 'mark' });
    function done() {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    }
  });
}

/**
 * Keeps SQL Lab's tabs in browser storage and on the server while the page is open (the
 * page's bootstrap restores them): call once from the SQL Lab page. The writer and the sync
 * load after the editor is ready, off the page's first-load budget; edits made before then are
 * flagged in the state and written when they start.
 */
export function useTabPersistence(): void {
  const store = useStore<SqlLabRootState>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterEditorReady()
      .then(() => import('./state/persistence/startTabPersistence'))
      .then(({ startTabPersistence }) => {
        if (cancelled) return;
        stop = startTabPersistence({
          getState: store.getState,
          // The app's store takes thunks (Redux Toolkit's default middleware).
          dispatch: store.dispatch as SqlLabDispatch,
          subscribe: store.subscribe,
        });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store]);
}
