/**
 * The dashboard layout: Superset's `position_json` tree (a flat map of id → component), its
 * component types and the layout constants (reference superset-api.md §3.2, spec §2 and §9).
 */

/** Component types of the layout tree. */
export const COMPONENT_TYPES = [
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Fixed ids. */
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';

/** Layout constants (Superset's dashboard/util/constants). */
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_MIN_ROW_HEIGHT = 16;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;
export const DASHBOARD_ROOT_DEPTH = 0;
/** Undo steps kept (the history holds UNDO_LIMIT + 2 entries, spec §4). */
export const UNDO_LIMIT = 50;
/** Default widths of the vertical filter bar: closed-open and open. */
export const FILTER_BAR_WIDTHS = [240, 320] as const;

export type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';
export type Background = 'BACKGROUND_TRANSPARENT' | 'BACKGROUND_WHITE';

/** meta of a layout component; which keys apply depends on the type. */
export interface LayoutMeta {
  width?: number;
  height?: number;
  background?: Background;
  /** HEADER text, TAB title. */
  text?: string;
  defaultText?: string;
  placeholder?: string;
  headerSize?: HeaderSize;
  /** CHART: the chart (slice) id and its name when placed. */
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  /** MARKDOWN source. */
  code?: string;
}

/** One component of the layout tree. */
export interface LayoutItem {
  type: ComponentType;
  id: string;
  children: string[];
  /** Ancestor ids, root first, parent last. */
  parents?: string[];
  meta: LayoutMeta;
}

/** The layout as the client holds it: id → component (the version key is dropped). */
export type DashboardLayout = Record<string, LayoutItem>;

/** UI-config bit flags of the URL (spec §2). */
export const UI_CONFIG = {
  hideTitle: 1,
  hideTab: 2,
  hideNav: 4,
  hideChartControls: 8,
} as const;

/** Display modes of `?standalone=` (reference §3.2). */
export const STANDALONE_MODES = { NONE: 0, HIDE_NAV: 1, HIDE_NAV_AND_TITLE: 2, REPORT: 3 } as const;
