/**
 * Where a dragged component would land: from the innermost component under the pointer, the
 * nearest container that may hold the dragged type, the position among its children, and the
 * line the drop indicator draws there.
 */
import { componentDepth, isValidChild } from '@common/dashboard/layoutRules';
import {
  GRID_GUTTER_SIZE,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
} from '@common/dashboard/layoutTypes';
import type { DragSource, DropHit } from './dragSource';

/** A box in viewport coordinates. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part whose box is wanted: the component, or a TAB's label in its strip. */
export type BoxPart = 'item' | 'label';

/** Looks up the on-screen box of a component (null when it is not rendered). */
export type BoxOf = (id: string, part: BoxPart) => Box | null;

/** A resolved drop: parent, index after the moved item's removal, and the indicator line. */
export interface DropTarget {
  parentId: string;
  index: number;
  line: Box;
  /** Dropping here would leave the moved component where it is. */
  noop: boolean;
}

/** Components that hold others in a flow (a TABS holds TABs in its strip, handled apart). */
const CONTAINERS: ReadonlySet<ComponentType> = new Set(['GRID', 'TAB', 'ROW', 'COLUMN']);
/** How close to a container's edge (px) the pointer must be to drop beside it, not in it. */
const EDGE = 16;
const HALF_GUTTER = GRID_GUTTER_SIZE / 2;

type Axis = 'x' | 'y';

const axisOf = (type: ComponentType | undefined): Axis =>
  type === 'ROW' || type === 'TABS' ? 'x' : 'y';

const start = (box: Box, axis: Axis) => (axis === 'x' ? box.left : box.top);
const size = (box: Box, axis: Axis) => (axis === 'x' ? box.width : box.height);
const center = (box: Box, axis: Axis) => start(box, axis) + size(box, axis) / 2;

/** Resolves the drop target of `source` with the pointer at `pointer` over `hit`. */
export function resolveDropTarget(
  layout: DashboardLayout,
  source: DragSource,
  hit: DropHit,
  pointer: { x: number; y: number },
  boxOf: BoxOf,
): DropTarget | null {
  const movingId = source.kind === 'existing' ? source.id : null;
  const accepts = (parentId: string | undefined): parentId is string => {
    const parent = parentId ? layout[parentId] : undefined;
    return !!parent && isValidChild(parent.type, source.type, componentDepth(layout, parent.id));
  };
  const at = (value: number, axis: Axis) => (axis === 'x' ? pointer.x : pointer.y) - value;

  /** The target `pos` (in the full children list) of `parentId`. */
  const targetAt = (parentId: string, pos: number): DropTarget | null => {
    const parent = layout[parentId];
    const parentBox = boxOf(parentId, 'item');
    if (!parent || !parentBox) return null;
    const axis = axisOf(parent.type);
    const part: BoxPart = parent.type === 'TABS' ? 'label' : 'item';
    const children = parent.children;
    const line = indicatorLine(
      parentBox,
      axis,
      pos,
      children.map((id) => boxOf(id, part)),
    );
    const from = movingId ? children.indexOf(movingId) : -1;
    const index = from >= 0 && from < pos ? pos - 1 : pos;
    const noop = from >= 0 && (pos === from || pos === from + 1);
    return { parentId, index, line, noop };
  };

  /** Before or after `id` in its parent, by the pointer's side of its centre. */
  const besideOf = (id: string, part: BoxPart): DropTarget | null => {
    const parentId = layout[id]?.parents?.at(-1);
    const parent = parentId ? layout[parentId] : undefined;
    const box = boxOf(id, part);
    if (!parent || !parentId || !box) return null;
    const axis = axisOf(parent.type);
    const after = at(center(box, axis), axis) > 0;
    return targetAt(parentId, parent.children.indexOf(id) + (after ? 1 : 0));
  };

  /** Inside `id`, before the first child whose centre is past the pointer. */
  const insideOf = (id: string): DropTarget | null => {
    const item = layout[id];
    if (!item) return null;
    const axis = axisOf(item.type);
    const pos = item.children.findIndex((childId) => {
      const box = boxOf(childId, 'item');
      return box !== null && at(center(box, axis), axis) < 0;
    });
    return targetAt(id, pos < 0 ? item.children.length : pos);
  };

  if (hit.role === 'root') {
    return source.kind === 'new' && source.type === 'TABS' ? targetAt(ROOT_ID, 0) : null;
  }
  if (hit.role === 'tabLabel') {
    const tab = layout[hit.layoutId];
    if (!tab) return null;
    if (source.type === 'TAB') return besideOf(tab.id, 'label');
    const label = boxOf(tab.id, 'label');
    if (tab.id === movingId || !accepts(tab.id) || !label) return null;
    // Into the tab, last; the tab may be hidden, so the line underlines its label.
    const from = movingId ? tab.children.indexOf(movingId) : -1;
    const last = tab.children.length;
    return {
      parentId: tab.id,
      index: from >= 0 ? last - 1 : last,
      line: { left: label.left, top: label.top + label.height, width: label.width, height: 0 },
      noop: from >= 0 && from === last - 1,
    };
  }

  // Nothing lands inside the moved component: start from the component itself.
  let id: string | undefined = hit.layoutId;
  if (movingId && layout[id]?.parents?.includes(movingId)) id = movingId;
  while (id && id !== ROOT_ID) {
    const item: DashboardLayout[string] | undefined = layout[id];
    if (!item) return null;
    const parentId: string | undefined = item.parents?.at(-1);
    const isContainer = CONTAINERS.has(item.type) && id !== movingId;
    if (isContainer && accepts(id)) {
      const box = boxOf(id, 'item');
      const axis = axisOf(parentId ? layout[parentId]?.type : undefined);
      const nearEdge =
        box !== null &&
        (at(start(box, axis), axis) < EDGE || at(start(box, axis) + size(box, axis), axis) > -EDGE);
      if (nearEdge && item.type !== 'GRID' && item.type !== 'TAB' && accepts(parentId)) {
        return besideOf(id, 'item');
      }
      return insideOf(id);
    }
    if (item.type !== 'GRID' && accepts(parentId)) {
      return besideOf(id, item.type === 'TAB' ? 'label' : 'item');
    }
    id = parentId;
  }
  return null;
}

/** The indicator line at position `pos` among `children` of a container laid out on `axis`. */
function indicatorLine(parent: Box, axis: Axis, pos: number, children: (Box | null)[]): Box {
  const next = children[pos];
  const previous = children[pos - 1];
  if (axis === 'y') {
    const top = next
      ? next.top - HALF_GUTTER
      : previous
        ? previous.top + previous.height + HALF_GUTTER
        : parent.top + HALF_GUTTER;
    return { left: parent.left, top, width: parent.width, height: 0 };
  }
  const ref = next ?? previous;
  const left = next
    ? next.left - HALF_GUTTER
    : previous
      ? previous.left + previous.width + HALF_GUTTER
      : parent.left + HALF_GUTTER;
  const top = ref ? ref.top : parent.top;
  const height = ref ? ref.height : parent.height;
  return { left, top, width: 0, height };
}
