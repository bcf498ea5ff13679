/** The layout being shown or edited, with its undo history (spec §4 "Layout editing"). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import {
  createHistory,
  pushHistory,
  redo,
  type UndoHistory,
  undo,
} from '@common/dashboard/undoHistory';

export type LayoutState = UndoHistory<DashboardLayout>;

const initialState: LayoutState = createHistory<DashboardLayout>({});

const slice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    /** A stored layout (load, save, discard): the history starts over. */
    layoutReset: (_state, action: PayloadAction<DashboardLayout>) => createHistory(action.payload),
    /** An edit: the layout computed by a rule of common/dashboard becomes the present. */
    layoutChanged: (state, action: PayloadAction<DashboardLayout>) =>
      pushHistory(state as LayoutState, action.payload),
    layoutUndone: (state) => undo(state as LayoutState),
    layoutRedone: (state) => redo(state as LayoutState),
  },
});

export const layoutReducer = slice.reducer;
export const { layoutReset, layoutChanged, layoutUndone, layoutRedone } = slice.actions;
