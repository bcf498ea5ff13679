import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SqlLabDatabase } from './types';

/** The databases SQL Lab may use. */
export interface DatabasesState {
  databases: Record<number, SqlLabDatabase>;
  /** The configured default database id, if any. */
  configuredDefaultDbId: number | null;
  loaded: boolean;
}

const initialState: DatabasesState = { databases: {}, configuredDefaultDbId: null, loaded: false };

const slice = createSlice({
  name: 'sqlLab/databases',
  initialState,
  reducers: {
    /** The databases the user may see in SQL Lab replace the known ones. */
    setDatabases(state, action: PayloadAction<SqlLabDatabase[]>) {
      state.databases = Object.fromEntries(action.payload.map((db) => [db.id, db]));
      state.loaded = true;
    },
    /** Sets (or clears) the configured default database. */
    setConfiguredDefaultDbId(state, action: PayloadAction<number | null>) {
      state.configuredDefaultDbId = action.payload;
    },
  },
});

/** The default database: the configured one, else the lowest id the user may see. */
export function defaultDbId(state: DatabasesState): number | undefined {
  if (state.configuredDefaultDbId !== null) return state.configuredDefaultDbId;
  const ids = Object.values(state.databases).map((db) => db.id);
  return ids.length ? Math.min(...ids) : undefined;
}

export const { setDatabases, setConfiguredDefaultDbId } = slice.actions;
export const databasesReducer = slice.reducer;
