import { createSelector } from '@reduxjs/toolkit';
import { IN_PROGRESS_STATES, MAX_QUERY_AGE_TO_POLL_MS } from '@common/constants/sqlLab';
import type { ColumnarTable } from '@common/results/columnarTable';
import { defaultDbId } from './databasesSlice';
import { getResultTable } from './resultTables';
import type { SqlLabRootState } from './sqlLabReducer';
import { activeEditorId, withUnsaved } from './tabRules';
import type { CostEstimate, Query, QueryEditor, SqlLabDatabase, SqlLabTable } from './types';

const IN_PROGRESS: ReadonlySet<string> = new Set(IN_PROGRESS_STATES);

const selectTabs = (state: SqlLabRootState) => state.sqlLab.tabs;
const byId = (_state: SqlLabRootState, id: string | undefined) => id;

/** All tabs, in tab order, as saved (pending edits not applied). */
export const selectQueryEditors = (state: SqlLabRootState): QueryEditor[] =>
  state.sqlLab.tabs.queryEditors;

/** The active tab's id. */
export const selectActiveQueryEditorId = (state: SqlLabRootState): string | undefined =>
  activeEditorId(state.sqlLab.tabs);

/** A tab with its pending edits applied. */
export const selectQueryEditor = createSelector([selectTabs, byId], (tabs, id) => {
  const editor = tabs.queryEditors.find((e) => e.id === id);
  return editor ? withUnsaved(editor, tabs.unsavedQueryEditor) : undefined;
});

/** The active tab with its pending edits applied. */
export const selectCurrentQueryEditor = createSelector([selectTabs], (tabs) => {
  const id = activeEditorId(tabs);
  const editor = tabs.queryEditors.find((e) => e.id === id);
  return editor ? withUnsaved(editor, tabs.unsavedQueryEditor) : undefined;
});

/** All query runs by client id. */
export const selectQueries = (state: SqlLabRootState): Record<string, Query> =>
  state.sqlLab.queries.queries;

/** One query run. */
export const selectQuery = (state: SqlLabRootState, id: string | null | undefined) =>
  id ? state.sqlLab.queries.queries[id] : undefined;

/** The latest run of a tab (the active tab when no id is given). */
export function selectLatestQuery(state: SqlLabRootState, editorId?: string): Query | undefined {
  const editor =
    editorId === undefined ? selectCurrentQueryEditor(state) : selectQueryEditor(state, editorId);
  return selectQuery(state, editor?.latestQueryId);
}

/** The runs of a tab, newest first (the tab's history). */
export const selectEditorQueries = createSelector([selectQueries, byId], (queries, id): Query[] =>
  Object.values(queries)
    .filter((q) => q.sqlEditorId === id)
    .sort((a, b) => b.startDttm - a.startDttm),
);

/** The tables of a tab's table browser. */
export const selectEditorTables = createSelector(
  [(state: SqlLabRootState) => state.sqlLab.tables.tables, byId],
  (tables, id): SqlLabTable[] => tables.filter((t) => t.queryEditorId === id),
);

/** The decoded rows of a query's result, if it has any in memory. */
export const selectResultTable = (
  state: SqlLabRootState,
  queryId: string | null | undefined,
): ColumnarTable | undefined => getResultTable(selectQuery(state, queryId)?.results?.tableKey);

/** True while some run younger than the polling age is in progress. */
export function hasQueryInProgress(queries: Record<string, Query>, now: number): boolean {
  return Object.values(queries).some(
    (q) => IN_PROGRESS.has(q.state) && now - q.startDttm < MAX_QUERY_AGE_TO_POLL_MS,
  );
}

/** The databases SQL Lab may use, by id. */
export const selectDatabases = (state: SqlLabRootState): Record<number, SqlLabDatabase> =>
  state.sqlLab.databases.databases;

/** The databases, sorted by name (for pickers). */
export const selectDatabaseList = createSelector([selectDatabases], (databases) =>
  Object.values(databases).sort((a, b) => a.database_name.localeCompare(b.database_name)),
);

/** One database. */
export const selectDatabase = (state: SqlLabRootState, id: number | undefined) =>
  id === undefined ? undefined : state.sqlLab.databases.databases[id];

/** The default database id. */
export const selectDefaultDbId = (state: SqlLabRootState): number | undefined =>
  defaultDbId(state.sqlLab.databases);

/** The cost estimate of a tab. */
export const selectCostEstimate = (
  state: SqlLabRootState,
  id: string | undefined,
): CostEstimate | undefined => (id ? state.sqlLab.queryCostEstimates[id] : undefined);
