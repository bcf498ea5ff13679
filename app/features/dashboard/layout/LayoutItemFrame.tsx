/**
 * The frame every layout component renders in: its test id and box for drop hit-testing, and in
 * edit mode the drag source, the drop target and the hover controls (drag handle, delete).
 */
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { deleteComponent } from '@common/dashboard/layoutEdit';
import type { ComponentType } from '@common/dashboard/layoutTypes';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import type { DragSource, DropHit } from './dragSource';
import { useActiveDrag } from './layoutDragContext';
import { DeleteIcon, DragIcon } from './layoutIcons';
import { useDragBinding, useDropBinding } from './useDndBinding';

export interface LayoutItemFrameProps {
  id: string;
  type: ComponentType;
  /** What the drag ghost and the delete button's name say. */
  label: string;
  editMode: boolean;
  /** Containers drag by a handle (their background holds other items); leaves drag anywhere. */
  dragBy?: 'handle' | 'item';
  className?: string;
  style?: CSSProperties;
  /** More hover controls (header size, markdown edit/preview…). */
  controls?: ReactNode;
  children: ReactNode;
}

/** One layout component's frame (see the file comment). */
export function LayoutItemFrame({
  id,
  type,
  label,
  editMode,
  dragBy = 'item',
  className,
  style,
  controls,
  children,
}: LayoutItemFrameProps) {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const active = useActiveDrag();
  const source: DragSource = { kind: 'existing', id, type, label };
  const hit: DropHit = { layoutId: id, role: 'item' };
  const ref = useRef<HTMLDivElement>(null);
  // dnd-kit only in edit mode (loaded with it): its hooks cost ~2 ms a box in view mode.
  const [dragBinding, drag] = useDragBinding(editMode, ref, source);
  const [dropBinding] = useDropBinding(editMode, ref, hit);
  const dragged = active?.kind === 'existing' && active.id === id;
  const onDelete = () =>
    dispatch(layoutChanged(deleteComponent(store.getState().layout.present, id)));
  const itemListeners = editMode && dragBy === 'item' ? drag?.listeners : undefined;

  return (
    <>
      <div
        ref={ref}
        data-test={`dashboard-component-${id}`}
        data-layout-id={id}
        className={[
          'dashboard-item',
          `dashboard-${type.toLowerCase()}`,
          editMode ? 'is-editing' : '',
          dragged ? 'is-dragged' : '',
          className ?? '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={style}
        {...itemListeners}
      >
        {editMode && (
          <div
            className="dashboard-item-controls"
            onPointerDown={(event) => event.stopPropagation()}
          >
            {dragBy === 'handle' && (
              <button
                type="button"
                className="dashboard-item-handle"
                aria-label={`Move ${label}`}
                title="Drag to move"
                {...drag?.attributes}
                {...drag?.listeners}
              >
                <DragIcon />
              </button>
            )}
            {controls}
            <button
              type="button"
              className="dashboard-item-delete"
              aria-label={`Delete ${label}`}
              title="Delete"
              data-test={`delete-component-${id}`}
              onClick={onDelete}
            >
              <DeleteIcon />
            </button>
          </div>
        )}
        {children}
      </div>
      {/* After the element, so its ref is set when the bindings attach to it. */}
      {dragBinding}
      {dropBinding}
    </>
  );
}
