// How the tabs kept in the browser and the server's saved tabs combine when the page opens
// (which copy wins, which closed tabs stay closed).
import type { TabStateRecord } from '@common/api/tabState';
import type { ServerQueryRecord } from '@app/api/tabState';
import type { RestoredSqlLab } from '../actions';
import { fromServerQuery, UNKNOWN_QUERY_DEFAULTS } from '../serverQuery';
import { sameTable } from '../tablesSlice';
import { withUnsaved } from '../tabRules';
import type { Query, QueryEditor, ServerQuery, SqlLabTable } from '../types';
import type { StoredSqlLab } from './localStore';
import { preferredTab } from './storagePriority';
import { editorFromTabState, placeholderEditor, tableFromSchemaRecord } from './tabPayloads';

/** What the server said when the page opened. */
export interface ServerTabs {
  /** [id, label] of every saved tab, in order. */
  tabIds: [number, string][];
  /** Saved tabs fetched in full: the active one, and those the browser has newer edits of. */
  records: Map<string, TabStateRecord<ServerQueryRecord>>;
  /** The server's active tab id, if any. */
  activeId: string | undefined;
  /** Runs of the saved tabs, by client id. */
  queries: Record<string, ServerQueryRecord>;
}

/** A server run as the client keeps it. */
export function clientQuery(record: ServerQueryRecord): Query {
  return {
    ...UNKNOWN_QUERY_DEFAULTS,
    ...fromServerQuery(record as unknown as ServerQuery),
    inLocalStorage: false,
  };
}

// Rows of stored queries are not in memory after a reload: they are fetched again by key.
function withoutRows(query: Query): Query {
  return query.results ? { ...query, results: { ...query.results, tableKey: null } } : query;
}

function pickHistory(history: string[], ids: Set<string>, fallback: string | undefined): string[] {
  const kept = history.filter((id) => ids.has(id));
  const active = kept[kept.length - 1] ?? (fallback && ids.has(fallback) ? fallback : undefined);
  return active && kept[kept.length - 1] !== active ? [...kept, active] : kept;
}

/** Without a server copy (backend persistence off, or the server did not answer). */
export function restoredFromStorage(
  stored: StoredSqlLab | undefined,
  backendPersistence: boolean,
): RestoredSqlLab {
  const editors = stored?.queryEditors ?? [];
  const ids = new Set(editors.map((e) => e.id));
  const queries: Record<string, Query> = {};
  for (const [id, query] of Object.entries(stored?.queries ?? {})) queries[id] = withoutRows(query);
  return {
    queryEditors: editors,
    tabHistory: pickHistory(stored?.tabHistory ?? [], ids, editors[0]?.id),
    unsavedQueryEditor: stored?.unsavedQueryEditor ?? {},
    destroyedQueryEditors: stored?.destroyedQueryEditors ?? {},
    tables: (stored?.tables ?? []).filter((t) => ids.has(t.queryEditorId)),
    queries,
    backendPersistence,
  };
}

/**
 * The server's saved tabs (closed ones left out), each as the newer of its two copies;
 * then the browser's tabs the server does not have. Tables and runs follow their tabs.
 */
export function restoredWithServer(
  stored: StoredSqlLab | undefined,
  server: ServerTabs,
): RestoredSqlLab {
  const destroyed = stored?.destroyedQueryEditors ?? {};
  const pending = stored?.unsavedQueryEditor ?? {};
  const local = (stored?.queryEditors ?? []).map((e) => withUnsaved(e, pending));
  const localByServerId = new Map(local.filter((e) => e.tabViewId).map((e) => [e.tabViewId, e]));
  const onServer = new Set(server.tabIds.map(([id]) => String(id)));

  const editors: QueryEditor[] = [];
  const tables: SqlLabTable[] = [];
  for (const [numericId, label] of server.tabIds) {
    const id = String(numericId);
    if (id in destroyed) continue;
    const record = server.records.get(id);
    const mine = localByServerId.get(id);
    if (!record) {
      // Not fetched yet: the browser's unsynced copy shows until it is (then priority applies).
      editors.push(mine ? { ...mine, id, loaded: false } : placeholderEditor(id, label));
      continue;
    }
    const { editor } = preferredTab(mine, editorFromTabState(record));
    editors.push(editor);
    tables.push(...record.table_schemas.map((t) => tableFromSchemaRecord(t, id)));
  }
  // The browser's own tabs: never stored, or stored and then deleted on the server while
  // they had unsynced edits (kept, to be stored again: nothing typed is lost).
  for (const editor of local) {
    if (editor.tabViewId && (onServer.has(editor.tabViewId) || editor.tabViewId in destroyed))
      continue;
    if (editor.tabViewId && !editor.inLocalStorage) continue;
    editors.push({ ...editor, tabViewId: null, inLocalStorage: true });
  }

  // A tab made in an earlier page kept its local id there; here it goes by its server id.
  const ids = new Set(editors.map((e) => e.id));
  const renamed = new Map(
    local.filter((e) => e.tabViewId && e.id !== e.tabViewId).map((e) => [e.id, e.tabViewId!]),
  );
  const rename = (id: string) => renamed.get(id) ?? id;
  for (const table of stored?.tables ?? []) {
    const moved = { ...table, queryEditorId: rename(table.queryEditorId) };
    if (ids.has(moved.queryEditorId) && !tables.some((t) => sameTable(t, moved)))
      tables.push(moved);
  }

  const queries: Record<string, Query> = {};
  for (const [id, record] of Object.entries(server.queries)) queries[id] = clientQuery(record);
  for (const record of server.records.values())
    if (record.latest_query) queries[record.latest_query.id] = clientQuery(record.latest_query);
  for (const [id, query] of Object.entries(stored?.queries ?? {})) {
    const sqlEditorId = query.sqlEditorId === null ? null : rename(query.sqlEditorId);
    queries[id] = { ...withoutRows(query), sqlEditorId, ...(queries[id] ?? {}) };
  }

  return {
    queryEditors: editors,
    tabHistory: pickHistory(
      (stored?.tabHistory ?? []).map(rename),
      ids,
      server.activeId ?? editors[0]?.id,
    ),
    unsavedQueryEditor: {},
    destroyedQueryEditors: destroyed,
    tables,
    queries,
    backendPersistence: true,
  };
}
