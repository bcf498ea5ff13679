import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import type { ColumnarTable } from '@common/results/columnarTable';
import {
  selectCostEstimate,
  selectCurrentQueryEditor,
  selectDatabaseList,
  selectEditorQueries,
  selectEditorTables,
  selectLatestQuery,
  selectQueryEditor,
  selectResultTable,
} from './selectors';
import type { SqlLabDispatch, SqlLabRootState } from './sqlLabReducer';
import type { CostEstimate, Query, QueryEditor, SqlLabDatabase, SqlLabTable } from './types';

/** Typed selector over the state SQL Lab knows. */
export const useSqlLabSelector: TypedUseSelectorHook<SqlLabRootState> = useSelector;
/** Dispatch that accepts SQL Lab's thunks. */
export const useSqlLabDispatch: () => SqlLabDispatch = useDispatch;

/** The active tab, pending edits applied. */
export function useCurrentQueryEditor(): QueryEditor | undefined {
  return useSqlLabSelector(selectCurrentQueryEditor);
}

/** A tab, pending edits applied. */
export function useQueryEditor(id: string | undefined): QueryEditor | undefined {
  return useSqlLabSelector((state) => selectQueryEditor(state, id));
}

/** A tab's latest run (the active tab's without an id). */
export function useLatestQuery(editorId?: string): Query | undefined {
  return useSqlLabSelector((state) => selectLatestQuery(state, editorId));
}

/** A tab's runs, newest first. */
export function useEditorQueries(editorId: string | undefined): Query[] {
  return useSqlLabSelector((state) => selectEditorQueries(state, editorId));
}

/** A tab's tables. */
export function useEditorTables(editorId: string | undefined): SqlLabTable[] {
  return useSqlLabSelector((state) => selectEditorTables(state, editorId));
}

/** A run's decoded rows (undefined before they arrive or once cleared). */
export function useResultTable(queryId: string | null | undefined): ColumnarTable | undefined {
  return useSqlLabSelector((state) => selectResultTable(state, queryId));
}

/** The databases SQL Lab may use, by name. */
export function useDatabases(): SqlLabDatabase[] {
  return useSqlLabSelector(selectDatabaseList);
}

/** A tab's cost estimate. */
export function useCostEstimate(editorId: string | undefined): CostEstimate | undefined {
  return useSqlLabSelector((state) => selectCostEstimate(state, editorId));
}
