/**
 * Layout edits besides drops (spec §4 "Layout editing"): delete, resize, meta changes, the
 * top-level tabs toggle and adding a chart. Each returns a new layout and leaves its input alone.
 */
import { chartLayoutIdOf, descendantIds, recomputeParents } from './layoutParse';
import { availableWidth, minimumWidth } from './layoutRules';
import { newChartComponent, newComponent } from './newComponent';
import {
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  HEADER_ID,
  ROOT_ID,
  type DashboardLayout,
  type LayoutMeta,
} from './layoutTypes';

const clamp = (value: number, low: number, high: number): number =>
  Math.min(Math.max(value, low), high);

/** Narrows the children of a ROW (last first) until they fit `capacity`; mutates `layout`. */
export function fitRowChildren(layout: DashboardLayout, rowId: string, capacity: number): void {
  const row = layout[rowId];
  if (!row) return;
  let excess =
    row.children.reduce((sum, childId) => sum + (layout[childId]?.meta.width ?? 0), 0) - capacity;
  for (const childId of [...row.children].reverse()) {
    const child = layout[childId];
    if (excess <= 0 || child?.meta.width === undefined) continue;
    const spare = child.meta.width - minimumWidth(layout, childId);
    const cut = Math.min(spare, excess);
    if (cut > 0)
      layout[childId] = { ...child, meta: { ...child.meta, width: child.meta.width - cut } };
    excess -= Math.max(cut, 0);
  }
}

/** Children of a COLUMN never exceed its width (rows inside it are narrowed); mutates `layout`. */
export function clampColumnChildren(layout: DashboardLayout, columnId: string): void {
  const column = layout[columnId];
  const width = column?.meta.width;
  if (!column || width === undefined) return;
  for (const childId of column.children) {
    const child = layout[childId];
    if (!child) continue;
    if (child.type === 'ROW') fitRowChildren(layout, childId, width);
    else if (child.meta.width !== undefined && child.meta.width > width) {
      layout[childId] = { ...child, meta: { ...child.meta, width } };
    }
  }
}

/**
 * Removes `id` and everything under it; a ROW or TABS left empty goes too, and a top-level TABS
 * left empty gives way to an empty grid. ROOT, GRID and HEADER cannot be deleted.
 */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  const item = layout[id];
  if (!item || id === ROOT_ID || id === HEADER_ID || item.type === 'GRID') return layout;
  const next: DashboardLayout = { ...layout };
  for (const removed of descendantIds(layout, id)) delete next[removed];
  const parentId = item.parents?.at(-1);
  const parent = parentId ? next[parentId] : undefined;
  if (parent && parentId) {
    const children = parent.children.filter((child) => child !== id);
    next[parentId] = { ...parent, children };
    const isWrapper = parent.type === 'ROW' || parent.type === 'TABS';
    if (children.length === 0 && isWrapper) {
      if (parent.parents?.at(-1) === ROOT_ID) {
        // The last top-level tab went: the dashboard is a plain grid again.
        delete next[parentId];
        next[GRID_ID] = { type: 'GRID', id: GRID_ID, children: [], meta: {} };
        next[ROOT_ID] = { ...next[ROOT_ID]!, children: [GRID_ID] };
        return recomputeParents(next);
      }
      return deleteComponent(recomputeParents(next), parentId);
    }
  }
  return recomputeParents(next);
}

/**
 * Resizes a component: width within [its minimum, the room its row has left] (a COLUMN's children
 * shrink with it), height within [GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS].
 */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  size: { width?: number; height?: number },
): DashboardLayout {
  const item = layout[id];
  if (!item) return layout;
  const meta: LayoutMeta = { ...item.meta };
  const next: DashboardLayout = { ...layout };
  if (size.width !== undefined && item.meta.width !== undefined) {
    const parentId = item.parents?.at(-1);
    const room = parentId ? availableWidth(layout, parentId, id) : item.meta.width;
    const low = Math.max(GRID_MIN_COLUMN_COUNT, minimumWidth(layout, id));
    meta.width = clamp(Math.round(size.width), low, Math.max(low, room));
  }
  if (size.height !== undefined && item.meta.height !== undefined) {
    meta.height = clamp(Math.round(size.height), GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  }
  next[id] = { ...item, meta };
  if (item.type === 'COLUMN') clampColumnChildren(next, id);
  return next;
}

/** Merges `meta` into a component's meta (header text, tab title, markdown code, background…). */
export function updateComponentMeta(
  layout: DashboardLayout,
  id: string,
  meta: Partial<LayoutMeta>,
): DashboardLayout {
  const item = layout[id];
  if (!item) return layout;
  return { ...layout, [id]: { ...item, meta: { ...item.meta, ...meta } } };
}

/**
 * Superset's top-level tabs toggle: a plain grid's content moves into the first TAB of a new TABS
 * under ROOT; with top-level tabs, the content of every tab moves back into the grid, in order.
 */
export function toggleTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const root = layout[ROOT_ID];
  const contentId = root?.children[0];
  const content = contentId ? layout[contentId] : undefined;
  if (!root || !content || !contentId) return layout;
  const next: DashboardLayout = { ...layout };
  if (content.type === 'GRID') {
    const tabs = newComponent('TABS');
    const tab = newComponent('TAB');
    next[tab.id] = { ...tab, children: [...content.children] };
    next[tabs.id] = { ...tabs, children: [tab.id] };
    delete next[contentId];
    next[ROOT_ID] = { ...root, children: [tabs.id] };
    return recomputeParents(next);
  }
  const children: string[] = [];
  for (const tabId of content.children) {
    children.push(...(layout[tabId]?.children ?? []));
    delete next[tabId];
  }
  delete next[contentId];
  next[GRID_ID] = { type: 'GRID', id: GRID_ID, children, meta: {} };
  next[ROOT_ID] = { ...root, children: [GRID_ID] };
  return recomputeParents(next);
}

/**
 * Places a chart at the end of the dashboard: in the last row of the grid (or first top-level
 * tab) when it has room, else in a new row. Unchanged when the chart is already placed.
 */
export function addChartToLayout(
  layout: DashboardLayout,
  chart: { id: number; slice_name: string; uuid?: string },
): DashboardLayout {
  if (chartLayoutIdOf(layout, chart.id)) return layout;
  const rootChild = layout[layout[ROOT_ID]?.children[0] ?? ''];
  const containerId = rootChild?.type === 'TABS' ? rootChild.children[0] : rootChild?.id;
  const container = containerId ? layout[containerId] : undefined;
  if (!container || !containerId) return layout;
  const next: DashboardLayout = { ...layout };
  const item = newChartComponent(chart);
  next[item.id] = item;
  const lastId = container.children.at(-1);
  const last = lastId ? layout[lastId] : undefined;
  if (
    last?.type === 'ROW' &&
    lastId &&
    availableWidth(layout, lastId) >= GRID_DEFAULT_CHART_WIDTH
  ) {
    next[lastId] = { ...last, children: [...last.children, item.id] };
  } else {
    const row = newComponent('ROW');
    next[row.id] = { ...row, children: [item.id] };
    next[containerId] = { ...container, children: [...container.children, row.id] };
  }
  return recomputeParents(next);
}
