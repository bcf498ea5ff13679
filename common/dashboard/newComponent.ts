/** New layout components with Superset's default meta (reference superset-api.md §3.2). */
import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type ComponentType,
  type LayoutItem,
  type LayoutMeta,
} from './layoutTypes';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 10;

/** 10 random url-safe characters (64 symbols, so a byte's low 6 bits pick one evenly). */
function randomSuffix(): string {
  const bytes = new Uint8Array(ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte & 63]).join('');
}

/** A new component id, e.g. `CHART-x3Fq9_aB0z`. */
export function newComponentId(type: ComponentType): string {
  return `${type}-${randomSuffix()}`;
}

/** Superset's default meta of each component type. */
export function defaultMeta(type: ComponentType): LayoutMeta {
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, code: '' };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' };
    case 'ROW':
      return { background: 'BACKGROUND_TRANSPARENT' };
    case 'HEADER':
      return {
        text: 'New header',
        headerSize: 'MEDIUM_HEADER',
        background: 'BACKGROUND_TRANSPARENT',
      };
    case 'TAB':
      return { text: '', defaultText: 'Tab title', placeholder: 'Tab title' };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: 'BACKGROUND_TRANSPARENT' };
    default:
      return {};
  }
}

/**
 * A new component of `type` with a fresh id and the default meta overlaid by `meta`. It has no
 * children and no parents yet (a new TABS gets its first TAB when dropped, see layoutDrop).
 */
export function newComponent(type: ComponentType, meta: Partial<LayoutMeta> = {}): LayoutItem {
  return {
    type,
    id: newComponentId(type),
    children: [],
    parents: [],
    meta: { ...defaultMeta(type), ...meta },
  };
}

/** A new CHART component of a saved chart, at the default size (its uuid kept for exports). */
export function newChartComponent(chart: {
  id: number;
  slice_name: string;
  uuid?: string;
}): LayoutItem {
  return newComponent('CHART', {
    chartId: chart.id,
    sliceName: chart.slice_name,
    ...(chart.uuid ? { uuid: chart.uuid } : {}),
  });
}
