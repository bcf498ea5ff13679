// Explore's state (spec §3 "Explore state" and "Chart runtime state", §4 "Chart status"):
// one feature-local reducer of pure transitions, used by ExplorePage through useReducer.
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';
import type { ExploreSlice } from '@common/api/explore';
import type { AnnotationState, FormData } from '@app/charts/types';

/** Spec §4 chart statuses; 'idle' before the first run. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'failed' | 'stopped' | 'rendered';

/** Spec §4: the alert of a stopped update. */
export const STOPPED_MESSAGE = 'Updating chart was stopped';

/** The chart's runtime state in Explore (its one chart). */
export interface ChartRuntime {
  chartStatus: ChartStatus;
  chartAlert: string | null;
  queriesResponse: ChartDataResponseEntry[] | null;
  /** The form data of the last run: what the shown answer was built from. */
  latestQueryFormData: FormData | null;
  chartUpdateStartTime: number | null;
  chartUpdateEndTime: number | null;
  annotations: AnnotationState | null;
}

/** What the signed-in user may do with this chart (spec §6). */
export interface ExploreCapabilities {
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
}

export interface ExploreState extends ExploreCapabilities {
  phase: 'loading' | 'ready' | 'failed';
  loadError: string | null;
  datasource: DatasourcePayload | null;
  formData: FormData;
  /** Values of controls hidden by their visibility, restored when shown again. */
  hiddenFormData: Record<string, unknown>;
  /** Render-trigger control values changed since the last run: applied on the shown answer. */
  renderOverrides: Record<string, unknown>;
  slice: ExploreSlice | null;
  sliceName: string;
  isStarred: boolean;
  force: boolean;
  /** A control that needs a new query changed since the last run. */
  stale: boolean;
  /** Key of the unsaved state kept server-side (`?form_data_key=`). */
  formDataKey: string | null;
  chart: ChartRuntime;
}

export type ExploreAction =
  | {
      type: 'loaded';
      datasource: DatasourcePayload;
      formData: FormData;
      slice: ExploreSlice | null;
      capabilities: ExploreCapabilities;
      force: boolean;
    }
  | { type: 'loadFailed'; message: string }
  /** The dataset fetched again (after an edit): columns and metrics change, nothing else. */
  | { type: 'datasourceReloaded'; datasource: DatasourcePayload }
  | {
      type: 'formDataChanged';
      formData: FormData;
      hiddenFormData: Record<string, unknown>;
      /** Names of the panel's render-trigger controls (a change re-renders, no new query). */
      renderTriggers: string[];
    }
  | { type: 'chartUpdateStarted'; formData: FormData; at: number }
  | { type: 'chartUpdateSucceeded'; queriesResponse: ChartDataResponseEntry[]; at: number }
  | { type: 'chartUpdateFailed'; message: string; at: number }
  | { type: 'chartUpdateStopped'; at: number }
  | { type: 'chartRenderSucceeded' }
  | { type: 'chartRenderFailed'; message: string }
  | { type: 'annotationsLoaded'; annotations: AnnotationState }
  | { type: 'sliceNameChanged'; name: string }
  | { type: 'starChanged'; isStarred: boolean }
  | { type: 'saved'; slice: ExploreSlice; canOverwrite: boolean }
  | { type: 'formDataKeyStored'; key: string }
  | { type: 'forceChanged'; force: boolean };

const emptyChart: ChartRuntime = {
  chartStatus: 'idle',
  chartAlert: null,
  queriesResponse: null,
  latestQueryFormData: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
  annotations: null,
};

/** The state before GET /api/v1/explore/ answered. */
export function initialExploreState(): ExploreState {
  return {
    phase: 'loading',
    loadError: null,
    datasource: null,
    formData: { viz_type: 'table', datasource: '' },
    hiddenFormData: {},
    renderOverrides: {},
    slice: null,
    sliceName: '',
    isStarred: false,
    force: false,
    stale: false,
    formDataKey: null,
    chart: emptyChart,
    canAdd: false,
    canDownload: false,
    canOverwrite: false,
  };
}

// The first failed entry of an answer (a query may fail while the call succeeds).
function failedEntryMessage(entries: ChartDataResponseEntry[]): string | null {
  const failed = entries.find((entry) => entry.status === 'failed' || entry.error);
  return failed ? (failed.error ?? 'An error occurred') : null;
}

