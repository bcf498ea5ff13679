/**
 * A dashboard's `json_metadata` and its native filters, data masks and cross-filter
 * configuration (reference superset-api.md §3.3–3.4, spec §3).
 */
import type { DashboardLayout } from './layoutTypes';

/** Default spread of auto refreshes (ms) and whether they are spread (spec §9). */
export const DEFAULT_STAGGER_TIME = 5000;
export const DEFAULT_STAGGER_REFRESH = true;
/** How long a removed native filter can be restored (ms). */
export const FILTER_REMOVAL_UNDO_MS = 5000;

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

/** The native filter types (Superset's FilterPlugins). */
export const NATIVE_FILTER_TYPES = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timecolumn',
  'filter_timegrain',
] as const;
export type NativeFilterType = (typeof NATIVE_FILTER_TYPES)[number];

/** A simple filter of extraFormData (`filters`). */
export interface ExtraFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** An adhoc filter as extraFormData appends it (SQL or SIMPLE). */
export interface ExtraAdhocFilter {
  expressionType: 'SQL' | 'SIMPLE';
  clause: 'WHERE' | 'HAVING';
  sqlExpression?: string;
  subject?: string;
  operator?: string;
  comparator?: unknown;
  isExtra?: boolean;
}

/** What a filter or cross-filter adds to a chart's form data (reference §3.4). */
export interface ExtraFormData {
  filters?: ExtraFilter[];
  adhoc_filters?: ExtraAdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
}

/** A filter's or chart's state: what it adds to others and what it shows. */
export interface DashboardDataMask {
  id: string;
  extraFormData: ExtraFormData;
  filterState: {
    value?: unknown;
    label?: string;
    selectedValues?: unknown[];
    validateStatus?: 'error' | 'warning';
    validateMessage?: string;
  };
  ownState?: Record<string, unknown>;
}

/** Data masks by filter id (NATIVE_FILTER-…) or chart id (as a string). */
export type DataMaskMap = Record<string, DashboardDataMask>;

/** Layout ids a filter covers, and the charts excluded. */
export interface FilterScope {
  rootPath: string[];
  excluded: number[];
}

/** One native filter (Superset's `Filter`). */
export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  name: string;
  description: string;
  filterType: NativeFilterType;
  /** select/range: dataset + column; time column and grain: dataset only; time: [{}]. */
  targets: { datasetId?: number; column?: { name: string } }[];
  controlValues: {
    multiSelect?: boolean;
    enableEmptyFilter?: boolean;
    defaultToFirstItem?: boolean;
    searchAllOptions?: boolean;
    inverseSelection?: boolean;
    sortAscending?: boolean;
    creatable?: boolean;
    [key: string]: unknown;
  };
  defaultDataMask: Omit<DashboardDataMask, 'id'> | { extraFormData: object; filterState: object };
  cascadeParentIds: string[];
  scope: FilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
  requiredFirst?: boolean;
  sortMetric?: string | null;
  adhoc_filters?: ExtraAdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
}

/** A divider between native filters. */
export interface NativeFilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description: string;
  scope?: FilterScope;
}

export type NativeFilterItem = NativeFilter | NativeFilterDivider;

/** Cross-filter scope of one chart; `global` follows the global configuration. */
export interface ChartCrossFilterConfig {
  id: number;
  crossFilters: { scope: 'global' | FilterScope; chartsInScope: number[] };
}

/** The dashboard's json_metadata (Superset's DashboardJSONMetadataSchema keys we use). */
export interface DashboardMetadata {
  native_filter_configuration?: NativeFilterItem[];
  chart_configuration?: Record<string, ChartCrossFilterConfig>;
  global_chart_configuration?: { scope: FilterScope; chartsInScope: number[] };
  cross_filters_enabled?: boolean;
  filter_bar_orientation?: FilterBarOrientation;
  refresh_frequency?: number;
  timed_refresh_immune_slices?: number[];
  stagger_refresh?: boolean;
  stagger_time?: number;
  expanded_slices?: Record<string, boolean>;
  color_scheme?: string;
  color_namespace?: string;
  color_scheme_domain?: string[];
  label_colors?: Record<string, string>;
  shared_label_colors?: Record<string, string> | string[];
  /** The layout as last sent on save (Superset keeps a copy here). */
  positions?: DashboardLayout;
  default_filters?: string;
  filter_scopes?: Record<string, unknown>;
  import_time?: number;
  remote_id?: number;
  [key: string]: unknown;
}

/** Permalink state of a dashboard (Superset's DashboardPermalinkStateSchema). */
export interface DashboardPermalinkState {
  dataMask?: Record<string, Partial<DashboardDataMask>>;
  activeTabs?: string[];
  anchor?: string | null;
  urlParams?: [string, string][];
}
