/**
 * The dashboard being shown: its stored fields, what the caller may do, and the page's UI state
 * (spec §3 "Dashboard state"). Layout, chart runs and data masks have slices of their own.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardPermissions, DashboardRecord } from '@common/api/dashboards';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';

/** The dashboard's stored fields as the page edits them. */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  url: string;
  title: string;
  css: string;
  published: boolean;
  owners: DashboardRecord['owners'];
  roles: DashboardRecord['roles'];
  certifiedBy: string | null;
  certificationDetails: string | null;
  metadata: DashboardMetadata;
  changedOn: string;
  changedByName: string;
  /** Epoch seconds of the last save this page knows of. */
  lastModifiedTime: number;
  /** The stored version this page edits (sent as If-Match on save). */
  etag: string | null;
  permissions: DashboardPermissions;
}

/** The dashboard as last loaded or saved: what Discard and the overwrite check compare to. */
export interface SavedDashboard {
  record: DashboardRecord;
  etag: string | null;
}

/** UI state of the page. */
export interface DashboardUiState {
  editMode: boolean;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  isStarred: boolean | null;
  activeTabs: string[];
  fullSizeChartId: number | null;
  expandedSlices: Record<string, boolean>;
  /** Seconds; 0 = off. */
  refreshFrequency: number;
  /** False: the interval applies to this session only (not saved with the dashboard). */
  shouldPersistRefreshFrequency: boolean;
  isRefreshing: boolean;
  /** A colour scheme picked in this session (spec §4: clears the unsaved flag only on save). */
  updatedColorScheme: boolean;
  /** A layout id the page scrolls to and highlights (anchor, focused chart, permalink). */
  directPathToChild: string[];
  /** Chart whose cross-filter scoping modal is open. */
  crossFilterScopingChartId: number | null;
  filterBarOpen: boolean;
  /** URL display options. */
  standalone: number;
  uiConfig: number;
}

export interface DashboardPageState {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  info: DashboardInfo | null;
  saved: SavedDashboard | null;
  ui: DashboardUiState;
}

/** json_metadata text as an object ({} when empty or not an object). */
export function parseDashboardMetadata(text: string | null | undefined): DashboardMetadata {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as DashboardMetadata)
      : {};
  } catch {
    return {};
  }
}

const NO_PERMISSIONS: DashboardPermissions = {
  can_edit: false,
  can_share: false,
  can_explore: false,
  can_csv: false,
  is_admin: false,
};

/** The page's view of a stored dashboard (load, discard, save). */
export function infoFromRecord(
  record: DashboardRecord,
  etag: string | null,
  permissions: DashboardPermissions | undefined,
): DashboardInfo {
  const changed = Date.parse(record.changed_on_utc);
  return {
    id: record.id,
    slug: record.slug,
    url: record.url,
    title: record.dashboard_title,
    css: record.css ?? '',
    published: record.published,
    owners: record.owners,
    roles: record.roles,
    certifiedBy: record.certified_by,
    certificationDetails: record.certification_details,
    metadata: parseDashboardMetadata(record.json_metadata),
    changedOn: record.changed_on_utc,
    changedByName: record.changed_by_name,
    lastModifiedTime: Number.isFinite(changed) ? Math.floor(changed / 1000) : 0,
    etag,
    permissions: permissions ?? NO_PERMISSIONS,
  };
}

const initialUi: DashboardUiState = {
  editMode: false,
  hasUnsavedChanges: false,
  isSaving: false,
  isStarred: null,
  activeTabs: [],
  fullSizeChartId: null,
  expandedSlices: {},
  refreshFrequency: 0,
  shouldPersistRefreshFrequency: false,
  isRefreshing: false,
  updatedColorScheme: false,
  directPathToChild: [],
  crossFilterScopingChartId: null,
  filterBarOpen: true,
  standalone: 0,
  uiConfig: 0,
};

const initialState: DashboardPageState = {
  status: 'loading',
  error: null,
  info: null,
  saved: null,
  ui: initialUi,
};

