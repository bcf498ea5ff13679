/**
 * The drag-and-drop context of edit mode: the layout view and the insert panel both sit inside
 * it (components dragged from the panel drop onto the layout). Shows the dragged component's
 * ghost and the drop indicator line, and commits the drop on release.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { DashboardChart } from '@common/api/dashboards';
import { useDashboardStore } from '../state/dashboardStore';
import { asDragSource, asDropHit, type DragSource } from './dragSource';
import { type Box, type BoxPart, type DropTarget, resolveDropTarget } from './dropTarget';
import { fetchDashboardChart } from './insertCharts';
import { LayoutDragContext } from './layoutDragContext';
import { useCommitDrop } from './useCommitDrop';

const area = (rect: ClientRect | undefined) => (rect ? rect.width * rect.height : Infinity);

/** The droppables under the pointer, innermost (smallest) first. */
const innermostUnderPointer: CollisionDetection = (args) =>
  pointerWithin(args).sort(
    (a, b) => area(args.droppableRects.get(a.id)) - area(args.droppableRects.get(b.id)),
  );

/** The on-screen box of a component or a TAB's label. */
function domBoxOf(id: string, part: BoxPart): Box | null {
  const attribute = part === 'label' ? 'data-tab-label' : 'data-layout-id';
  const node = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
  if (!node) return null;
  const { left, top, width, height } = node.getBoundingClientRect();
  return { left, top, width, height };
}

/** Pointer position of a drag event (the activating event's position plus the drag delta). */
function pointerOf(event: DragMoveEvent): { x: number; y: number } | null {
  const activator = event.activatorEvent;
  if (!('clientX' in activator) || !('clientY' in activator)) return null;
  const { clientX, clientY } = activator as PointerEvent;
  return { x: clientX + event.delta.x, y: clientY + event.delta.y };
}

/** Wraps the layout view and the insert panel in one drag-and-drop context. */
export function LayoutDndProvider({ children }: { children: ReactNode }) {
  const store = useDashboardStore();
  const commitDrop = useCommitDrop();
  const [active, setActive] = useState<DragSource | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);
  const chartFetch = useRef<Promise<DashboardChart> | undefined>(undefined);
  // A few pixels of travel before a drag starts, so clicks (edit a header) stay clicks. No
  // keyboard sensor: drop targets are found under the pointer.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const onDragStart = (event: DragStartEvent) => {
    const source = asDragSource(event.active.data.current);
    setActive(source);
    setTarget(null);
    chartFetch.current =
      source?.kind === 'new' && source.chartId !== undefined
        ? fetchDashboardChart(source.chartId)
        : undefined;
    // A failed prefetch is reported on drop; unhandled until then it would log an error.
    chartFetch.current?.catch(() => undefined);
  };

  const onDragMove = (event: DragMoveEvent) => {
    const source = asDragSource(event.active.data.current);
    const hit = asDropHit(event.over?.data.current);
    const pointer = pointerOf(event);
    if (!source || !hit || !pointer) {
      setTarget(null);
      return;
    }
    const next = resolveDropTarget(store.getState().layout.present, source, hit, pointer, domBoxOf);
    setTarget(next);
  };

  // Stable while no drag starts or ends: every layout item reads it.
  const dragContext = useMemo(() => ({ active, inProvider: true }), [active]);

  const reset = () => {
    setActive(null);
    setTarget(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const source = asDragSource(event.active.data.current);
    const chart = chartFetch.current;
    chartFetch.current = undefined;
    reset();
    if (!source || !target || target.noop) return;
    void commitDrop(source, target, source.kind === 'new' ? chart : undefined);
  };

  return (
    <LayoutDragContext.Provider value={dragContext}>
      <DndContext
        sensors={sensors}
        collisionDetection={innermostUnderPointer}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragOver={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {active ? <div className="dashboard-drag-ghost">{active.label}</div> : null}
        </DragOverlay>
      </DndContext>
      {active && target && !target.noop && (
        <div
          className="dashboard-drop-indicator"
          data-test="drop-indicator"
          style={{
            left: target.line.left,
            top: target.line.top,
            width: target.line.width || undefined,
            height: target.line.height || undefined,
          }}
          data-orientation={target.line.width === 0 ? 'vertical' : 'horizontal'}
        />
      )}
    </LayoutDragContext.Provider>
  );
}
