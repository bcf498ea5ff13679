import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { queryStarted, removeQueryEditor, sqlLabRestored, tabStateLoaded } from './actions';
import {
  activate,
  alterEditor,
  neighbourId,
  removeEditor,
  savePendingEdits,
  type TabsState,
} from './tabRules';
import type { QueryEditor, QueryEditorChanges } from './types';

const initialState: TabsState = {
  queryEditors: [],
  unsavedQueryEditor: {},
  tabHistory: [],
  destroyedQueryEditors: {},
  lastUpdatedActiveTab: null,
  editorTabLastUpdatedAt: 0,
};

interface Edit {
  id: string;
  changes: QueryEditorChanges;
  at: number;
}

const slice = createSlice({
  name: 'sqlLab/tabs',
  initialState,
  reducers: {
    /** Adds a tab (see newQueryEditor): pending edits are saved first, then it becomes active. */
    addQueryEditor(state, action: PayloadAction<QueryEditor>) {
      savePendingEdits(state);
      state.queryEditors.push(action.payload);
      state.tabHistory.push(action.payload.id);
    },
    /** Switches to a tab, saving pending edits. */
    setActiveQueryEditor(state, action: PayloadAction<string>) {
      activate(state, action.payload);
    },
    /** Switches to the next (or previous) tab, in a circle. */
    switchQueryEditor(state, action: PayloadAction<{ backward: boolean }>) {
      const id = neighbourId(state, action.payload.backward);
      if (id) activate(state, id);
    },
    /** Edits a tab (db, catalog, schema, name, cursor, limit, template params, autorun, panes, left bar). */
    updateQueryEditor: {
      reducer(state, action: PayloadAction<Edit>) {
        alterEditor(state, action.payload.id, action.payload.changes, action.payload.at);
      },
      prepare: (id: string, changes: QueryEditorChanges) => ({
        payload: { id, changes, at: Date.now() },
      }),
    },
    /** Sets a tab's SQL; the same SQL on the active tab's pending copy changes nothing. */
    setQueryEditorSql: {
      reducer(state, action: PayloadAction<{ id: string; sql: string; at: number }>) {
        const { id, sql, at } = action.payload;
        const pending = state.unsavedQueryEditor;
        if (pending.id === id && pending.sql === sql) return;
        alterEditor(state, id, { sql }, at);
      },
      prepare: (id: string, sql: string) => ({ payload: { id, sql, at: Date.now() } }),
    },
    /** Sets the selected text, without touching updatedAt. */
    setSelectedText(state, action: PayloadAction<{ id: string; selectedText: string | null }>) {
      alterEditor(
        state,
        action.payload.id,
        { selectedText: action.payload.selectedText },
        undefined,
      );
    },
    /**
     * The tab was saved as a saved query: it keeps the id and takes the saved name. The change
     * is stamped so the server's copy of the tab gets the new name too (another browser shows it).
     */
    markQueryEditorSaved: {
      reducer(
        state,
        action: PayloadAction<{ id: string; remoteId: number; name: string; at: number }>,
      ) {
        const { id, remoteId, name, at } = action.payload;
        const stamp = { remoteId, name, updatedAt: at, inLocalStorage: true };
        const editor = state.queryEditors.find((e) => e.id === id);
        if (editor) Object.assign(editor, stamp);
        if (state.unsavedQueryEditor.id === id) Object.assign(state.unsavedQueryEditor, stamp);
      },
      prepare: (saved: { id: string; remoteId: number; name: string }) => ({
        payload: { ...saved, at: Date.now() },
      }),
    },
    /** The server deleted a removed tab (or never had it). */
    clearDestroyedQueryEditor(state, action: PayloadAction<string>) {
      delete state.destroyedQueryEditors[action.payload];
    },
    /** Records the tab last re-activated on the server. */
    setLastUpdatedActiveTab(state, action: PayloadAction<string | null>) {
      state.lastUpdatedActiveTab = action.payload;
    },
    /**
     * The server stored the tab as it was at `updatedAt`: it keeps `tabViewId`, and leaves
     * browser storage unless it was edited again meanwhile.
     */
    queryEditorSynced(
      state,
      action: PayloadAction<{ id: string; tabViewId: string; updatedAt: number }>,
    ) {
      const { id, tabViewId, updatedAt } = action.payload;
      const editor = state.queryEditors.find((e) => e.id === id);
      if (!editor) return;
      editor.tabViewId = tabViewId;
      const pending = state.unsavedQueryEditor.id === id ? state.unsavedQueryEditor : undefined;
      if (Math.max(editor.updatedAt ?? 0, pending?.updatedAt ?? 0) > updatedAt) return;
      editor.inLocalStorage = false;
      if (pending) pending.inLocalStorage = false;
    },
    /** Records when tabs were last synced. */
    setEditorTabLastUpdatedAt(state, action: PayloadAction<number>) {
      state.editorTabLastUpdatedAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(queryStarted, (state, action) => {
        const query = action.payload;
        if (!query.sqlEditorId) return;
        const at = query.isDataPreview ? undefined : query.startDttm;
        alterEditor(state, query.sqlEditorId, { latestQueryId: query.id }, at);
      })
      .addCase(removeQueryEditor, (state, action) => {
        removeEditor(state, action.payload.id, action.payload.at);
      })
      .addCase(sqlLabRestored, (state, action) => {
        const { queryEditors, tabHistory, unsavedQueryEditor, destroyedQueryEditors } =
          action.payload;
        Object.assign(state, { queryEditors, tabHistory, unsavedQueryEditor });
        state.destroyedQueryEditors = { ...state.destroyedQueryEditors, ...destroyedQueryEditors };
      })
      .addCase(tabStateLoaded, (state, action) => {
        const { id, changes } = action.payload;
        const editor = state.queryEditors.find((e) => e.id === id);
        if (!editor) return;
        Object.assign(editor, changes, { loaded: true });
        // The server's copy won (see storagePriority): older pending edits give way to it.
        if (Object.keys(changes).length && state.unsavedQueryEditor.id === id)
          state.unsavedQueryEditor = {};
      });
  },
});

export const {
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
} = slice.actions;
export const tabsReducer = slice.reducer;
