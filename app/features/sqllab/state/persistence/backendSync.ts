// Keeps the server's copy of the tabs current (tabs, the active tab, closed tabs, tables): edits
// PUT within TAB_SYNC_INTERVAL_MS, new tabs stored
// with their tables and runs, closed tabs deleted, the active tab re-activated. Failed calls
// (a 503 while the server's store is away, a network failure) are retried on every tick until
// they succeed: no change is dropped.
import { TAB_SYNC_INTERVAL_MS } from '@common/constants/sqlLab';
import { ApiError } from '@app/api/client';
import * as api from '@app/api/tabState';
import { addDangerToast, addWarningToast } from '@app/store/messageToasts';
import { queriesMigrated } from '../queriesSlice';
import type { SqlLabDispatch, SqlLabRootState } from '../sqlLabReducer';
import { tableSynced } from '../tablesSlice';
import { activeEditorId, withUnsaved } from '../tabRules';
import {
  clearDestroyedQueryEditor,
  queryEditorSynced,
  setLastUpdatedActiveTab,
} from '../tabsSlice';
import type { QueryEditor, SqlLabTable } from '../types';
import { createActiveTabMarker } from './activeTabMarker';
import { fetchTabState } from './fetchTabState';
import { MIGRATION_WARNING, migrateTab } from './migrateLocalTabs';
import { tableSchemaPayload, tabStateUpdate } from './tabPayloads';

/** A tab could not be stored on the server. */
export const STORE_QUERY_ERROR =
  'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.';

/** What the sync reads and dispatches to. */
export interface SyncStore {
  getState: () => SqlLabRootState;
  dispatch: SqlLabDispatch;
}

/** The sync's controls. */
export interface BackendSync {
  /** The state changed. */
  onChange: () => void;
  /** The periodic check: active tab, and retries of whatever failed. */
  tick: () => Promise<void>;
  /** PUTs every edited tab now; `leaving` sends them with keepalive and waits for nothing. */
  flush: (leaving: boolean) => Promise<void>;
  stop: () => void;
}

