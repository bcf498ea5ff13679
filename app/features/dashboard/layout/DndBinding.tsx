/**
 * Edit mode's dnd-kit registrations of one layout element, as render-nothing components: the
 * element itself stays the same in both modes (so view mode never runs dnd-kit's hooks and
 * switching modes keeps the charts), and these attach to it through its ref.
 */
import { type DraggableAttributes, useDraggable, useDroppable } from '@dnd-kit/core';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { draggableId, droppableId, type DragSource, type DropHit } from './dragSource';

/** What a draggable hands back to its element: the pointer listeners and ARIA attributes. */
export interface DragBound {
  listeners: ReturnType<typeof useDraggable>['listeners'];
  attributes: DraggableAttributes;
}

/** Makes the element a drag source; reports its listeners. */
export function DraggableBinding(props: {
  nodeRef: RefObject<HTMLElement | null>;
  source: DragSource;
  onBound: (bound: DragBound) => void;
}) {
  const { nodeRef, source, onBound } = props;
  const drag = useDraggable({ id: draggableId(source), data: source });
  const { setNodeRef, listeners, attributes } = drag;
  // Every render: cheap, and the element may have been attached after this mounted.
  useLayoutEffect(() => setNodeRef(nodeRef.current));
  useEffect(() => onBound({ listeners, attributes }), [listeners, attributes, onBound]);
  return null;
}

/** Makes the element a drop target; reports whether a drag is over it. */
export function DroppableBinding(props: {
  nodeRef: RefObject<HTMLElement | null>;
  hit: DropHit;
  disabled?: boolean;
  onOver: (over: boolean) => void;
}) {
  const { nodeRef, hit, disabled, onOver } = props;
  const drop = useDroppable({ id: droppableId(hit), data: hit, disabled });
  const { setNodeRef, isOver } = drop;
  useLayoutEffect(() => setNodeRef(nodeRef.current));
  useEffect(() => onOver(isOver), [isOver, onOver]);
  return null;
}
