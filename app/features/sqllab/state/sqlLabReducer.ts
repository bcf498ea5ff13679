import {
  combineReducers,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { databasesReducer } from './databasesSlice';
import { persistenceReducer } from './persistenceSlice';
import { queriesReducer } from './queriesSlice';
import { queryCostEstimatesReducer } from './queryCostEstimatesSlice';
import { queryHistoryReducer } from './queryHistorySlice';
import { sqlLabUiReducer } from './sqlLabUiSlice';
import { tablesReducer } from './tablesSlice';
import { tabsReducer } from './tabsSlice';

/** SQL Lab's state, under the store's `sqlLab` key. */
export const sqlLabReducer = combineReducers({
  tabs: tabsReducer,
  queries: queriesReducer,
  tables: tablesReducer,
  queryCostEstimates: queryCostEstimatesReducer,
  databases: databasesReducer,
  ui: sqlLabUiReducer,
  queryHistory: queryHistoryReducer,
  persistence: persistenceReducer,
});

export type SqlLabState = ReturnType<typeof sqlLabReducer>;

/** The part of the root state SQL Lab reads; thunks and selectors depend on nothing more. */
export interface SqlLabRootState {
  sqlLab: SqlLabState;
}

/** Dispatch that accepts SQL Lab's thunks. */
export type SqlLabDispatch = ThunkDispatch<SqlLabRootState, unknown, UnknownAction>;

/** A SQL Lab thunk. */
export type SqlLabThunk<R = void> = ThunkAction<R, SqlLabRootState, unknown, UnknownAction>;
