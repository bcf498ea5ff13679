import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sqlLabRestored } from './actions';

/** Where SQL Lab's tabs are kept (browser only, or the server too: a feature flag). */
export interface PersistenceState {
  /** Tabs are stored on the server (SQLLAB_BACKEND_PERSISTENCE); on unless the server says off. */
  backendPersistence: boolean;
  /** Tabs were restored from browser storage and the server: writing them back may start. */
  restored: boolean;
}

const initialState: PersistenceState = { backendPersistence: true, restored: false };

const slice = createSlice({
  name: 'sqlLab/persistence',
  initialState,
  reducers: {
    /** Switches backend persistence (the bootstrap's SQLLAB_BACKEND_PERSISTENCE). */
    setBackendPersistence(state, action: PayloadAction<boolean>) {
      state.backendPersistence = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sqlLabRestored, (state, action) => {
      state.backendPersistence = action.payload.backendPersistence;
      state.restored = true;
    });
  },
});

export const { setBackendPersistence } = slice.actions;
export const persistenceReducer = slice.reducer;
