import type { ExecuteBody } from '@common/api/sqllab';
import { DEFAULT_SQLLAB_LIMIT } from '@common/constants/sqlLab';
import { executeSql } from '@app/api/sqllab';
import { queryFailed, queryStarted } from '../actions';
import { newClientId } from '../newClientId';
import { selectCurrentQueryEditor, selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import type { Query } from '../types';
import { applyResultAnswer } from './applyResultAnswer';
import { callFailure } from './runErrors';
import { logSqlLabEvent } from './logSqlLabEvent';

/** What a new run needs; everything else starts at its initial value. */
export type NewQueryFields = Pick<Query, 'dbId' | 'sql'> &
  Partial<Omit<Query, 'state' | 'progress' | 'startDttm'>>;

/** A new run: progress 0, pending if asynchronous else running, a fresh 11-character id. */
export function newQuery(fields: NewQueryFields, now = Date.now()): Query {
  const runAsync = fields.runAsync ?? false;
  return {
    id: newClientId(),
    sqlEditorId: null,
    tab: null,
    ctas: false,
    cached: false,
    resultsKey: null,
    isDataPreview: false,
    ...fields,
    runAsync,
    state: runAsync ? 'pending' : 'running',
    progress: 0,
    startDttm: now,
  };
}

/**
 * The execute call's body for a run. `serverEditorId` is the tab's server id once it has one,
 * so the server files the run under the tab it knows (the bootstrap maps runs to tabs by it).
 */
export function executeBodyOf(
  query: Query,
  serverEditorId: string | null = query.sqlEditorId,
): ExecuteBody {
  return {
    client_id: query.id,
    database_id: query.dbId,
    sql: query.sql,
    catalog: query.catalog ?? null,
    schema: query.schema ?? null,
    sql_editor_id: serverEditorId,
    tab: query.tab,
    queryLimit: query.queryLimit ?? null,
    runAsync: query.runAsync,
    select_as_cta: query.ctas,
    ctas_method: query.ctas_method ?? null,
    tmp_table_name: query.tempTable ?? null,
    templateParams: query.templateParams ?? null,
    expand_data: true,
    json: true,
  };
}

/**
 * Starts a run: synchronous answers bring the result, asynchronous ones (202) leave the query
 * pending for the poller or the websocket. Failures keep the server's error.
 */
export function runQuery(query: Query): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const tab = getState().sqlLab.tabs.queryEditors.find((e) => e.id === query.sqlEditorId);
    // A run of a tab the server does not know yet stays in browser storage until migrated.
    const started = { ...query, inLocalStorage: query.isDataPreview || !tab?.tabViewId };
    dispatch(queryStarted(started));
    logSqlLabEvent('sqllab_run_query', { db_id: query.dbId, schema: query.schema ?? null });
    const search = typeof window === 'undefined' ? '' : window.location.search;
    try {
      const outcome = await executeSql(
        executeBodyOf(query, tab?.tabViewId ?? query.sqlEditorId),
        search,
      );
      // A 200 carries the result even when asynchronous was asked for (the server chose).
      if (outcome.kind === 'sync') dispatch(applyResultAnswer(query.id, outcome.answer));
    } catch (error) {
      dispatch(queryFailed(query.id, callFailure(error)));
    }
  };
}

/** How to run a tab beyond its own fields. */
export interface RunOptions {
  /** SQL to run instead of the selection or the whole text (e.g. the current statement). */
  sql?: string;
  ctas?: boolean;
  ctasMethod?: 'TABLE' | 'VIEW';
  tempTable?: string;
}

/**
 * Runs a tab (the active one without an id): the given SQL, else the selected text, else all
 * of it. Answers the started query, or undefined when the tab has no database or no SQL.
 */
export function runQueryFromEditor(
  editorId?: string,
  options: RunOptions = {},
): SqlLabThunk<Query | undefined> {
  return (dispatch, getState) => {
    const state = getState();
    const editor =
      editorId === undefined ? selectCurrentQueryEditor(state) : selectQueryEditor(state, editorId);
    if (!editor || editor.dbId === undefined) return undefined;
    const sql = options.sql ?? (editor.selectedText || editor.sql);
    if (!sql.trim()) return undefined;
    const database = state.sqlLab.databases.databases[editor.dbId];
    const query = newQuery({
      dbId: editor.dbId,
      sql,
      catalog: editor.catalog ?? null,
      schema: editor.schema ?? null,
      sqlEditorId: editor.id,
      tab: editor.name,
      templateParams: editor.templateParams,
      queryLimit: editor.queryLimit || DEFAULT_SQLLAB_LIMIT,
      runAsync: database?.allow_run_async ?? false,
      ctas: options.ctas ?? false,
      ctas_method: options.ctasMethod,
      tempTable: options.tempTable,
    });
    void dispatch(runQuery(query));
    return query;
  };
}
