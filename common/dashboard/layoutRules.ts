/**
 * Which component may hold which, how deep, and how much width a row has left (Superset's
 * isValidChild table and its drop width rules, spec §5).
 */
import {
  DASHBOARD_ROOT_DEPTH,
  GRID_COLUMN_COUNT,
  GRID_MIN_COLUMN_COUNT,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
  type LayoutItem,
} from './layoutTypes';

export const NO_ROOM_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TAB_MESSAGE = 'Can not move top level tab into nested tabs';

const ROOT = DASHBOARD_ROOT_DEPTH;
const ONE = ROOT + 1;
const THREE = ROOT + 3;
const FOUR = ROOT + 4;
const FIVE = ROOT + 5;

/**
 * For each parent type, the child types it takes and the deepest the parent may sit. Depth caps
 * stop containers from nesting forever (row > column > row > column …).
 */
const MAX_PARENT_DEPTH: Partial<Record<ComponentType, Partial<Record<ComponentType, number>>>> = {
  ROOT: { GRID: ROOT, TABS: ROOT },
  GRID: {
    CHART: ONE,
    DYNAMIC: ONE,
    MARKDOWN: ONE,
    COLUMN: ONE,
    DIVIDER: ONE,
    HEADER: ONE,
    ROW: ONE,
    TABS: ONE,
  },
  ROW: { CHART: FOUR, DYNAMIC: FOUR, MARKDOWN: FOUR, COLUMN: FOUR },
  TABS: { TAB: THREE },
  TAB: {
    CHART: FIVE,
    DYNAMIC: FIVE,
    MARKDOWN: FIVE,
    COLUMN: THREE,
    DIVIDER: FIVE,
    HEADER: FIVE,
    ROW: THREE,
    TABS: THREE,
  },
  COLUMN: {
    CHART: FIVE,
    HEADER: FIVE,
    MARKDOWN: FIVE,
    ROW: THREE,
    DIVIDER: THREE,
    TABS: THREE,
    DYNAMIC: FIVE,
  },
};

/** Whether a `parentType` component at depth `parentDepth` may hold a `childType` one. */
export function isValidChild(
  parentType: ComponentType,
  childType: ComponentType,
  parentDepth: number,
): boolean {
  const max = MAX_PARENT_DEPTH[parentType]?.[childType];
  return max !== undefined && parentDepth <= max;
}

/** A TAB of the TABS directly under ROOT. */
export function isTopLevelTab(layout: DashboardLayout, id: string): boolean {
  const item = layout[id];
  if (item?.type !== 'TAB') return false;
  const parentId = item.parents?.at(-1);
  const parent = parentId ? layout[parentId] : undefined;
  return parent?.type === 'TABS' && parent.parents?.at(-1) === ROOT_ID;
}

/**
 * Nesting depth of a component: ROOT is 0 and each ancestor adds one, except TABS and nested
 * TAB containers (a top-level TAB plays the grid's part, so it counts), so that
 * root > grid > tabs > tab > row and root > top tab > row both put the row at depth 2.
 */
export function componentDepth(layout: DashboardLayout, id: string): number {
  const item = layout[id];
  if (!item) return DASHBOARD_ROOT_DEPTH;
  const counted = (item.parents ?? []).filter((ancestorId) => {
    const ancestor = layout[ancestorId];
    if (!ancestor) return false;
    if (ancestor.type === 'TABS') return false;
    if (ancestor.type === 'TAB') return isTopLevelTab(layout, ancestorId);
    return true;
  });
  return DASHBOARD_ROOT_DEPTH + counted.length;
}

/** Width (grid columns) of a component as it takes up space in a row. */
export function componentWidth(item: LayoutItem | undefined): number {
  return item?.meta.width ?? 0;
}

/** The width a container offers its children: a COLUMN's width, else the full grid. */
export function containerWidth(layout: DashboardLayout, parentId: string): number {
  const item = layout[parentId];
  if (!item) return GRID_COLUMN_COUNT;
  if (item.type === 'COLUMN') return item.meta.width ?? GRID_COLUMN_COUNT;
  if (item.type === 'ROW') {
    const rowParentId = item.parents?.at(-1);
    const rowParent = rowParentId ? layout[rowParentId] : undefined;
    if (rowParent?.type === 'COLUMN') return rowParent.meta.width ?? GRID_COLUMN_COUNT;
  }
  return GRID_COLUMN_COUNT;
}

/** Sum of the widths of a ROW's children (without `excludeId`); other containers hold 0. */
export function occupiedWidth(
  layout: DashboardLayout,
  parentId: string,
  excludeId?: string,
): number {
  const parent = layout[parentId];
  if (parent?.type !== 'ROW') return 0;
  return parent.children
    .filter((childId) => childId !== excludeId)
    .reduce((sum, childId) => sum + componentWidth(layout[childId]), 0);
}

/** Grid columns left in `parentId` (a ROW: its width minus its children's; a COLUMN: its width). */
export function availableWidth(
  layout: DashboardLayout,
  parentId: string,
  excludeId?: string,
): number {
  return Math.max(0, containerWidth(layout, parentId) - occupiedWidth(layout, parentId, excludeId));
}

/**
 * The narrowest a component can be made: charts and markdown one column, a COLUMN as wide as its
 * widest child needs, a ROW the sum of its children's minimums.
 */
export function minimumWidth(layout: DashboardLayout, id: string): number {
  const item = layout[id];
  if (!item) return 0;
  if (item.type === 'ROW') {
    return item.children.reduce((sum, childId) => sum + minimumWidth(layout, childId), 0);
  }
  if (item.type === 'COLUMN') {
    const childMinimums = item.children.map((childId) => minimumWidth(layout, childId));
    return Math.max(GRID_MIN_COLUMN_COUNT, ...childMinimums);
  }
  return item.meta.width === undefined ? 0 : GRID_MIN_COLUMN_COUNT;
}
