/**
 * Resize handles of a chart, markdown or column in edit mode: the right edge changes the width
 * (grid columns), the bottom edge the height (8 px units), the corner both. The size follows the
 * pointer as a preview and is committed on release as one undo step.
 */
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { resizeComponent } from '@common/dashboard/layoutEdit';
import { GRID_BASE_UNIT, GRID_GUTTER_SIZE } from '@common/dashboard/layoutTypes';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import { useLayoutView } from './layoutContext';

/** A size being dragged (units), null when no resize is under way. */
export type ResizePreview = { width?: number; height?: number } | null;

interface ResizeStart {
  x: number;
  y: number;
  width?: number;
  height?: number;
  axes: { width: boolean; height: boolean };
}

const HANDLES = [
  { edge: 'right', axes: { width: true, height: false }, label: 'Resize width' },
  { edge: 'bottom', axes: { width: false, height: true }, label: 'Resize height' },
  { edge: 'corner', axes: { width: true, height: true }, label: 'Resize' },
] as const;

/** Preview size and handles of component `id`; `axes` says which sizes it has. */
export function useResize(
  id: string,
  axes: { width: boolean; height: boolean },
): { preview: ResizePreview; handles: ReactNode } {
  const { editMode, columnWidth } = useLayoutView();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const [preview, setPreview] = useState<ResizePreview>(null);
  const start = useRef<ResizeStart | null>(null);
  const latest = useRef<ResizePreview>(null);

  const sizeAt = (event: PointerEvent<HTMLElement>, from: ResizeStart) => {
    const size: { width?: number; height?: number } = {};
    if (from.axes.width && from.width !== undefined) {
      size.width =
        from.width + Math.round((event.clientX - from.x) / (columnWidth + GRID_GUTTER_SIZE));
    }
    if (from.axes.height && from.height !== undefined) {
      size.height = from.height + Math.round((event.clientY - from.y) / GRID_BASE_UNIT);
    }
    const clamped = resizeComponent(store.getState().layout.present, id, size)[id]?.meta;
    return { width: clamped?.width, height: clamped?.height };
  };

  const onPointerDown =
    (handleAxes: { width: boolean; height: boolean }) => (event: PointerEvent<HTMLElement>) => {
      // The item's own drag listener must not see a resize.
      event.stopPropagation();
      event.preventDefault();
      const meta = store.getState().layout.present[id]?.meta;
      if (!meta) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = {
        x: event.clientX,
        y: event.clientY,
        width: meta.width,
        height: meta.height,
        axes: handleAxes,
      };
    };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    latest.current = sizeAt(event, start.current);
    setPreview(latest.current);
  };
  const onPointerUp = () => {
    const from = start.current;
    const size = latest.current;
    start.current = null;
    latest.current = null;
    setPreview(null);
    if (!from || !size || (size.width === from.width && size.height === from.height)) return;
    dispatch(layoutChanged(resizeComponent(store.getState().layout.present, id, size)));
  };

  const handles = editMode
    ? HANDLES.filter(
        (handle) => (!handle.axes.width || axes.width) && (!handle.axes.height || axes.height),
      ).map((handle) => (
        <div
          key={handle.edge}
          role="separator"
          aria-label={handle.label}
          className={`dashboard-resize dashboard-resize-${handle.edge}`}
          data-test={`resize-${handle.edge}-${id}`}
          onPointerDown={onPointerDown(handle.axes)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      ))
    : null;
  return { preview, handles };
}
