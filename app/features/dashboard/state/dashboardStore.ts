/**
 * The dashboard page's own Redux store (created per page, so the app's entry chunk carries
 * none of it) and its typed hooks.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import { chartsReducer } from './chartsSlice';
import { dashboardReducer } from './dashboardSlice';
import { dataMaskReducer } from './dataMaskSlice';
import { layoutReducer } from './layoutSlice';

/** A new store for one dashboard page. */
export function createDashboardStore() {
  return configureStore({
    reducer: {
      dashboard: dashboardReducer,
      layout: layoutReducer,
      charts: chartsReducer,
      dataMask: dataMaskReducer,
    },
    // Chart answers can hold many rows: the dev-only checks would walk all of them.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }),
    devTools: false,
    // Auto-batched actions (chart runs starting) notify subscribers once, in a microtask after
    // the effect flush that dispatched them, not once each (RTK's default waits for a frame).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type DashboardStore = ReturnType<typeof createDashboardStore>;
export type DashboardRootState = ReturnType<DashboardStore['getState']>;
export type DashboardDispatch = DashboardStore['dispatch'];

/** The context the page's <Provider context={DashboardStoreContext}> fills. */
export const DashboardStoreContext =
  createContext<ReactReduxContextValue<DashboardRootState> | null>(null);

/** Typed selector of the dashboard page store. */
export const useDashboardSelector =
  createSelectorHook(DashboardStoreContext).withTypes<DashboardRootState>();
/** Typed dispatch of the dashboard page store. */
export const useDashboardDispatch =
  createDispatchHook(DashboardStoreContext).withTypes<DashboardDispatch>();
/** The store itself (for reading state in event handlers without re-rendering). */
export const useDashboardStore = createStoreHook(DashboardStoreContext).withTypes<DashboardStore>();

/**
 * Spec §4: unsaved changes are any non-layout edit, or layout steps still in the undo
 * history (undoing back to an empty history clears it unless steps overflowed).
 */
export function selectHasUnsavedChanges(state: DashboardRootState): boolean {
  return (
    state.dashboard.ui.hasUnsavedChanges || state.layout.past.length > 0 || state.layout.overflowed
  );
}
