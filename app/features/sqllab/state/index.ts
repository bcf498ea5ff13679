/**
 * SQL Lab client state — the public API for components.
 *
 * State: `state.sqlLab` = { tabs, queries, tables, queryCostEstimates, databases, ui, queryHistory }.
 *   tabs: queryEditors, unsavedQueryEditor (pending edits of the active tab), tabHistory (last =
 *   active), destroyedQueryEditors, lastUpdatedActiveTab, editorTabLastUpdatedAt.
 *   queries: queries (by 11-char client id), queriesLastUpdate. ui: activeSouthPaneTab
 *   ('Results' | 'History' | a data-preview query id), offline, datasource, errorMessage.
 *
 * Page lifecycle:
 *   dispatch(bootstrapSqlLab())            databases, tabs restored from browser storage and the
 *     server (persistence/bootstrapFromServer.ts), and a first tab if there is none
 *   useTabPersistence() (../useTabPersistence.ts)  writes tabs to browser storage on every edit
 *     and syncs them to /tabstateview/ (persistence/startTabPersistence.ts)
 *   const stop = dispatch(startQueryUpdates())  pushes on /api/v1/sqllab/ws once it says hello,
 *     else polling every 2 s while a run is in progress; call stop() on unmount. Async runs'
 *     results are fetched by this when their results key appears.
 *
 * Tabs (actions): addQueryEditor(editor), setActiveQueryEditor(id), switchQueryEditor({backward}),
 *   updateQueryEditor(id, changes) — dbId, catalog, schema, name, cursorPosition, queryLimit,
 *   templateParams, autorun, northPercent/southPercent, hideLeftBar; setQueryEditorSql(id, sql),
 *   setSelectedText({id, selectedText}), markQueryEditorSaved({id, remoteId, name}).
 * Tabs (thunks): addNewQueryEditor(), cloneQueryToNewTab(queryId, autorun = true),
 *   closeQueryEditor(id) (use this rather than the bare removeQueryEditor action).
 *
 * Runs (thunks): runQueryFromEditor(editorId?, {sql?}) — pass `sql` for the current statement;
 *   without it the selection, else the whole SQL, runs. Answers the started Query.
 *   stopQuery(queryId), fetchQueryResults(queryId), formatQuery(editorId?),
 *   estimateQueryCost(editorId?). Actions: clearQueryResults(id), removeQuery(id),
 *   setActiveSouthPaneTab(tab).
 * Tables: addTable({dbId, queryEditorId, catalog, schema, name}) (thunk: metadata + data
 *   preview), runTablePreview(table), expandTable(id), collapseTable(id),
 *   removeTablesAndPreviews(tables) (thunk; drops their data-preview queries too).
 * History pane: fetchQueryHistory(pageSize?) → state.sqlLab.queryHistory {items, count, loading, error};
 *   local runs of a tab: useEditorQueries(editorId).
 * Lists for pickers (plain API calls): listSchemas, listTables, tableMetadata (app/api).
 *
 * Reading: hooks useCurrentQueryEditor(), useQueryEditor(id), useLatestQuery(editorId?),
 *   useEditorQueries(id), useEditorTables(id), useResultTable(queryId) → ColumnarTable (rows
 *   live outside the store, see resultTables.ts), useDatabases(), useCostEstimate(id),
 *   useSqlLabSelector, useSqlLabDispatch; and the matching select* selectors.
 */
export * from './actions';
export * from './selectors';
export * from './hooks';
export * from './types';
export { sqlLabReducer } from './sqlLabReducer';
export type { SqlLabDispatch, SqlLabRootState, SqlLabState, SqlLabThunk } from './sqlLabReducer';
export { resultTablesMiddleware, getResultTable } from './resultTables';
export { newClientId } from './newClientId';
export { newQueryTabName } from './tabRules';
export {
  addQueryEditor,
  setActiveQueryEditor,
  switchQueryEditor,
  updateQueryEditor,
  setQueryEditorSql,
  setSelectedText,
  markQueryEditorSaved,
  clearDestroyedQueryEditor,
  setLastUpdatedActiveTab,
  setEditorTabLastUpdatedAt,
  queryEditorSynced,
} from './tabsSlice';
export { setBackendPersistence } from './persistenceSlice';
export { restoreSqlLabState } from './persistence/bootstrapFromServer';
export {
  requestQueryResults,
  clearQueryResults,
  removeQuery,
  refreshQueries,
  clearInactiveQueries,
} from './queriesSlice';
export { mergeTable, expandTable, collapseTable } from './tablesSlice';
export { setDatabases, setConfiguredDefaultDbId } from './databasesSlice';
export {
  setActiveSouthPaneTab,
  setOffline,
  createDatasourceStarted,
  createDatasourceSucceeded,
  createDatasourceFailed,
} from './sqlLabUiSlice';
export { fetchQueryHistory } from './queryHistorySlice';
export { runQuery, runQueryFromEditor, newQuery, type RunOptions } from './thunks/runQuery';
export { fetchQueryResults } from './thunks/fetchQueryResults';
export { stopQuery } from './thunks/stopQuery';
export { formatQuery } from './thunks/formatQuery';
export { estimateQueryCost } from './thunks/estimateQueryCost';
export { addTable, removeTablesAndPreviews, runTablePreview } from './thunks/tables';
export {
  addNewQueryEditor,
  bootstrapSqlLab,
  closeQueryEditor,
  cloneQueryToNewTab,
  loadDatabases,
} from './thunks/tabs';
export {
  startQueryUpdates,
  pollQueries,
  applyServerQueries,
  parseSocketMessage,
} from './thunks/queryUpdates';
export { listSchemas, listTables, tableMetadata } from '@app/api/databaseIntrospection';
