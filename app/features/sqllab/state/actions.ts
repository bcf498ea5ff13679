// Actions that more than one SQL Lab slice answers to (each slice keeps its own reducers).
import { createAction } from '@reduxjs/toolkit';
import type { ApiErrorEntry } from '@common/errors/errorTypes';
import type {
  Query,
  QueryEditor,
  QueryEditorChanges,
  QueryResults,
  SqlLabTable,
  UnsavedQueryEditor,
} from './types';

/** A run starts: it is added, the tab's previous result data is cleared, it becomes the latest. */
export const queryStarted = createAction<Query>('sqlLab/queryStarted');

/** A run's result arrived (ignored if stopped locally or the status is not success). */
export const querySucceeded = createAction(
  'sqlLab/querySucceeded',
  (queryId: string, results: QueryResults) => ({
    payload: { queryId, results, at: Date.now() },
  }),
);

/** What a failed run keeps from the server. */
export interface QueryFailure {
  message: string;
  link?: string;
  errors?: ApiErrorEntry[];
}

/** A run failed (ignored if stopped locally). */
export const queryFailed = createAction(
  'sqlLab/queryFailed',
  (queryId: string, failure: QueryFailure) => ({
    payload: { queryId, ...failure, at: Date.now() },
  }),
);

/** The server confirmed a stop: the run is stopped with empty results; `at` ends its time. */
export const queryStopped = createAction('sqlLab/queryStopped', (queryId: string) => ({
  payload: queryId,
  meta: { at: Date.now() },
}));

/** A tab is closed: its queries, tables and history go, and it is recorded as destroyed. */
export const removeQueryEditor = createAction('sqlLab/removeQueryEditor', (id: string) => ({
  payload: { id, at: Date.now() },
}));

/** Tables leave the browser; their data-preview queries go with them. */
export const removeTables = createAction<SqlLabTable[]>('sqlLab/removeTables');

/** What browser storage and the server gave back when the page opened. */
export interface RestoredSqlLab {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  unsavedQueryEditor: UnsavedQueryEditor;
  destroyedQueryEditors: Record<string, number>;
  tables: SqlLabTable[];
  queries: Record<string, Query>;
  backendPersistence: boolean;
}

/** The page's tabs, tables and queries were restored; persistence may start writing. */
export const sqlLabRestored = createAction<RestoredSqlLab>('sqlLab/restored');

/** A saved tab was fetched (switched to): its content and tables replace the placeholders. */
export const tabStateLoaded = createAction<{
  id: string;
  changes: QueryEditorChanges;
  tables: SqlLabTable[];
}>('sqlLab/tabStateLoaded');
