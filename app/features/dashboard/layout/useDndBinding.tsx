/**
 * Edit-mode drag and drop for a layout element without loading dnd-kit in view mode: the hooks
 * answer an element to render beside the target (the lazily loaded binding) and what it reports.
 */
import { type ReactNode, type RefObject, useState } from 'react';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import type { DragBound } from './DndBinding';
import type { DragSource, DropHit } from './dragSource';

const bindings = moduleLoader(() => import('./DndBinding'));

/** Loads the dnd-kit bindings (edit mode starts it, so they are there for the first drag). */
export const loadDndBindings = () => bindings.load();

/** The element as a drag source in edit mode: [binding element, listeners and attributes]. */
export function useDragBinding(
  editMode: boolean,
  nodeRef: RefObject<HTMLElement | null>,
  source: DragSource,
): [ReactNode, DragBound | null] {
  const module = useLoadedModule(bindings, editMode);
  const [bound, setBound] = useState<DragBound | null>(null);
  if (!editMode || !module) return [null, null];
  const element = <module.DraggableBinding nodeRef={nodeRef} source={source} onBound={setBound} />;
  return [element, bound];
}

/** The element as a drop target in edit mode: [binding element, whether a drag is over it]. */
export function useDropBinding(
  editMode: boolean,
  nodeRef: RefObject<HTMLElement | null>,
  hit: DropHit,
  disabled = false,
): [ReactNode, boolean] {
  const module = useLoadedModule(bindings, editMode);
  const [over, setOver] = useState(false);
  if (!editMode || !module) return [null, false];
  const element = (
    <module.DroppableBinding nodeRef={nodeRef} hit={hit} disabled={disabled} onOver={setOver} />
  );
  return [element, over && !disabled];
}
