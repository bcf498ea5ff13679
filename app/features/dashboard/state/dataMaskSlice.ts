/**
 * Data masks of native filters and cross-filters (spec §3 "Data mask"): `applied` drives the
 * charts; `draft` holds filter-bar values not applied yet ("Apply filters").
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardDataMask, DataMaskMap } from '@common/dashboard/dashboardMetadata';

export interface DataMaskState {
  applied: DataMaskMap;
  draft: DataMaskMap;
}

const initialState: DataMaskState = { applied: {}, draft: {} };

const slice = createSlice({
  name: 'dataMask',
  initialState,
  reducers: {
    /** Initial masks: filter defaults, then URL `native_filters` or a permalink's dataMask. */
    dataMasksInitialised(_state, action: PayloadAction<DataMaskMap>) {
      return { applied: action.payload, draft: action.payload };
    },
    /** A filter-bar value changed (applied later by "Apply filters"). */
    draftMaskChanged(state, action: PayloadAction<DashboardDataMask>) {
      state.draft[action.payload.id] = action.payload;
    },
    /** "Apply filters": the draft becomes applied. */
    draftApplied(state) {
      state.applied = { ...state.applied, ...state.draft };
    },
    /** A cross-filter or an immediately applied mask (keyed by chart id or filter id). */
    maskApplied(state, action: PayloadAction<DashboardDataMask>) {
      state.applied[action.payload.id] = action.payload;
      state.draft[action.payload.id] = action.payload;
    },
    /** "Clear all" or removing a chip: the masks of these ids go. */
    masksCleared(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        delete state.applied[id];
        delete state.draft[id];
      }
    },
  },
});

export const dataMaskReducer = slice.reducer;
export const { dataMasksInitialised, draftMaskChanged, draftApplied, maskApplied, masksCleared } =
  slice.actions;
