// Restores SQL Lab when the page opens: browser storage at once, the server's saved tabs
// from GET /api/v1/sqllab/, the newer copy of each tab, local-only tabs migrated, and the
// latest results fetched again by results key.
import type { TabStateRecord } from '@common/api/tabState';
import { fetchSqlLabBootstrap, getTabState, type ServerQueryRecord } from '@app/api/tabState';
import { addWarningToast } from '@app/store/messageToasts';
import { sqlLabRestored, type RestoredSqlLab } from '../actions';
import type { SqlLabThunk } from '../sqlLabReducer';
import { fetchQueryResults } from '../thunks/fetchQueryResults';
import { browserStorage, readStoredSqlLab, type StoredSqlLab } from './localStore';
import { MIGRATION_WARNING, migrateLocalTabs } from './migrateLocalTabs';
import { restoredFromStorage, restoredWithServer } from './restoreRules';

type Bootstrap = Awaited<ReturnType<typeof fetchSqlLabBootstrap>>;

// Saved tabs the browser has unsynced edits of are fetched now, so the newer copy is known
// before anything is pushed.
async function fetchEditedTabs(
  stored: StoredSqlLab | undefined,
  boot: Bootstrap,
): Promise<Map<string, TabStateRecord<ServerQueryRecord>>> {
  const records = new Map<string, TabStateRecord<ServerQueryRecord>>();
  if (boot.active_tab) records.set(String(boot.active_tab.id), boot.active_tab);
  const saved = new Set(boot.tab_state_ids.map(([id]) => String(id)));
  const wanted = (stored?.queryEditors ?? [])
    .map((e) => e.tabViewId)
    .filter((id): id is string => Boolean(id && saved.has(id) && !records.has(id)));
  const answers = await Promise.allSettled(wanted.map((id) => getTabState(id)));
  answers.forEach((answer, i) => {
    const id = wanted[i];
    if (answer.status === 'fulfilled' && id) records.set(id, answer.value);
  });
  return records;
}

/** Fetches again the results of each loaded tab's latest run (rows do not survive a reload). */
export function refetchLatestResults(): SqlLabThunk {
  return (dispatch, getState) => {
    const { tabs, queries } = getState().sqlLab;
    for (const editor of tabs.queryEditors) {
      if (editor.loaded === false || !editor.latestQueryId) continue;
      const query = queries.queries[editor.latestQueryId];
      if (query?.state === 'success' && query.resultsKey && !query.results?.tableKey)
        void dispatch(fetchQueryResults(query.id));
    }
  };
}

/**
 * Restores tabs, tables and runs once per page (later calls do nothing). Without an answer
 * from the server, what browser storage has is restored and synced when the server is back.
 */
export function restoreSqlLabState(
  storage: Storage | undefined = browserStorage(),
): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { persistence } = getState().sqlLab;
    if (persistence.restored) return;
    const stored = storage ? readStoredSqlLab(storage) : undefined;
    let boot: Bootstrap | undefined;
    try {
      boot = await fetchSqlLabBootstrap();
    } catch {
      boot = undefined;
    }
    if (getState().sqlLab.persistence.restored) return;
    const backendPersistence =
      boot?.common.conf.SQLLAB_BACKEND_PERSISTENCE ?? persistence.backendPersistence;
    let restored: RestoredSqlLab;
    if (!boot || !backendPersistence) {
      restored = restoredFromStorage(stored, backendPersistence);
    } else {
      restored = restoredWithServer(stored, {
        tabIds: boot.tab_state_ids,
        records: await fetchEditedTabs(stored, boot),
        activeId: boot.active_tab ? String(boot.active_tab.id) : undefined,
        queries: boot.queries,
      });
      restored = await migrateLocalTabs(restored, () =>
        dispatch(addWarningToast(MIGRATION_WARNING, true)),
      );
    }
    dispatch(sqlLabRestored(restored));
    dispatch(refetchLatestResults());
  };
}