const slice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    /** The dashboard arrived (or was saved and re-read). */
    dashboardLoaded(
      state,
      action: PayloadAction<{
        info: DashboardInfo;
        saved: SavedDashboard;
        ui?: Partial<DashboardUiState>;
      }>,
    ) {
      const { info, saved, ui } = action.payload;
      state.status = 'ready';
      state.error = null;
      state.info = info;
      state.saved = saved;
      state.ui = {
        ...state.ui,
        expandedSlices: info.metadata.expanded_slices ?? {},
        refreshFrequency: info.metadata.refresh_frequency ?? 0,
        ...ui,
      };
    },
    dashboardFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    /** Title, css, slug, owners, certification or metadata edited (unsaved until Save). */
    infoChanged(state, action: PayloadAction<Partial<DashboardInfo>>) {
      if (!state.info) return;
      state.info = { ...state.info, ...action.payload };
      state.ui.hasUnsavedChanges = true;
    },
    /** A write that is saved at once (publish, metadata-only PUT): no unsaved flag. */
    infoSaved(
      state,
      action: PayloadAction<{ changes: Partial<DashboardInfo>; record?: DashboardRecord }>,
    ) {
      if (!state.info) return;
      state.info = { ...state.info, ...action.payload.changes };
      if (state.saved && action.payload.record) state.saved.record = action.payload.record;
      if (state.saved && action.payload.changes.etag !== undefined)
        state.saved.etag = action.payload.changes.etag;
    },
    setEditMode(state, action: PayloadAction<boolean>) {
      state.ui.editMode = action.payload;
    },
    setUnsavedChanges(state, action: PayloadAction<boolean>) {
      state.ui.hasUnsavedChanges = action.payload;
    },
    saveStarted(state) {
      state.ui.isSaving = true;
    },
    /** Save success resets unsaved changes, edit mode and the colour flag (spec §4). */
    saveFinished(
      state,
      action: PayloadAction<{ saved: SavedDashboard; info: DashboardInfo } | null>,
    ) {
      state.ui.isSaving = false;
      if (!action.payload) return;
      state.info = action.payload.info;
      state.saved = action.payload.saved;
      state.ui.hasUnsavedChanges = false;
      state.ui.editMode = false;
      state.ui.updatedColorScheme = false;
    },
    setStarred(state, action: PayloadAction<boolean | null>) {
      state.ui.isStarred = action.payload;
    },
    /** A tab was chosen: it replaces the active tab of the same TABS (others stay). */
    setActiveTabs(state, action: PayloadAction<string[]>) {
      state.ui.activeTabs = action.payload;
    },
    setFullSizeChart(state, action: PayloadAction<number | null>) {
      state.ui.fullSizeChartId = action.payload;
    },
    toggleExpandedSlice(state, action: PayloadAction<number>) {
      const key = String(action.payload);
      state.ui.expandedSlices = {
        ...state.ui.expandedSlices,
        [key]: !state.ui.expandedSlices[key],
      };
    },
    /** Spec §4: the unsaved flag is set only when the interval is persisted. */
    setRefreshFrequency(state, action: PayloadAction<{ seconds: number; persist: boolean }>) {
      state.ui.refreshFrequency = action.payload.seconds;
      state.ui.shouldPersistRefreshFrequency = action.payload.persist;
      if (action.payload.persist && state.info) {
        state.info.metadata = { ...state.info.metadata, refresh_frequency: action.payload.seconds };
        state.ui.hasUnsavedChanges = true;
      }
    },
    setRefreshing(state, action: PayloadAction<boolean>) {
      state.ui.isRefreshing = action.payload;
    },
    setColorScheme(state, action: PayloadAction<string | undefined>) {
      if (!state.info) return;
      state.info.metadata = { ...state.info.metadata, color_scheme: action.payload };
      state.ui.updatedColorScheme = true;
      state.ui.hasUnsavedChanges = true;
    },
    setDirectPath(state, action: PayloadAction<string[]>) {
      state.ui.directPathToChild = action.payload;
    },
    openCrossFilterScoping(state, action: PayloadAction<number | null>) {
      state.ui.crossFilterScopingChartId = action.payload;
    },
    setFilterBarOpen(state, action: PayloadAction<boolean>) {
      state.ui.filterBarOpen = action.payload;
    },
  },
});

export const dashboardReducer = slice.reducer;
export const {
  dashboardLoaded,
  dashboardFailed,
  infoChanged,
  infoSaved,
  setEditMode,
  setUnsavedChanges,
  saveStarted,
  saveFinished,
  setStarred,
  setActiveTabs,
  setFullSizeChart,
  toggleExpandedSlice,
  setRefreshFrequency,
  setRefreshing,
  setColorScheme,
  setDirectPath,
  openCrossFilterScoping,
  setFilterBarOpen,
} = slice.actions;
