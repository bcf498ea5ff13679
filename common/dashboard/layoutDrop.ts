/**
 * Dropping a new or moved component into the layout (spec §4 "Layout editing", §5): legal
 * parents, wrapping in a new row, the width check, the top-level tab rule, and cleanup of the
 * empty row or tabs a move leaves behind.
 */
import { chartLayoutIdOf, descendantIds, recomputeParents } from './layoutParse';
import {
  NO_ROOM_MESSAGE,
  TOP_LEVEL_TAB_MESSAGE,
  availableWidth,
  componentDepth,
  containerWidth,
  isTopLevelTab,
  isValidChild,
  minimumWidth,
} from './layoutRules';
import { clampColumnChildren, fitRowChildren, toggleTopLevelTabs } from './layoutEdit';
import { newComponent } from './newComponent';
import {
  HEADER_ID,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
  type LayoutMeta,
} from './layoutTypes';

/** Where a component is dropped. */
export interface DropSpec {
  item: { id: string } | { newType: ComponentType; meta?: Partial<LayoutMeta> };
  /** Container dropped into (ROW, COLUMN, GRID, TAB, TABS, ROOT…). */
  parentId: string;
  /** Position among parentId's children (after removal of the moved item). */
  index: number;
}

/** The new layout, or the input layout and why the drop was refused. */
export interface DropOutcome {
  layout: DashboardLayout;
  error: string | null;
  droppedId: string | null;
}

export const INVALID_DROP_MESSAGE = 'Invalid drop: this component cannot be placed here.';
export const CHART_ALREADY_ADDED_MESSAGE = 'This chart is already on the dashboard.';

/** Types wrapped in a new ROW when dropped straight into a GRID or TAB. */
const ROW_WRAPPED: ReadonlySet<ComponentType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);
/** Types that cannot be dropped (section HEADERs can; the dashboard's HEADER_ID cannot). */
const FIXED: ReadonlySet<ComponentType> = new Set(['ROOT', 'GRID']);

function refuse(layout: DashboardLayout, error: string): DropOutcome {
  return { layout, error, droppedId: null };
}

/** Whether every component under `id` sits in a parent that may hold it. */
function subtreeIsValid(layout: DashboardLayout, id: string): boolean {
  return descendantIds(layout, id).every((descendantId) => {
    const item = layout[descendantId];
    const parentId = item?.parents?.at(-1);
    const parent = parentId ? layout[parentId] : undefined;
    if (!item || !parent || !parentId) return false;
    return isValidChild(parent.type, item.type, componentDepth(layout, parentId));
  });
}

/**
 * Fits the dropped component into the width its new parent offers: unchanged when it fits,
 * narrowed when its minimum fits, otherwise NO_ROOM_MESSAGE. Mutates `layout` (a working copy).
 */
function fitWidth(layout: DashboardLayout, id: string, parentId: string): string | null {
  const item = layout[id];
  const parent = layout[parentId];
  if (!item || !parent) return null;
  if (parent.type === 'ROW' && item.meta.width !== undefined) {
    const room = availableWidth(layout, parentId, id);
    if (item.meta.width <= room) return null;
    if (minimumWidth(layout, id) > room) return NO_ROOM_MESSAGE;
    layout[id] = { ...item, meta: { ...item.meta, width: room } };
    if (item.type === 'COLUMN') clampColumnChildren(layout, id);
    return null;
  }
  if (parent.type === 'COLUMN') {
    const capacity = containerWidth(layout, parentId);
    if (minimumWidth(layout, id) > capacity) return NO_ROOM_MESSAGE;
    if (item.type === 'ROW') fitRowChildren(layout, id, capacity);
    else if (item.meta.width !== undefined && item.meta.width > capacity) {
      layout[id] = { ...item, meta: { ...item.meta, width: capacity } };
    }
  }
  return null;
}

/** Takes `id` out of its parent; returns the old parent's id. */
function detach(layout: DashboardLayout, id: string): string | undefined {
  const parentId = layout[id]?.parents?.at(-1);
  const parent = parentId ? layout[parentId] : undefined;
  if (!parent || !parentId) return undefined;
  layout[parentId] = { ...parent, children: parent.children.filter((child) => child !== id) };
  return parentId;
}

function insertAt(layout: DashboardLayout, parentId: string, index: number, id: string): void {
  const parent = layout[parentId];
  if (!parent) return;
  const children = [...parent.children];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, id);
  layout[parentId] = { ...parent, children };
}

