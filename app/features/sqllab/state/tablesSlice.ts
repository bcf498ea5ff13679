import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { removeQueryEditor, removeTables, sqlLabRestored, tabStateLoaded } from './actions';
import { newClientId } from './newClientId';
import type { SqlLabTable } from './types';

/** The tables part of SQL Lab's state. */
export interface TablesState {
  tables: SqlLabTable[];
}

/** What identifies a table in a tab, plus any fields to set. */
export type TableMerge = Pick<SqlLabTable, 'dbId' | 'queryEditorId' | 'schema' | 'name'> &
  Partial<SqlLabTable>;

/** How a merge treats a table that is new. */
export interface MergeOptions {
  /** The data-preview query that now belongs to the table. */
  previewQueryId?: string;
  /** New tables go first instead of last. */
  prepend?: boolean;
}

/** True when two tables are the same table of the same tab (db, editor, catalog, schema, name). */
export function sameTable(a: TableMerge, b: TableMerge): boolean {
  return (
    a.dbId === b.dbId &&
    a.queryEditorId === b.queryEditorId &&
    (a.catalog ?? null) === (b.catalog ?? null) &&
    a.schema === b.schema &&
    a.name === b.name
  );
}

const initialState: TablesState = { tables: [] };

const slice = createSlice({
  name: 'sqlLab/tables',
  initialState,
  reducers: {
    /** Updates the matching table, or adds it (first with `prepend`). */
    mergeTable: {
      reducer(state, action: PayloadAction<{ table: SqlLabTable; options: MergeOptions }>) {
        const { table, options } = action.payload;
        const existing = state.tables.find((t) => sameTable(t, table));
        if (existing) {
          // The existing table keeps its id: the server and the tab's history know it by it.
          Object.assign(existing, { ...table, id: existing.id });
          if (options.previewQueryId) existing.dataPreviewQueryId = options.previewQueryId;
          return;
        }
        const added = { ...table, dataPreviewQueryId: options.previewQueryId ?? null };
        if (options.prepend) state.tables.unshift(added);
        else state.tables.push(added);
      },
      prepare: (table: TableMerge, options: MergeOptions = {}) => ({
        payload: { table: { expanded: true, id: newClientId(), ...table }, options },
      }),
    },
    /** Opens a table's column list. */
    expandTable(state, action: PayloadAction<string>) {
      const table = state.tables.find((t) => t.id === action.payload);
      if (table) table.expanded = true;
    },
    /** The server stored a table: it takes the server's id and counts as initialized. */
    tableSynced(state, action: PayloadAction<{ id: string; serverId: string }>) {
      const table = state.tables.find((t) => t.id === action.payload.id);
      if (!table) return;
      Object.assign(table, {
        id: action.payload.serverId,
        initialized: true,
        inLocalStorage: false,
      });
    },
    /** Closes a table's column list. */
    collapseTable(state, action: PayloadAction<string>) {
      const table = state.tables.find((t) => t.id === action.payload);
      if (table) table.expanded = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(removeTables, (state, action) => {
        const ids = new Set(action.payload.map((t) => t.id));
        state.tables = state.tables.filter((t) => !ids.has(t.id));
      })
      .addCase(removeQueryEditor, (state, action) => {
        state.tables = state.tables.filter((t) => t.queryEditorId !== action.payload.id);
      })
      .addCase(sqlLabRestored, (state, action) => {
        state.tables = action.payload.tables;
      })
      .addCase(tabStateLoaded, (state, action) => {
        // The server's tables of the tab join the ones the browser kept (same table: server's).
        const incoming = action.payload.tables;
        const kept = state.tables.filter((t) => !incoming.some((s) => sameTable(s, t)));
        state.tables = [...kept, ...incoming];
      });
  },
});

export const { mergeTable, expandTable, collapseTable, tableSynced } = slice.actions;
export const tablesReducer = slice.reducer;
