import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CostEstimate } from './types';

/** Cost estimates by the id of what was estimated (the tab's id). */
export type QueryCostEstimatesState = Record<string, CostEstimate>;

const slice = createSlice({
  name: 'sqlLab/queryCostEstimates',
  initialState: {} as QueryCostEstimatesState,
  reducers: {
    /** An estimate was asked for. */
    costEstimateStarted(state, action: PayloadAction<string>) {
      state[action.payload] = { completed: false, cost: null, error: null };
    },
    /** The estimate came back. */
    costEstimateReturned(
      state,
      action: PayloadAction<{ id: string; cost: Record<string, unknown>[] }>,
    ) {
      state[action.payload.id] = { completed: true, cost: action.payload.cost, error: null };
    },
    /** The estimate failed; its error is kept. */
    costEstimateFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      state[action.payload.id] = { completed: false, cost: null, error: action.payload.error };
    },
  },
});

export const { costEstimateStarted, costEstimateReturned, costEstimateFailed } = slice.actions;
export const queryCostEstimatesReducer = slice.reducer;
