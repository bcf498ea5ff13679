/** The drag in progress, kept apart from dnd-kit so view mode loads none of it. */
import { createContext, useContext } from 'react';
import type { DragSource } from './dragSource';

/** The drag in progress, for components that dim or reveal drop zones while it lasts. */
export const LayoutDragContext = createContext<{ active: DragSource | null; inProvider: boolean }>({
  active: null,
  inProvider: false,
});

/** The drag in progress (null when none). */
export function useActiveDrag(): DragSource | null {
  return useContext(LayoutDragContext).active;
}