function withChart(state: ExploreState, chart: Partial<ChartRuntime>): ExploreState {
  return { ...state, chart: { ...state.chart, ...chart } };
}

/** Explore's transitions. */
export function exploreReducer(state: ExploreState, action: ExploreAction): ExploreState {
  switch (action.type) {
    case 'loaded':
      return {
        ...initialExploreState(),
        phase: 'ready',
        datasource: action.datasource,
        formData: action.formData,
        slice: action.slice,
        sliceName: action.slice?.slice_name ?? '',
        force: action.force,
        ...action.capabilities,
      };
    case 'loadFailed':
      return { ...state, phase: 'failed', loadError: action.message };
    case 'datasourceReloaded':
      // An answer for a dataset the page has since left changes nothing.
      return state.datasource?.id === action.datasource.id
        ? { ...state, datasource: action.datasource }
        : state;
    case 'formDataChanged': {
      // A new object only when a render trigger changed: the chart repaints on a new one.
      let renderOverrides = state.renderOverrides;
      let changedQuery = false;
      for (const name of Object.keys({ ...state.formData, ...action.formData })) {
        const same = JSON.stringify(state.formData[name]) === JSON.stringify(action.formData[name]);
        if (same) continue;
        if (action.renderTriggers.includes(name)) {
          renderOverrides = { ...renderOverrides, [name]: action.formData[name] };
        } else changedQuery = true;
      }
      return {
        ...state,
        formData: action.formData,
        hiddenFormData: action.hiddenFormData,
        renderOverrides,
        // Stale only once there is an answer to be out of date.
        stale: state.stale || (changedQuery && state.chart.latestQueryFormData !== null),
      };
    }
    case 'chartUpdateStarted':
      return withChart(
        { ...state, stale: false, renderOverrides: {} },
        {
          chartStatus: 'loading',
          chartAlert: null,
          latestQueryFormData: action.formData,
          annotations: null,
          chartUpdateStartTime: action.at,
          chartUpdateEndTime: null,
        },
      );
    case 'chartUpdateSucceeded': {
      const error = failedEntryMessage(action.queriesResponse);
      return withChart(state, {
        chartStatus: error ? 'failed' : 'success',
        chartAlert: error,
        queriesResponse: action.queriesResponse,
        chartUpdateEndTime: action.at,
      });
    }
    case 'chartUpdateFailed':
      return withChart(state, {
        chartStatus: 'failed',
        chartAlert: action.message,
        queriesResponse: null,
        chartUpdateEndTime: action.at,
      });
    case 'chartUpdateStopped':
      return withChart(state, {
        chartStatus: 'stopped',
        chartAlert: STOPPED_MESSAGE,
        chartUpdateEndTime: action.at,
      });
    case 'chartRenderSucceeded':
      // A late paint of an older answer must not hide a newer run's state.
      // Same state when already rendered: a repaint must not re-render the page.
      return state.chart.chartStatus === 'success'
        ? withChart(state, { chartStatus: 'rendered' })
        : state;
    case 'chartRenderFailed':
      return withChart(state, { chartStatus: 'failed', chartAlert: action.message });
    case 'annotationsLoaded':
      return withChart(state, { annotations: action.annotations });
    case 'sliceNameChanged':
      return { ...state, sliceName: action.name };
    case 'starChanged':
      return { ...state, isStarred: action.isStarred };
    case 'saved':
      return {
        ...state,
        slice: action.slice,
        sliceName: action.slice.slice_name,
        canOverwrite: action.canOverwrite,
      };
    case 'formDataKeyStored':
      return { ...state, formDataKey: action.key };
    case 'forceChanged':
      return { ...state, force: action.force };
  }
}

/** The form data the shown answer is rendered with: the last run's plus render-only changes. */
export function renderFormData(
  state: Pick<ExploreState, 'renderOverrides'> & {
    chart: Pick<ChartRuntime, 'latestQueryFormData'>;
  },
): FormData | null {
  const latest = state.chart.latestQueryFormData;
  return latest ? { ...latest, ...state.renderOverrides } : null;
}
