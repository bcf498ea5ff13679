// What SQL Lab keeps in browser storage, and reading it back (with backend persistence on, only
// what is flagged local is kept).
import type { SqlLabState } from '../sqlLabReducer';
import { withUnsaved } from '../tabRules';
import type { Query, QueryEditor, SqlLabTable, UnsavedQueryEditor } from '../types';
import { storedQuery } from './storageBudget';

/** The localStorage key of SQL Lab's state. */
export const SQLLAB_STORAGE_KEY = 'tessera.sqlLab';

// Tab history is only needed to pick the active tab again; it is capped so it cannot grow.
const MAX_STORED_HISTORY = 50;

/** SQL Lab's state as browser storage keeps it. */
export interface StoredSqlLab {
  version: 1;
  queryEditors: QueryEditor[];
  unsavedQueryEditor: UnsavedQueryEditor;
  tabHistory: string[];
  destroyedQueryEditors: Record<string, number>;
  tables: SqlLabTable[];
  queries: Record<string, Query>;
}

/** A tab the server does not have as it is: edited since the last sync, or never stored there. */
export function isLocalTab(editor: QueryEditor): boolean {
  return editor.inLocalStorage === true || !editor.tabViewId;
}

/** The part of the state to store: everything without backend persistence, else what is local. */
export function storedSnapshot(
  sqlLab: SqlLabState,
  backendPersistence: boolean,
  now: number,
): StoredSqlLab {
  const { queryEditors, unsavedQueryEditor, tabHistory, destroyedQueryEditors } = sqlLab.tabs;
  const editors = backendPersistence
    ? queryEditors.filter((e) => isLocalTab(withUnsaved(e, unsavedQueryEditor)))
    : queryEditors;
  const kept = new Set(editors.map((e) => e.id));
  // Tabs left out (the server has them) come back under their server ids: the history says
  // so, or the active tab would be lost on reload.
  const serverIds = new Map(
    queryEditors.filter((e) => !kept.has(e.id) && e.tabViewId).map((e) => [e.id, e.tabViewId!]),
  );
  const tables = backendPersistence
    ? sqlLab.tables.tables.filter((t) => t.inLocalStorage === true || !t.initialized)
    : sqlLab.tables.tables;
  const queries: Record<string, Query> = {};
  for (const [id, query] of Object.entries(sqlLab.queries.queries)) {
    if (backendPersistence && query.inLocalStorage !== true) continue;
    queries[id] = storedQuery(query, now);
  }
  return {
    version: 1,
    queryEditors: editors,
    unsavedQueryEditor:
      unsavedQueryEditor.id && kept.has(unsavedQueryEditor.id) ? unsavedQueryEditor : {},
    tabHistory: tabHistory.slice(-MAX_STORED_HISTORY).map((id) => serverIds.get(id) ?? id),
    destroyedQueryEditors,
    tables: tables.map((t) => ({ ...t, isMetadataLoading: false })),
    queries,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads stored text back. Anything unreadable is ignored (parse errors are swallowed),
 * and storage with no tabs has its pending edits and tables dropped; its closed tabs, history
 * and local runs stay, as they still mean something.
 */
export function parseStoredSqlLab(text: string | null): StoredSqlLab | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.version !== 1) return undefined;
  const editors = Array.isArray(value.queryEditors)
    ? (value.queryEditors as unknown[]).filter(
        (e): e is QueryEditor =>
          isObject(e) && typeof e.id === 'string' && typeof e.sql === 'string',
      )
    : [];
  const destroyed = isObject(value.destroyedQueryEditors)
    ? (value.destroyedQueryEditors as Record<string, number>)
    : {};
  const history = Array.isArray(value.tabHistory)
    ? (value.tabHistory as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  const empty = editors.length === 0;
  return {
    version: 1,
    queryEditors: editors,
    unsavedQueryEditor:
      !empty && isObject(value.unsavedQueryEditor)
        ? (value.unsavedQueryEditor as UnsavedQueryEditor)
        : {},
    tabHistory: history,
    destroyedQueryEditors: destroyed,
    tables: !empty && Array.isArray(value.tables) ? (value.tables as SqlLabTable[]) : [],
    queries: isObject(value.queries) ? (value.queries as Record<string, Query>) : {},
  };
}

/** The stored state, if any. */
export function readStoredSqlLab(storage: Storage): StoredSqlLab | undefined {
  try {
    return parseStoredSqlLab(storage.getItem(SQLLAB_STORAGE_KEY));
  } catch {
    // Storage that refuses reads (privacy settings) is treated as empty.
    return undefined;
  }
}

/** The browser's localStorage, or undefined where there is none (tests, blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
