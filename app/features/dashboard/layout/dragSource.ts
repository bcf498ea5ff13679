/** What is being dragged in edit mode, and where the pointer is over. */
import type { ComponentType, LayoutMeta } from '@common/dashboard/layoutTypes';

/** A component of the layout being moved, or a new one from the insert panel. */
export type DragSource =
  | { kind: 'existing'; id: string; type: ComponentType; label: string }
  | {
      kind: 'new';
      type: ComponentType;
      meta?: Partial<LayoutMeta>;
      label: string;
      /** A saved chart from the insert panel's chart list. */
      chartId?: number;
    };

/** Which part of a component the pointer is over. */
export type DropRole = 'item' | 'tabLabel' | 'root';

/** The data of each dnd-kit droppable. */
export interface DropHit {
  layoutId: string;
  role: DropRole;
}

/** dnd-kit id of a droppable. */
export function droppableId(hit: DropHit): string {
  return `${hit.role}:${hit.layoutId}`;
}

/** dnd-kit id of a draggable. */
export function draggableId(source: DragSource): string {
  if (source.kind === 'existing') return `move:${source.id}`;
  return source.chartId === undefined ? `new:${source.type}` : `new-chart:${source.chartId}`;
}

/** Narrows dnd-kit's untyped data to a DragSource. */
export function asDragSource(data: unknown): DragSource | null {
  if (typeof data !== 'object' || data === null || !('kind' in data) || !('type' in data))
    return null;
  return data as DragSource;
}

/** Narrows dnd-kit's untyped data to a DropHit. */
export function asDropHit(data: unknown): DropHit | null {
  if (typeof data !== 'object' || data === null || !('layoutId' in data) || !('role' in data))
    return null;
  return data as DropHit;
}
