// Pure rules of query tabs, shared by the tabs
// reducers (on Immer drafts) and the thunks that build new tabs.
import {
  COPY_TAB_PREFIX,
  DEFAULT_SQLLAB_LIMIT,
  NEW_TAB_PREFIX,
  NEW_TAB_SQL,
  TAB_PERSISTENCE_WARNING,
} from '@common/constants/sqlLab';
import type { Query, QueryEditor, QueryEditorChanges, UnsavedQueryEditor } from './types';

/** The tabs part of SQL Lab's state. */
export interface TabsState {
  queryEditors: QueryEditor[];
  /** Pending edits of the active tab. */
  unsavedQueryEditor: UnsavedQueryEditor;
  /** Tab ids in the order they were activated; the last one is active. */
  tabHistory: string[];
  /** Tab id → time of removal, until the server deleted it too. */
  destroyedQueryEditors: Record<string, number>;
  /** The tab last re-activated on the server. */
  lastUpdatedActiveTab: string | null;
  editorTabLastUpdatedAt: number;
}

const ESCAPED_PREFIX = NEW_TAB_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBERED = new RegExp(`^${ESCAPED_PREFIX} (\\d+)$`);

/** "Untitled Query N", N one above the highest number among the tabs' names (1 if none). */
export function newQueryTabName(names: readonly string[]): string {
  const numbers = names.flatMap((name) => {
    const match = NUMBERED.exec(name);
    return match ? [Number(match[1])] : [];
  });
  return `${NEW_TAB_PREFIX} ${numbers.length ? Math.max(...numbers) + 1 : 1}`;
}

/** The active tab's id: the last of the history, else the first tab. */
export function activeEditorId(state: TabsState): string | undefined {
  return state.tabHistory[state.tabHistory.length - 1] ?? state.queryEditors[0]?.id;
}

/** A tab with its pending edits applied. */
export function withUnsaved(editor: QueryEditor, unsaved: UnsavedQueryEditor): QueryEditor {
  return unsaved.id === editor.id ? { ...editor, ...unsaved, id: editor.id } : editor;
}

/** Saves the pending edits into their tab and empties them. */
export function savePendingEdits(state: TabsState): void {
  const { id, ...changes } = state.unsavedQueryEditor;
  const editor = id ? state.queryEditors.find((e) => e.id === id) : undefined;
  if (editor) Object.assign(editor, changes);
  state.unsavedQueryEditor = {};
}

/** Applies edits: to the pending copy if the tab is active, else straight to the tab. */
export function alterEditor(
  state: TabsState,
  id: string,
  changes: QueryEditorChanges,
  at: number | undefined,
): void {
  // A stamped edit is one the server does not have yet: it is kept in browser storage until synced.
  const stamp = at === undefined ? {} : { updatedAt: at, inLocalStorage: true };
  if (state.tabHistory[state.tabHistory.length - 1] !== id) {
    const editor = state.queryEditors.find((e) => e.id === id);
    if (editor) Object.assign(editor, changes, stamp);
    return;
  }
  const pending = state.unsavedQueryEditor.id === id ? state.unsavedQueryEditor : {};
  state.unsavedQueryEditor = { ...pending, ...changes, ...stamp, id };
}

/** Makes a tab active: pending edits are saved and it is appended to the history. */
export function activate(state: TabsState, id: string): void {
  if (!state.queryEditors.some((e) => e.id === id)) return;
  if (state.tabHistory[state.tabHistory.length - 1] === id) return;
  savePendingEdits(state);
  state.tabHistory.push(id);
}

/** The tab after (or before) the active one, in tab order, wrapping around. */
export function neighbourId(state: TabsState, backward: boolean): string | undefined {
  const count = state.queryEditors.length;
  if (count === 0) return undefined;
  const index = state.queryEditors.findIndex((e) => e.id === activeEditorId(state));
  const next = (Math.max(index, 0) + (backward ? count - 1 : 1)) % count;
  return state.queryEditors[next]?.id;
}

