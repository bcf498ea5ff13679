/** The dashboard's charts, their datasets, and each chart's latest data run. */
import { createSlice, prepareAutoBatched, type PayloadAction } from '@reduxjs/toolkit';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DashboardChart } from '@common/api/dashboards';
import type { DatasourcePayload } from '@common/api/datasets';

/** One chart's data run (Superset's chart state: status, queriesResponse, error). */
export interface ChartRun {
  status: 'idle' | 'loading' | 'success' | 'failed';
  /** The latest answer; kept while a refresh runs so the chart never blanks. */
  queriesResponse: ChartDataResponseEntry[] | null;
  error: string | null;
  /** The form data (with the dashboard's extra filters) the latest run used. */
  formData: Record<string, unknown> | null;
  /** The form data of `queriesResponse` (drawn while a newer run is still loading). */
  resultFormData: Record<string, unknown> | null;
  /** Identifies the latest started run (refresh key + form data), so one is not run twice. */
  runKey: string | null;
  startedAt: number | null;
  endedAt: number | null;
  /** Bumped to ask for a new run; `force` bypasses the server cache. */
  refreshKey: number;
  force: boolean;
}

export interface ChartsState {
  charts: Record<number, DashboardChart>;
  datasets: Record<number, DatasourcePayload>;
  chartRuns: Record<number, ChartRun>;
}

const idleRun: ChartRun = {
  status: 'idle',
  queriesResponse: null,
  error: null,
  formData: null,
  resultFormData: null,
  runKey: null,
  startedAt: null,
  endedAt: null,
  refreshKey: 0,
  force: false,
};

const initialState: ChartsState = { charts: {}, datasets: {}, chartRuns: {} };

const runOf = (state: ChartsState, id: number): ChartRun =>
  (state.chartRuns[id] ??= { ...idleRun });

const slice = createSlice({
  name: 'charts',
  initialState,
  reducers: {
    chartsLoaded(state, action: PayloadAction<DashboardChart[]>) {
      for (const chart of action.payload) state.charts[chart.id] = chart;
    },
    datasetsLoaded(state, action: PayloadAction<DatasourcePayload[]>) {
      for (const dataset of action.payload) state.datasets[dataset.id] = dataset;
    },
    /** A chart was added to the layout from the insert panel. */
    chartAdded(state, action: PayloadAction<DashboardChart>) {
      state.charts[action.payload.id] = action.payload;
    },
    /**
     * Auto-batched: the charts coming into view start their runs in one effect flush, and
     * notifying every subscription once per chart took ~130 ms for 50 charts; the store's
     * autoBatchEnhancer notifies once after them all (the state itself changes at once).
     */
    chartRunStarted: {
      reducer(
        state,
        action: PayloadAction<{ id: number; formData: Record<string, unknown>; runKey?: string }>,
      ) {
        const run = runOf(state, action.payload.id);
        run.status = 'loading';
        run.error = null;
        run.formData = action.payload.formData;
        run.runKey = action.payload.runKey ?? null;
        run.startedAt = Date.now();
      },
      prepare: prepareAutoBatched<{
        id: number;
        formData: Record<string, unknown>;
        runKey?: string;
      }>(),
    },
    chartRunSucceeded(
      state,
      action: PayloadAction<{ id: number; queriesResponse: ChartDataResponseEntry[] }>,
    ) {
      const run = runOf(state, action.payload.id);
      run.status = 'success';
      run.queriesResponse = action.payload.queriesResponse;
      run.resultFormData = run.formData;
      run.endedAt = Date.now();
      run.force = false;
    },
    chartRunFailed(state, action: PayloadAction<{ id: number; error: string }>) {
      const run = runOf(state, action.payload.id);
      run.status = 'failed';
      run.error = action.payload.error;
      run.endedAt = Date.now();
      run.force = false;
    },
    /** Asks the given charts (all when ids is null) to run again; force skips the cache. */
    refreshCharts(state, action: PayloadAction<{ ids: number[] | null; force: boolean }>) {
      const ids = action.payload.ids ?? Object.keys(state.charts).map(Number);
      for (const id of ids) {
        const run = runOf(state, id);
        run.refreshKey += 1;
        run.force = action.payload.force;
      }
    },
  },
});

export const chartsReducer = slice.reducer;
export const {
  chartsLoaded,
  datasetsLoaded,
  chartAdded,
  chartRunStarted,
  chartRunSucceeded,
  chartRunFailed,
  refreshCharts,
} = slice.actions;
