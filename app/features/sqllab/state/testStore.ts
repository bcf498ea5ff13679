// Test helpers: a store with SQL Lab and toasts, and small factories. Used by *.test.ts only.
import { configureStore } from '@reduxjs/toolkit';
import { messageToastsReducer } from '@app/store/messageToasts';
import { resultTablesMiddleware } from './resultTables';
import { sqlLabReducer } from './sqlLabReducer';
import type { Query, QueryEditor, SqlLabDatabase } from './types';

/** A store shaped like the app's, for thunk and cross-slice tests. */
export function createSqlLabTestStore() {
  return configureStore({
    reducer: { sqlLab: sqlLabReducer, messageToasts: messageToastsReducer },
    middleware: (getDefault) => getDefault().concat(resultTablesMiddleware),
  });
}

/** A query run with sensible defaults. */
export function aQuery(fields: Partial<Query> = {}): Query {
  return {
    id: 'q0000000001',
    dbId: 1,
    sql: 'SELECT 1',
    sqlEditorId: 'tab1',
    tab: 'Untitled Query 1',
    ctas: false,
    runAsync: false,
    state: 'running',
    progress: 0,
    startDttm: 1_000,
    cached: false,
    resultsKey: null,
    isDataPreview: false,
    ...fields,
  };
}

/** A tab with sensible defaults. */
export function anEditor(fields: Partial<QueryEditor> = {}): QueryEditor {
  return {
    id: 'tab1',
    remoteId: null,
    name: 'Untitled Query 1',
    sql: 'SELECT 1',
    autorun: false,
    ...fields,
  };
}

/** A database with sensible defaults. */
export function aDatabase(fields: Partial<SqlLabDatabase> = {}): SqlLabDatabase {
  return {
    id: 1,
    database_name: 'examples',
    backend: 'duckdb',
    allow_run_async: false,
    allow_ctas: false,
    allow_cvas: false,
    allow_dml: false,
    allows_cost_estimate: false,
    disable_data_preview: false,
    expose_in_sqllab: true,
    ...fields,
  };
}
