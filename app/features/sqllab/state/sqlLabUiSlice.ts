import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RESULTS_PANE_TAB } from '@common/constants/sqlLab';
import { queryStarted, removeTables } from './actions';

/** Page-level SQL Lab state: the south pane tab, offline flag and data source creation. */
export interface SqlLabUiState {
  /** "Results", "History", or a data-preview query id. */
  activeSouthPaneTab: string;
  /** A poll failed on the network; cleared by the next poll that answers. */
  offline: boolean;
  /** A dataset made from a query. */
  datasource: Record<string, unknown> | null;
  isDatasourceLoading: boolean;
  errorMessage: string | null;
}

const initialState: SqlLabUiState = {
  activeSouthPaneTab: RESULTS_PANE_TAB,
  offline: false,
  datasource: null,
  isDatasourceLoading: false,
  errorMessage: null,
};

const slice = createSlice({
  name: 'sqlLab/ui',
  initialState,
  reducers: {
    /** Shows a south pane tab. */
    setActiveSouthPaneTab(state, action: PayloadAction<string>) {
      state.activeSouthPaneTab = action.payload;
    },
    /** Marks the page offline (or back online). */
    setOffline(state, action: PayloadAction<boolean>) {
      state.offline = action.payload;
    },
    /** Data source creation started: loading, error cleared. */
    createDatasourceStarted(state) {
      state.isDatasourceLoading = true;
      state.errorMessage = null;
    },
    /** Data source created: it is stored. */
    createDatasourceSucceeded(state, action: PayloadAction<Record<string, unknown>>) {
      state.isDatasourceLoading = false;
      state.errorMessage = null;
      state.datasource = action.payload;
    },
    /** Data source creation failed: the error is stored. */
    createDatasourceFailed(state, action: PayloadAction<string>) {
      state.isDatasourceLoading = false;
      state.errorMessage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(queryStarted, (state, action) => {
        // A run outside any tab is a data preview: show its pane.
        if (!action.payload.sqlEditorId) state.activeSouthPaneTab = action.payload.id;
      })
      .addCase(removeTables, (state, action) => {
        if (action.payload.some((t) => t.dataPreviewQueryId === state.activeSouthPaneTab))
          state.activeSouthPaneTab = RESULTS_PANE_TAB;
      });
  },
});

export const {
  setActiveSouthPaneTab,
  setOffline,
  createDatasourceStarted,
  createDatasourceSucceeded,
  createDatasourceFailed,
} = slice.actions;
export const sqlLabUiReducer = slice.reducer;
