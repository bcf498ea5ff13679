import type { DatabaseRecord } from '@common/api/databases';
import { listDatabases } from '@app/api/databases';
import { addDangerToast } from '@app/store/messageToasts';
import { removeQueryEditor, removeTables } from '../actions';
import { defaultDbId, setDatabases } from '../databasesSlice';
import { newClientId } from '../newClientId';
import { selectQueryEditor } from '../selectors';
import type { SqlLabRootState, SqlLabThunk } from '../sqlLabReducer';
import {
  buildNewQueryEditor,
  clonedQueryEditor,
  duplicatedQueryEditor,
  withUnsaved,
} from '../tabRules';
import { addQueryEditor } from '../tabsSlice';
import type { QueryEditor, SqlLabDatabase } from '../types';
import { restoreSqlLabState } from '../persistence/bootstrapFromServer';
import { callFailure } from './runErrors';
import { stopQuery } from './stopQuery';

function dataPreviewDisabled(record: DatabaseRecord): boolean {
  if (record.disable_data_preview) return true;
  try {
    return (
      (JSON.parse(record.extra || '{}') as { disable_data_preview?: unknown })
        .disable_data_preview === true
    );
  } catch {
    return false;
  }
}

/** What SQL Lab keeps of a database record. */
export function toSqlLabDatabase(record: DatabaseRecord): SqlLabDatabase {
  return {
    id: record.id,
    database_name: record.database_name,
    backend: record.backend,
    allow_run_async: record.allow_run_async,
    allow_ctas: record.allow_ctas,
    allow_cvas: record.allow_cvas,
    allow_dml: record.allow_dml,
    allows_cost_estimate: record.allows_cost_estimate,
    disable_data_preview: dataPreviewDisabled(record),
    expose_in_sqllab: record.expose_in_sqllab,
  };
}

/** Loads the databases exposed in SQL Lab that the user may see. */
export function loadDatabases(): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      const page = await listDatabases();
      dispatch(setDatabases(page.result.filter((db) => db.expose_in_sqllab).map(toSqlLabDatabase)));
    } catch (error) {
      dispatch(addDangerToast(callFailure(error).message));
    }
  };
}

// A tab made here exists only in the browser until the server stores it.
const localTab = (editor: QueryEditor): QueryEditor => ({
  ...editor,
  inLocalStorage: true,
  updatedAt: Date.now(),
});

/** Opens a new tab ("Untitled Query N") with the current tab's database, schema, limit and autorun. */
export function addNewQueryEditor(): SqlLabThunk<QueryEditor> {
  return (dispatch, getState) => {
    const { tabs, databases, persistence } = getState().sqlLab;
    const editor = localTab(
      buildNewQueryEditor(tabs, newClientId(), {
        defaultDbId: defaultDbId(databases),
        backendPersistence: persistence.backendPersistence,
      }),
    );
    dispatch(addQueryEditor(editor));
    return editor;
  };
}

/** Opens a query in a new tab named "Copy of {its tab's name}", to run at once by default. */
export function cloneQueryToNewTab(
  queryId: string,
  autorun = true,
): SqlLabThunk<QueryEditor | undefined> {
  return (dispatch, getState) => {
    const state = getState();
    const query = state.sqlLab.queries.queries[queryId];
    if (!query) return undefined;
    const source = query.sqlEditorId ? selectQueryEditor(state, query.sqlEditorId) : undefined;
    const editor = localTab(clonedQueryEditor(query, source, newClientId(), autorun));
    dispatch(addQueryEditor(editor));
    return editor;
  };
}

/** Adds "Untitled Query N" when no tab is left, so there is always a tab to work in. */
export function ensureQueryEditor(): SqlLabThunk<QueryEditor | undefined> {
  return (dispatch, getState) => {
    const { tabs, persistence } = getState().sqlLab;
    // Before the restore the tabs are still to come (bootstrapSqlLab adds one if none do).
    if (tabs.queryEditors.length > 0 || !persistence.restored) return undefined;
    return dispatch(addNewQueryEditor());
  };
}

/**
 * Closes tabs: their tables (with their data previews), queries and history go. Closing the
 * last one leaves a fresh "Untitled Query 1" (never an empty page).
 */
export function closeQueryEditors(ids: readonly string[]): SqlLabThunk {
  return (dispatch, getState) => {
    const closing = new Set(ids);
    const tables = getState().sqlLab.tables.tables.filter((t) => closing.has(t.queryEditorId));
    if (tables.length) dispatch(removeTables(tables));
    for (const id of ids) dispatch(removeQueryEditor(id));
    if (getState().sqlLab.tabs.queryEditors.length === 0) dispatch(addNewQueryEditor());
  };
}

/** Closes one tab (see closeQueryEditors). */
export function closeQueryEditor(id: string): SqlLabThunk {
  return closeQueryEditors([id]);
}

const RUNNING = new Set(['running', 'started', 'pending', 'fetching', 'scheduled']);

/** The latest runs still in progress in the given tabs, by tab id. */
export function runningQueryIds(state: SqlLabRootState, ids: readonly string[]): string[] {
  const { tabs, queries } = state.sqlLab;
  return tabs.queryEditors.flatMap((saved) => {
    // The active tab's latest run is among its pending edits.
    const editor = withUnsaved(saved, tabs.unsavedQueryEditor);
    const latest = editor.latestQueryId ? queries.queries[editor.latestQueryId] : undefined;
    return ids.includes(editor.id) && latest && RUNNING.has(latest.state) ? [latest.id] : [];
  });
}

/**
 * Closes the tabs unless a query runs in one of them; then nothing closes and the names of
 * the tabs with a running query are answered, for the user to confirm.
 */
export function closeUnlessRunning(ids: readonly string[]): SqlLabThunk<string[]> {
  return (dispatch, getState) => {
    const state = getState();
    const running = new Set(runningQueryIds(state, ids));
    if (running.size === 0) {
      dispatch(closeQueryEditors(ids));
      return [];
    }
    const { queryEditors, unsavedQueryEditor } = state.sqlLab.tabs;
    return queryEditors
      .map((e) => withUnsaved(e, unsavedQueryEditor))
      .filter((e) => running.has(e.latestQueryId ?? ''))
      .map((e) => e.name);
  };
}

/** Stops the runs in progress in the tabs (the user confirmed), then closes the tabs. */
export function stopAndCloseQueryEditors(ids: readonly string[]): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const running = runningQueryIds(getState(), ids);
    // A failed stop is toasted by stopQuery; the tabs close all the same, as asked.
    await Promise.all(running.map((queryId) => dispatch(stopQuery(queryId))));
    dispatch(closeQueryEditors(ids));
  };
}

/** The tab menu's "Duplicate": a copy of the tab, added at the end and made active. */
export function duplicateQueryEditor(id: string): SqlLabThunk<QueryEditor | undefined> {
  return (dispatch, getState) => {
    const copy = duplicatedQueryEditor(getState().sqlLab.tabs, id, newClientId());
    if (!copy) return undefined;
    const editor = localTab(copy);
    dispatch(addQueryEditor(editor));
    return editor;
  };
}

/**
 * Loads the databases, restores the tabs (browser storage and the server's saved tabs) and
 * makes sure there is a tab to work in (call when the page opens).
 */
export function bootstrapSqlLab(): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    await Promise.all([dispatch(loadDatabases()), dispatch(restoreSqlLabState())]);
    if (getState().sqlLab.tabs.queryEditors.length === 0) dispatch(addNewQueryEditor());
  };
}