/** A new TABS dropped on ROOT turns the dashboard's content into top-level tabs. */
function dropTabsOnRoot(layout: DashboardLayout, isNew: boolean): DropOutcome {
  const rootChild = layout[layout[ROOT_ID]?.children[0] ?? ''];
  if (!isNew || rootChild?.type !== 'GRID') return refuse(layout, INVALID_DROP_MESSAGE);
  const next = toggleTopLevelTabs(layout);
  return { layout: next, error: null, droppedId: next[ROOT_ID]?.children[0] ?? null };
}

/** The component being dropped, added to `work` when new (a new TABS gets its first TAB). */
function materialize(work: DashboardLayout, item: DropSpec['item']): string | { error: string } {
  if ('id' in item) {
    const existing = work[item.id];
    if (!existing || FIXED.has(existing.type) || item.id === HEADER_ID) {
      return { error: INVALID_DROP_MESSAGE };
    }
    return item.id;
  }
  const created = newComponent(item.newType, item.meta);
  if (FIXED.has(created.type)) return { error: INVALID_DROP_MESSAGE };
  const chartId = created.meta.chartId;
  if (created.type === 'CHART' && chartId !== undefined && chartLayoutIdOf(work, chartId)) {
    return { error: CHART_ALREADY_ADDED_MESSAGE };
  }
  work[created.id] = created;
  if (created.type === 'TABS') {
    const tab = newComponent('TAB');
    work[tab.id] = tab;
    created.children = [tab.id];
  }
  return created.id;
}

/**
 * Drops a new or existing component into `drop.parentId` at `drop.index`. Returns the new layout
 * with parents recomputed, or the input layout with an error when the drop is refused.
 */
export function dropComponent(layout: DashboardLayout, drop: DropSpec): DropOutcome {
  const parent = layout[drop.parentId];
  if (!parent) return refuse(layout, INVALID_DROP_MESSAGE);
  const movingId = 'id' in drop.item ? drop.item.id : null;
  const itemType = movingId
    ? layout[movingId]?.type
    : 'newType' in drop.item
      ? drop.item.newType
      : undefined;
  if (parent.type === 'ROOT' && itemType === 'TABS')
    return dropTabsOnRoot(layout, movingId === null);
  if (movingId && descendantIds(layout, movingId).includes(drop.parentId)) {
    return refuse(layout, INVALID_DROP_MESSAGE);
  }
  if (movingId && isTopLevelTab(layout, movingId)) {
    const topTabsId = layout[movingId]?.parents?.at(-1);
    if (drop.parentId !== topTabsId) return refuse(layout, TOP_LEVEL_TAB_MESSAGE);
  }

  const work: DashboardLayout = { ...layout };
  const materialized = materialize(work, drop.item);
  if (typeof materialized !== 'string') return refuse(layout, materialized.error);
  const id = materialized;
  const item = work[id]!;
  const oldParentId = movingId ? detach(work, id) : undefined;

  let targetId = drop.parentId;
  let index = drop.index;
  if ((parent.type === 'GRID' || parent.type === 'TAB') && ROW_WRAPPED.has(item.type)) {
    const row = newComponent('ROW');
    work[row.id] = row;
    insertAt(work, drop.parentId, drop.index, row.id);
    targetId = row.id;
    index = 0;
  }
  insertAt(work, targetId, index, id);

  // A move may leave its old ROW or TABS empty: it goes (never ROOT's own child).
  const oldParent = oldParentId ? work[oldParentId] : undefined;
  if (
    oldParent &&
    oldParentId !== targetId &&
    oldParent.children.length === 0 &&
    (oldParent.type === 'ROW' || oldParent.type === 'TABS') &&
    oldParent.parents?.at(-1) !== ROOT_ID
  ) {
    detach(work, oldParent.id);
    delete work[oldParent.id];
  }

  const placed = recomputeParents(work);
  // The wrapper row is checked with the item (a TAB too deep for a row refuses both).
  const checkFrom = targetId === drop.parentId ? id : targetId;
  if (!placed[id] || !subtreeIsValid(placed, checkFrom))
    return refuse(layout, INVALID_DROP_MESSAGE);
  const widthError = fitWidth(placed, id, targetId);
  if (widthError) return refuse(layout, widthError);
  return { layout: placed, error: null, droppedId: id };
}
