/**
 * What the dashboard address asks for (spec §2): `?edit=true`, `?native_filters=(…)` (rison),
 * `?standalone=0–3`, `?uiConfig=` bit flags, a focused chart (`?focused_chart=<id>` or the
 * anchor `#CHART-…`), `?force=1`. Pure, so the rules have unit tests.
 */
import type { DashboardPermissions } from '@common/api/dashboards';
import { decodeRison, type RisonValue } from '@common/api/rison';
import type { DashboardDataMask, DataMaskMap } from '@common/dashboard/dashboardMetadata';
import { STANDALONE_MODES, UI_CONFIG } from '@common/dashboard/layoutTypes';

/** The page's display and state requests, read from its address. */
export interface DashboardUrlState {
  /** `edit=true` was asked for (granted only with can_edit: see `editModeAllowed`). */
  edit: boolean;
  /** Preselected filter values, or null when absent or unreadable. */
  nativeFilters: DataMaskMap | null;
  /** 0 none, 1 hide nav, 2 hide nav and title, 3 report. */
  standalone: number;
  /** Bit flags of UI_CONFIG. */
  uiConfig: number;
  focusedChartId: number | null;
  /** A layout id from the hash (`#CHART-abc`, `#TAB-xyz`). */
  anchor: string | null;
  force: boolean;
}

const truthy = (value: string | null) =>
  value !== null && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

const isRecord = (value: RisonValue | undefined): value is { [key: string]: RisonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `native_filters` rison: `(NATIVE_FILTER-x:(filterState:(…),extraFormData:(…)))`. */
export function parseNativeFilters(text: string | null): DataMaskMap | null {
  if (!text) return null;
  let decoded: RisonValue;
  try {
    decoded = decodeRison(text);
  } catch {
    return null;
  }
  if (!isRecord(decoded)) return null;
  const masks: DataMaskMap = {};
  for (const [id, value] of Object.entries(decoded)) {
    if (!isRecord(value)) continue;
    const extra = value.extraFormData;
    const state = value.filterState;
    const own = value.ownState;
    masks[id] = {
      id,
      extraFormData: (isRecord(extra) ? extra : {}) as DashboardDataMask['extraFormData'],
      filterState: (isRecord(state) ? state : {}) as DashboardDataMask['filterState'],
      ...(isRecord(own) ? { ownState: own } : {}),
    };
  }
  return masks;
}

/** `standalone`: 0–3; `true`/other truthy text means 1 (Superset's boolean form). */
export function parseStandalone(text: string | null): number {
  if (text === null || text === '') return STANDALONE_MODES.NONE;
  if (/^\d+$/.test(text)) {
    const mode = Number(text);
    return mode >= 0 && mode <= STANDALONE_MODES.REPORT ? mode : STANDALONE_MODES.NONE;
  }
  return truthy(text) ? STANDALONE_MODES.HIDE_NAV : STANDALONE_MODES.NONE;
}

const ALL_UI_BITS =
  UI_CONFIG.hideTitle | UI_CONFIG.hideTab | UI_CONFIG.hideNav | UI_CONFIG.hideChartControls;

/** `uiConfig`: a number of bit flags (unknown bits dropped; anything else is 0). */
export function parseUiConfig(text: string | null): number {
  if (!text || !/^\d{1,4}$/.test(text)) return 0;
  return Number(text) & ALL_UI_BITS;
}

function parseFocusedChart(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The address's requests (`search` with or without `?`, `hash` with or without `#`). */
export function parseDashboardUrl(search: string, hash = ''): DashboardUrlState {
  const params = new URLSearchParams(search);
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return {
    edit: params.get('edit') === 'true',
    nativeFilters: parseNativeFilters(params.get('native_filters')),
    standalone: parseStandalone(params.get('standalone')),
    uiConfig: parseUiConfig(params.get('uiConfig') ?? params.get('ui_config')),
    focusedChartId: parseFocusedChart(params.get('focused_chart')),
    anchor: /^[A-Z]+-[\w-]{1,100}$/.test(anchor) ? anchor : null,
    force: truthy(params.get('force')),
  };
}

/** Edit mode from the address is granted only to those who may edit (spec §6). */
export function editModeAllowed(
  url: DashboardUrlState,
  permissions: DashboardPermissions,
): boolean {
  return url.edit && permissions.can_edit;
}

/** The app's navigation shows unless standalone ≥ 1 or uiConfig hides it. */
export function showsNav(standalone: number, uiConfig: number): boolean {
  return standalone === STANDALONE_MODES.NONE && (uiConfig & UI_CONFIG.hideNav) === 0;
}

/** The dashboard header shows unless standalone ≥ 2 or uiConfig hides the title. */
export function showsHeader(standalone: number, uiConfig: number): boolean {
  return standalone < STANDALONE_MODES.HIDE_NAV_AND_TITLE && (uiConfig & UI_CONFIG.hideTitle) === 0;
}

/** The filter bar shows except in report mode (standalone 3). */
export function showsFilterBar(standalone: number): boolean {
  return standalone !== STANDALONE_MODES.REPORT;
}

/** Chart headers keep their controls unless uiConfig hides them or the page is a report. */
export function showsChartControls(standalone: number, uiConfig: number): boolean {
  return standalone !== STANDALONE_MODES.REPORT && (uiConfig & UI_CONFIG.hideChartControls) === 0;
}

/**
 * The dashboard's own address (spec §2: rewritten to the slug after load and save), keeping the
 * query and hash; `edit` goes when the page is not in edit mode.
 */
export function dashboardAddress(
  idOrSlug: string | number,
  search: string,
  hash = '',
  editMode = false,
): string {
  const params = new URLSearchParams(search);
  if (editMode) params.set('edit', 'true');
  else params.delete('edit');
  const query = params.toString();
  return `/superset/dashboard/${encodeURIComponent(String(idOrSlug))}/${query ? `?${query}` : ''}${hash}`;
}
