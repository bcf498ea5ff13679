import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import {
  queryFailed,
  queryStarted,
  queryStopped,
  querySucceeded,
  removeQueryEditor,
  removeTables,
  sqlLabRestored,
} from './actions';
import { clearInactiveQueries as clearInactive } from './clearInactiveQueries';
import type { QueriesState } from './queriesState';
import { refreshQueries as refresh } from './refreshQueries';
import type { ServerQuery } from './types';

const initialState: QueriesState = { queries: {}, queriesLastUpdate: 0 };

// The pure rules take the state before this action, so untouched queries keep their identity.
const base = (state: QueriesState): QueriesState => (isDraft(state) ? original(state)! : state);

const slice = createSlice({
  name: 'sqlLab/queries',
  initialState,
  reducers: {
    /** An asynchronous run's results are being fetched by results key. */
    requestQueryResults(state, action: PayloadAction<string>) {
      const query = state.queries[action.payload];
      if (query) query.state = 'fetching';
    },
    /** Empties a query's result data; it is marked cached (fetch again by results key). */
    clearQueryResults(state, action: PayloadAction<string>) {
      const query = state.queries[action.payload];
      if (!query) return;
      if (query.results) query.results.tableKey = null;
      query.cached = true;
    },
    /** Removes one query. */
    removeQuery(state, action: PayloadAction<string>) {
      delete state.queries[action.payload];
    },
    /** Runs were moved to their tab's server copy: they leave browser storage. */
    queriesMigrated(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        const query = state.queries[id];
        if (query) query.inLocalStorage = false;
      }
    },
    /** Applies queries changed on the server (polls and pushes). */
    refreshQueries(state, action: PayloadAction<ServerQuery[]>) {
      return refresh(base(state), action.payload);
    },
    /** Drops stale runs and aligns the others with their stored results. */
    clearInactiveQueries: {
      reducer(state, action: PayloadAction<{ interval: number; now: number }>) {
        return clearInactive(base(state), action.payload.interval, action.payload.now);
      },
      prepare: (interval: number) => ({ payload: { interval, now: Date.now() } }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(queryStarted, (state, action) => {
        const started = action.payload;
        if (started.sqlEditorId) {
          // The tab's previous result data goes: only the latest run of a tab shows rows.
          for (const query of Object.values(state.queries)) {
            if (query.sqlEditorId === started.sqlEditorId && query.results?.tableKey)
              query.results.tableKey = null;
          }
        }
        state.queries[started.id] = started;
      })
      .addCase(querySucceeded, (state, action) => {
        const { queryId, results, at } = action.payload;
        const query = state.queries[queryId];
        if (!query || query.state === 'stopped' || results.status !== 'success') return;
        const server = results.query;
        Object.assign(query, {
          state: 'success',
          progress: 100,
          endDttm: at,
          results,
          rows: server?.rows ?? results.rowCount,
          limitingFactor: server?.limitingFactor ?? null,
          tempSchema: server?.tempSchema ?? null,
          tempTable: server?.tempTable ?? undefined,
          errorMessage: null,
          cached: false,
        });
        if (server?.resultsKey) query.resultsKey = server.resultsKey;
      })
      .addCase(queryFailed, (state, action) => {
        const { queryId, message, link, errors, at } = action.payload;
        const query = state.queries[queryId];
        if (!query || query.state === 'stopped') return;
        Object.assign(query, { state: 'failed', errorMessage: message, link, errors, endDttm: at });
      })
      .addCase(queryStopped, (state, action) => {
        const query = state.queries[action.payload];
        if (!query) return;
        query.state = 'stopped';
        query.results = null;
        // How long it ran: to the stop, unless its end is known already.
        query.endDttm ??= action.meta.at;
      })
      .addCase(removeQueryEditor, (state, action) => {
        for (const [id, query] of Object.entries(state.queries))
          if (query.sqlEditorId === action.payload.id) delete state.queries[id];
      })
      .addCase(sqlLabRestored, (state, action) => {
        state.queries = { ...action.payload.queries, ...state.queries };
      })
      .addCase(removeTables, (state, action) => {
        for (const table of action.payload)
          if (table.dataPreviewQueryId) delete state.queries[table.dataPreviewQueryId];
      });
  },
});

export const {
  requestQueryResults,
  clearQueryResults,
  removeQuery,
  refreshQueries,
  clearInactiveQueries,
  queriesMigrated,
} = slice.actions;
export const queriesReducer = slice.reducer;