const isServerId = (id: string) => /^\d{1,10}$/.test(id);
const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Starts syncing the tabs of a store to the server (only once restored, with persistence on). */
export function createBackendSync(store: SyncStore): BackendSync {
  const { dispatch } = store;
  const inFlight = new Set<string>();
  // Keys that failed wait for the next tick instead of retrying on every keystroke.
  const failed = new Set<string>();
  const tableDeletes = new Set<string>();
  // Table id → the expanded flag still to store.
  const expandedWrites = new Map<string, boolean>();
  // Server ids of tabs closed while they were being stored, still to delete there.
  const orphanTabs = new Set<string>();
  const fetched = new Set<string>();
  let putTimer: ReturnType<typeof setTimeout> | undefined;
  let storeErrorShown = false;
  let migrationWarned = false;
  let previousTables: SqlLabTable[] | undefined;
  let stopped = false;

  const sqlLab = () => store.getState().sqlLab;
  const enabled = () => {
    const { restored, backendPersistence } = sqlLab().persistence;
    return !stopped && restored && backendPersistence;
  };
  const editors = (): QueryEditor[] => {
    const { queryEditors, unsavedQueryEditor } = sqlLab().tabs;
    return queryEditors.map((e) => withUnsaved(e, unsavedQueryEditor));
  };
  const edited = (e: QueryEditor) => Boolean(e.tabViewId && e.inLocalStorage && e.loaded !== false);

  async function attempt(key: string, fromTick: boolean, task: () => Promise<void>) {
    if (inFlight.has(key) || (failed.has(key) && !fromTick)) return;
    inFlight.add(key);
    try {
      await task();
      failed.delete(key);
    } catch {
      failed.add(key);
    } finally {
      inFlight.delete(key);
    }
  }

  const activeTab = createActiveTabMarker({
    tabs: () => sqlLab().tabs,
    editors,
    attempt: (fromTick, task) => attempt('activate', fromTick, task),
    dispatch,
  });

  const warnMigration = () => {
    if (migrationWarned) return;
    migrationWarned = true;
    dispatch(addWarningToast(MIGRATION_WARNING, true));
  };

  const putTab = (editor: QueryEditor, fromTick: boolean) =>
    attempt(`put:${editor.id}`, fromTick, async () => {
      const tabViewId = editor.tabViewId!;
      try {
        try {
          await api.updateTabState(tabViewId, tabStateUpdate(editor));
        } catch (error) {
          // A latest run the server does not know (it never reached it) must not block the SQL.
          if (!(error instanceof ApiError && error.status === 400 && editor.latestQueryId))
            throw error;
          await api.updateTabState(tabViewId, tabStateUpdate(editor, false));
        }
      } catch (error) {
        if (!storeErrorShown) dispatch(addDangerToast(STORE_QUERY_ERROR, true));
        storeErrorShown = true;
        throw error;
      }
      storeErrorShown = false;
      dispatch(queryEditorSynced({ id: editor.id, tabViewId, updatedAt: editor.updatedAt ?? 0 }));
    });

  const storeNewTab = (editor: QueryEditor, fromTick: boolean) =>
    attempt(`tab:${editor.id}`, fromTick, async () => {
      const { tables, queries } = sqlLab();
      let migrated;
      try {
        migrated = await migrateTab(
          editor,
          tables.tables.filter((t) => t.queryEditorId === editor.id),
          Object.values(queries.queries).filter((q) => q.sqlEditorId === editor.id),
        );
      } catch (error) {
        warnMigration();
        throw error;
      }
      if (!sqlLab().tabs.queryEditors.some((e) => e.id === editor.id)) {
        // Closed while it was being stored: it goes on the server too (retried until it does).
        orphanTabs.add(migrated.tabViewId);
        deleteOrphanTabs(false);
        return;
      }
      const { tabViewId } = migrated;
      // The server makes a tab it stores its active one (first, so the sync knows it).
      dispatch(setLastUpdatedActiveTab(tabViewId));
      dispatch(queryEditorSynced({ id: editor.id, tabViewId, updatedAt: editor.updatedAt ?? 0 }));
      for (const [id, serverId] of migrated.tableIds) dispatch(tableSynced({ id, serverId }));
      if (migrated.queryIds.length) dispatch(queriesMigrated(migrated.queryIds));
      if (migrated.partial) warnMigration();
    });

  function syncTables(fromTick: boolean) {
    const { tables } = sqlLab().tables;
    const tabs = new Map(editors().map((e) => [e.id, e]));
    for (const table of tables) {
      const tabViewId = tabs.get(table.queryEditorId)?.tabViewId;
      if (table.initialized || table.isMetadataLoading || !tabViewId) continue;
      void attempt(`table:${table.id}`, fromTick, async () => {
        const id = await api.createTableSchema(tableSchemaPayload(table, tabViewId));
        dispatch(tableSynced({ id: table.id, serverId: String(id) }));
      });
    }
    const current = new Map(tables.map((t) => [t.id, t]));
    for (const before of previousTables ?? []) {
      if (!before.initialized) continue;
      const now = current.get(before.id);
      // Tables of a closed tab go with the tab's own DELETE.
      if (!now && tabs.has(before.queryEditorId)) tableDeletes.add(before.id);
      if (now && now.expanded !== before.expanded) expandedWrites.set(now.id, now.expanded);
    }
    previousTables = tables;
    for (const [id, expanded] of expandedWrites)
      void attempt(`expanded:${id}`, fromTick, async () => {
        await api.setTableSchemaExpanded(id, expanded).catch((error: unknown) => {
          if (!notFound(error)) throw error;
        });
        // A newer flip while this one was on its way is sent on the next sync.
        if (expandedWrites.get(id) === expanded) expandedWrites.delete(id);
      });
    for (const id of tableDeletes)
      void attempt(`deltable:${id}`, fromTick, async () => {
        await api.deleteTableSchema(id).catch((error: unknown) => {
          if (!notFound(error)) throw error;
        });
        tableDeletes.delete(id);
      });
  }

  function syncRuns(fromTick: boolean) {
    const tabs = new Map(editors().map((e) => [e.id, e]));
    for (const query of Object.values(sqlLab().queries.queries)) {
      const tabViewId = query.sqlEditorId ? tabs.get(query.sqlEditorId)?.tabViewId : undefined;
      if (!tabViewId || !query.inLocalStorage || query.isDataPreview) continue;
      void attempt(`query:${query.id}`, fromTick, async () => {
        await api.migrateQueryToTab(tabViewId, query.id);
        dispatch(queriesMigrated([query.id]));
      });
    }
  }

  function deleteClosedTabs(fromTick: boolean) {
    for (const id of Object.keys(sqlLab().tabs.destroyedQueryEditors)) {
      // A tab the server never had has nothing to delete there.
      if (!isServerId(id)) {
        dispatch(clearDestroyedQueryEditor(id));
        continue;
      }
      void attempt(`delete:${id}`, fromTick, async () => {
        try {
          await api.deleteTabState(id);
        } catch (error) {
          if (!notFound(error)) throw error;
        }
        dispatch(clearDestroyedQueryEditor(id));
      });
    }
  }

  function deleteOrphanTabs(fromTick: boolean) {
    for (const id of orphanTabs)
      void attempt(`orphan:${id}`, fromTick, async () => {
        await api.deleteTabState(id).catch((error: unknown) => {
          if (!notFound(error)) throw error;
        });
        orphanTabs.delete(id);
      });
  }

  function fetchActiveTab(fromTick: boolean) {
    const id = activeEditorId(sqlLab().tabs);
    for (const seen of fetched) if (seen !== id) fetched.delete(seen);
    const active = editors().find((e) => e.id === id);
    if (!id || !active || active.loaded !== false || !active.tabViewId || fetched.has(id)) return;
    const key = `fetch:${id}`;
    if (failed.has(key) && !fromTick) return;
    fetched.add(id);
    void attempt(key, fromTick, async () => {
      if (await dispatch(fetchTabState(id))) return;
      // Not loaded (the server away): the next tick tries again rather than leaving it empty.
      fetched.delete(id);
      throw new Error('The tab could not be fetched');
    });
  }

  function schedulePut() {
    if (putTimer !== undefined || !editors().some(edited)) return;
    putTimer = setTimeout(() => {
      putTimer = undefined;
      for (const editor of editors()) if (edited(editor)) void putTab(editor, false);
    }, TAB_SYNC_INTERVAL_MS);
  }

  function sync(fromTick: boolean) {
    fetchActiveTab(fromTick);
    for (const editor of editors())
      if (!editor.tabViewId && editor.loaded !== false) void storeNewTab(editor, fromTick);
    syncTables(fromTick);
    syncRuns(fromTick);
    deleteClosedTabs(fromTick);
    deleteOrphanTabs(fromTick);
    schedulePut();
    if (!fromTick) void activeTab.mark(false);
  }

  return {
    onChange() {
      if (enabled()) sync(false);
    },
    async tick() {
      if (!enabled()) return;
      sync(true);
      // Tabs whose PUT failed are retried here (the timer covers fresh edits).
      for (const editor of editors())
        if (edited(editor) && failed.has(`put:${editor.id}`)) void putTab(editor, true);
      await activeTab.mark(true);
    },
    async flush(leaving) {
      if (!enabled()) return;
      clearTimeout(putTimer);
      putTimer = undefined;
      const pending = editors().filter(edited);
      if (leaving) {
        for (const editor of pending)
          api.updateTabStateOnLeave(editor.tabViewId!, tabStateUpdate(editor));
        return;
      }
      await Promise.all(pending.map((editor) => putTab(editor, true)));
    },
    stop() {
      stopped = true;
      clearTimeout(putTimer);
    },
  };
}
