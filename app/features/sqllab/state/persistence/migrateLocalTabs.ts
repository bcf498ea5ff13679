// Tabs kept only in the browser (made before the server copy
// existed, or offline) move to the server with their tables and runs.
import { createTableSchema, createTabState, migrateQueryToTab } from '@app/api/tabState';
import type { RestoredSqlLab } from '../actions';
import type { Query, QueryEditor, SqlLabTable } from '../types';
import { queryEditorPayload, tableSchemaPayload } from './tabPayloads';

/** Shown when a tab (or its tables or runs) could not move to the server; it is retried. */
export const MIGRATION_WARNING =
  'Unable to migrate query editor state to backend. Superset will retry later. Please contact your administrator if this problem persists.';

/** What moved: the tab's server id, its tables' server ids, the runs that moved. */
export interface MigratedTab {
  tabViewId: string;
  /** Local table id → server id, for the tables that were stored. */
  tableIds: Map<string, string>;
  queryIds: string[];
  /** Something after the tab itself failed (retried later). */
  partial: boolean;
}

/**
 * Stores a tab on the server, then its tables and the runs made in it (not data previews).
 * Throws only when the tab itself could not be stored.
 */
export async function migrateTab(
  editor: QueryEditor,
  tables: readonly SqlLabTable[],
  queries: readonly Query[],
): Promise<MigratedTab> {
  const tabViewId = String(await createTabState(queryEditorPayload(editor)));
  const tableIds = new Map<string, string>();
  const queryIds: string[] = [];
  let partial = false;
  for (const table of tables) {
    if (table.initialized) continue;
    try {
      tableIds.set(table.id, String(await createTableSchema(tableSchemaPayload(table, tabViewId))));
    } catch {
      partial = true;
    }
  }
  for (const query of queries) {
    if (query.isDataPreview || query.inLocalStorage === false) continue;
    try {
      await migrateQueryToTab(tabViewId, query.id);
      queryIds.push(query.id);
    } catch {
      partial = true;
    }
  }
  return { tabViewId, tableIds, queryIds, partial };
}

/**
 * Replaces a migrated tab's old id with the new one in tabs, history, pending edits, tables
 * and runs; old local entries go (the tab, its tables and runs now live on the server).
 */
export function replaceTabId(
  state: RestoredSqlLab,
  oldId: string,
  migrated: MigratedTab,
): RestoredSqlLab {
  const newId = migrated.tabViewId;
  const swap = (id: string) => (id === oldId ? newId : id);
  const queries: Record<string, Query> = {};
  for (const [id, query] of Object.entries(state.queries)) {
    queries[id] =
      query.sqlEditorId === oldId
        ? {
            ...query,
            sqlEditorId: newId,
            inLocalStorage: !migrated.queryIds.includes(id) && query.inLocalStorage,
          }
        : query;
  }
  const unsaved = state.unsavedQueryEditor;
  return {
    ...state,
    queryEditors: state.queryEditors.map((e) =>
      e.id === oldId ? { ...e, id: newId, tabViewId: newId, inLocalStorage: false } : e,
    ),
    tabHistory: state.tabHistory.map(swap),
    unsavedQueryEditor: unsaved.id === oldId ? { ...unsaved, id: newId } : unsaved,
    tables: state.tables.map((t) => {
      if (t.queryEditorId !== oldId) return t;
      const serverId = migrated.tableIds.get(t.id);
      return serverId
        ? { ...t, id: serverId, queryEditorId: newId, initialized: true, inLocalStorage: false }
        : { ...t, queryEditorId: newId };
    }),
    queries,
  };
}

/**
 * Moves every tab without a server copy to the server, replacing its ids. A tab that fails
 * stays local (the running sync retries it); `onFailure` is called once if any failed.
 */
export async function migrateLocalTabs(
  state: RestoredSqlLab,
  onFailure: () => void,
): Promise<RestoredSqlLab> {
  let next = state;
  let failed = false;
  for (const editor of state.queryEditors) {
    if (editor.tabViewId) continue;
    const tables = next.tables.filter((t) => t.queryEditorId === editor.id);
    const queries = Object.values(next.queries).filter((q) => q.sqlEditorId === editor.id);
    try {
      const migrated = await migrateTab(editor, tables, queries);
      failed = failed || migrated.partial;
      next = replaceTabId(next, editor.id, migrated);
    } catch {
      failed = true;
    }
  }
  if (failed) onFailure();
  return next;
}
