/**
 * The drag context of the layout and insert panel: dnd-kit's (LayoutDndProvider, loaded with
 * edit mode and kept once loaded) or, in view mode before that, an idle one without dnd-kit.
 */
import type { ReactNode } from 'react';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import { LayoutDragContext } from './layoutDragContext';

const provider = moduleLoader(() => import('./LayoutDndProvider'));
const IDLE = { active: null, inProvider: true };

/** Wraps children in the drag context (see the file comment). */
export function LayoutDndScope({ editMode, children }: { editMode: boolean; children: ReactNode }) {
  const module = useLoadedModule(provider, editMode);
  // Switching from the idle context to dnd-kit's remounts the children once (first edit).
  if (module) return <module.LayoutDndProvider>{children}</module.LayoutDndProvider>;
  return <LayoutDragContext.Provider value={IDLE}>{children}</LayoutDragContext.Provider>;
}
