/**
 * Reading and writing `position_json`: a tolerant parser that always yields a well-formed tree
 * (reference superset-api.md §3.2), the serializer, and lookups of charts in the tree.
 */
import {
  COMPONENT_TYPES,
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
  type LayoutItem,
  type LayoutMeta,
} from './layoutTypes';
import { newChartComponent, newComponent } from './newComponent';

/** A chart as the layout needs it. */
interface LayoutChart {
  id: number;
  slice_name: string;
  uuid?: string;
}

/** ROOT_ID holding an empty GRID_ID, and HEADER_ID with the title. */
export function emptyLayout(title?: string): DashboardLayout {
  return {
    [ROOT_ID]: { type: 'ROOT', id: ROOT_ID, children: [GRID_ID], parents: [], meta: {} },
    [GRID_ID]: { type: 'GRID', id: GRID_ID, children: [], parents: [ROOT_ID], meta: {} },
    [HEADER_ID]: { type: 'HEADER', id: HEADER_ID, children: [], meta: { text: title ?? '' } },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isComponentType(value: unknown): value is ComponentType {
  return typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);
}

/** One stored entry as a LayoutItem, or null when it is not a component. */
function readItem(key: string, value: unknown): LayoutItem | null {
  if (!isRecord(value) || !isComponentType(value.type)) return null;
  const id = typeof value.id === 'string' && value.id !== '' ? value.id : key;
  if (id !== key) return null;
  const children = Array.isArray(value.children)
    ? value.children.filter((child): child is string => typeof child === 'string')
    : [];
  const meta = isRecord(value.meta) ? (value.meta as LayoutMeta) : {};
  return { type: value.type, id, children, meta: { ...meta } };
}

/**
 * Rebuilds every `parents` array from ROOT_ID down and drops what ROOT_ID does not reach:
 * children naming missing ids, a second parent of the same id, cycles and orphans (HEADER_ID
 * stays). Returns a new map; items are copied.
 */
export function recomputeParents(layout: DashboardLayout): DashboardLayout {
  const result: DashboardLayout = {};
  const visit = (id: string, parents: string[]): void => {
    const item = layout[id];
    if (!item || result[id]) return;
    const copy: LayoutItem = { ...item, parents, children: [] };
    result[id] = copy;
    const childParents = [...parents, id];
    for (const childId of item.children) {
      if (!layout[childId] || result[childId] || childId === HEADER_ID) continue;
      visit(childId, childParents);
      copy.children.push(childId);
    }
  };
  visit(ROOT_ID, []);
  const header = layout[HEADER_ID];
  if (header) result[HEADER_ID] = { ...header, children: [] };
  return result;
}

/** Charts in rows of GRID_COLUMN_COUNT / default width, added to `containerId`. */
function appendChartRows(
  layout: DashboardLayout,
  containerId: string,
  charts: LayoutChart[],
): DashboardLayout {
  const container = layout[containerId];
  if (!container || charts.length === 0) return layout;
  const next: DashboardLayout = { ...layout };
  const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
  const rowIds: string[] = [];
  for (let start = 0; start < charts.length; start += perRow) {
    const row = newComponent('ROW');
    for (const chart of charts.slice(start, start + perRow)) {
      const item = newChartComponent(chart);
      next[item.id] = item;
      row.children.push(item.id);
    }
    next[row.id] = row;
    rowIds.push(row.id);
  }
  next[containerId] = { ...container, children: [...container.children, ...rowIds] };
  return next;
}

/** The GRID, or the first top-level TAB when the dashboard has top-level tabs. */
function mainContainerId(layout: DashboardLayout): string {
  const rootChild = layout[ROOT_ID]?.children[0];
  const rootChildItem = rootChild ? layout[rootChild] : undefined;
  if (rootChildItem?.type === 'TABS') return rootChildItem.children[0] ?? GRID_ID;
  return rootChild ?? GRID_ID;
}

/** Parsed entries of position_json, or null when the text is not a usable layout. */
function readStored(positionJson: string | null | undefined): DashboardLayout | null {
  if (!positionJson || positionJson.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(positionJson);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const layout: DashboardLayout = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const item = readItem(key, value);
    if (item) layout[key] = item;
  }
  const root = layout[ROOT_ID];
  if (root?.type !== 'ROOT') return null;
  return layout;
}

/** ROOT must hold exactly one GRID or TABS; a broken root gets the grid back. */
function ensureRootContent(layout: DashboardLayout): DashboardLayout {
  const root = layout[ROOT_ID];
  if (!root) return layout;
  const content = root.children.filter((id) => {
    const type = layout[id]?.type;
    return type === 'GRID' || type === 'TABS';
  });
  if (content.length > 0) return { ...layout, [ROOT_ID]: { ...root, children: [content[0]!] } };
  const grid = layout[GRID_ID]?.type === 'GRID' ? layout[GRID_ID] : undefined;
  return {
    ...layout,
    [GRID_ID]: grid ?? { type: 'GRID', id: GRID_ID, children: [], meta: {} },
    [ROOT_ID]: { ...root, children: [GRID_ID] },
  };
}

/**
 * The layout of a dashboard from its stored position_json. Missing, invalid or empty text gives
 * Superset's default (the charts in rows of three); charts of the dashboard the layout does not
 * place are added in new rows at the end (as Superset does on load); the version key and
 * dangling children are dropped and every `parents` is recomputed.
 */
export function parseLayout(
  positionJson: string | null | undefined,
  charts: LayoutChart[] = [],
  title?: string,
): DashboardLayout {
  const stored = readStored(positionJson);
  let layout = stored ? recomputeParents(ensureRootContent(stored)) : emptyLayout(title);
  const header = layout[HEADER_ID];
  const headerText = title ?? header?.meta.text ?? '';
  layout[HEADER_ID] = {
    type: 'HEADER',
    id: HEADER_ID,
    children: [],
    meta: { ...header?.meta, text: headerText },
  };
  const placed = new Set(chartIdsInLayout(layout));
  const names = new Map(charts.map((chart) => [chart.id, chart.slice_name]));
  for (const item of Object.values(layout)) {
    const chartId = item.meta.chartId;
    if (item.type === 'CHART' && chartId !== undefined && !item.meta.sliceName) {
      const name = names.get(chartId);
      if (name) layout[item.id] = { ...item, meta: { ...item.meta, sliceName: name } };
    }
  }
  const missing = charts.filter((chart) => !placed.has(chart.id));
  layout = appendChartRows(layout, mainContainerId(layout), missing);
  return recomputeParents(layout);
}

/** position_json text of a layout, with Superset's version key. */
export function serializeLayout(layout: DashboardLayout): string {
  return JSON.stringify({ [DASHBOARD_VERSION_KEY]: 'v2', ...layout });
}

/** Ids of the layout components under `id`, depth first in document order (`id` included). */
export function descendantIds(layout: DashboardLayout, id: string): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  const walk = (current: string): void => {
    if (seen.has(current)) return;
    seen.add(current);
    const item = layout[current];
    if (!item) return;
    result.push(current);
    for (const child of item.children) walk(child);
  };
  walk(id);
  return result;
}

/** Chart ids placed in the layout, in document order, each once. */
export function chartIdsInLayout(layout: DashboardLayout): number[] {
  const ids: number[] = [];
  for (const id of descendantIds(layout, ROOT_ID)) {
    const item = layout[id];
    const chartId = item?.meta.chartId;
    if (item?.type === 'CHART' && typeof chartId === 'number' && !ids.includes(chartId)) {
      ids.push(chartId);
    }
  }
  return ids;
}

/** The layout id of the CHART component showing `chartId`. */
export function chartLayoutIdOf(layout: DashboardLayout, chartId: number): string | undefined {
  return descendantIds(layout, ROOT_ID).find((id) => {
    const item = layout[id];
    return item?.type === 'CHART' && item.meta.chartId === chartId;
  });
}