/** Removes a tab and its history entries; if the history empties the last tab becomes active. */
export function removeEditor(state: TabsState, id: string, at: number): void {
  // The server knows the tab by its tab view id: that is what its DELETE needs.
  const removed = state.queryEditors.find((e) => e.id === id);
  state.queryEditors = state.queryEditors.filter((e) => e.id !== id);
  state.tabHistory = state.tabHistory.filter((entry) => entry !== id);
  if (state.unsavedQueryEditor.id === id) state.unsavedQueryEditor = {};
  state.destroyedQueryEditors[removed?.tabViewId ?? id] = at;
  const last = state.queryEditors[state.queryEditors.length - 1];
  if (state.tabHistory.length === 0 && last) state.tabHistory.push(last.id);
}

/** What a new tab needs besides its id. */
export interface NewTabDefaults {
  defaultDbId?: number;
  defaultQueryLimit?: number;
  /** With backend persistence off, the SQL starts with a warning line. */
  backendPersistence?: boolean;
}

/** A new tab: next free name, and the current tab's database, catalog, schema, limit and autorun. */
export function buildNewQueryEditor(
  state: TabsState,
  id: string,
  defaults: NewTabDefaults = {},
): QueryEditor {
  const activeId = activeEditorId(state);
  const active = state.queryEditors.find((e) => e.id === activeId);
  const current = active ? withUnsaved(active, state.unsavedQueryEditor) : undefined;
  const source = { ...state.queryEditors[0], ...current };
  const warning = defaults.backendPersistence ? '' : TAB_PERSISTENCE_WARNING;
  return {
    id,
    remoteId: null,
    name: newQueryTabName(state.queryEditors.map((e) => e.name)),
    dbId: source.dbId ?? defaults.defaultDbId,
    catalog: source.catalog ?? null,
    schema: source.schema ?? null,
    sql: `${warning}${NEW_TAB_SQL}`,
    queryLimit: source.queryLimit || defaults.defaultQueryLimit || DEFAULT_SQLLAB_LIMIT,
    autorun: source.autorun ?? false,
  };
}

/** A tab cloned from a query: "Copy of {tab name}", autorun on, the query's SQL and place. */
export function clonedQueryEditor(
  query: Pick<Query, 'dbId' | 'catalog' | 'schema' | 'sql'>,
  source: Pick<QueryEditor, 'name' | 'queryLimit' | 'maxRow' | 'templateParams'> | undefined,
  id: string,
  autorun = true,
): QueryEditor {
  return {
    id,
    remoteId: null,
    name: `${COPY_TAB_PREFIX} ${source?.name ?? ''}`.trimEnd(),
    dbId: query.dbId,
    catalog: query.catalog ?? null,
    schema: query.schema ?? null,
    sql: query.sql,
    queryLimit: source?.queryLimit,
    maxRow: source?.maxRow,
    templateParams: source?.templateParams,
    autorun,
  };
}

/** "Copy of {name}", or "Copy of {name} (N)" with the lowest N ≥ 2 no tab has yet. */
export function duplicateTabName(name: string, names: readonly string[]): string {
  const base = `${COPY_TAB_PREFIX} ${name}`.trimEnd();
  const taken = new Set(names);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} (${n})`)) n += 1;
  return `${base} (${n})`;
}

/**
 * The tab menu's "Duplicate": the tab as it is now (pending edits included) under a copy's
 * name, not linked to its saved query (saving the copy makes a new one) and not run.
 */
export function duplicatedQueryEditor(
  state: TabsState,
  sourceId: string,
  id: string,
): QueryEditor | undefined {
  const found = state.queryEditors.find((e) => e.id === sourceId);
  if (!found) return undefined;
  const source = withUnsaved(found, state.unsavedQueryEditor);
  const copy: QueryEditor = {
    id,
    remoteId: null,
    name: duplicateTabName(
      source.name,
      state.queryEditors.map((e) => withUnsaved(e, state.unsavedQueryEditor).name),
    ),
    dbId: source.dbId,
    catalog: source.catalog ?? null,
    schema: source.schema ?? null,
    sql: source.sql,
    queryLimit: source.queryLimit,
    maxRow: source.maxRow,
    templateParams: source.templateParams,
    hideLeftBar: source.hideLeftBar,
    northPercent: source.northPercent,
    southPercent: source.southPercent,
    autorun: false,
  };
  return copy;
}
