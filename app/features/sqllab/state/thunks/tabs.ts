import type { DatabaseRecord } from '../../../../../common/api/databases';
import { listDatabases } from '../../../../api/databases';
import { addDangerToast } from '../../../../store/messageToasts';
import { removeQueryEditor, removeTables } from '../actions';
import { defaultDbId, setDatabases } from '../databasesSlice';
import { newClientId } from '../newClientId';
import { selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import { buildNewQueryEditor, clonedQueryEditor } from '../tabRules';
import { addQueryEditor } from '../tabsSlice';
import type { QueryEditor, SqlLabDatabase } from '../types';
import { restoreSqlLabState } from '../persistence/bootstrapFromServer';
import { callFailure } from './runErrors';

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

// A tab made here exists only in the browser until the server stores it (spec §3 flags).
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

/** Closes a tab: its tables (with their data previews), queries and history go. */
export function closeQueryEditor(id: string): SqlLabThunk {
  return (dispatch, getState) => {
    const tables = getState().sqlLab.tables.tables.filter((t) => t.queryEditorId === id);
    if (tables.length) dispatch(removeTables(tables));
    dispatch(removeQueryEditor(id));
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
