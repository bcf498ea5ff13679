/** A layout element of the insert panel (Tabs, Row, Column, Header, Markdown, Divider). */
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { ComponentType } from '@common/dashboard/layoutTypes';
import { draggableId, type DragSource } from './dragSource';
import { ColumnIcon } from './layoutIcons';

/** The elements offered, in Superset's order. */
export const NEW_COMPONENTS: { type: ComponentType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: 'Tabs', icon: '⊟' },
  { type: 'ROW', label: 'Row', icon: '☰' },
  { type: 'COLUMN', label: 'Column', icon: <ColumnIcon /> },
  { type: 'HEADER', label: 'Header', icon: 'H' },
  { type: 'MARKDOWN', label: 'Text / Markdown', icon: 'M↓' },
  { type: 'DIVIDER', label: 'Divider', icon: '—' },
];

/** One draggable new element. */
export function NewComponentCard({
  type,
  label,
  icon,
}: {
  type: ComponentType;
  label: string;
  icon: ReactNode;
}) {
  const source: DragSource = { kind: 'new', type, label };
  const drag = useDraggable({ id: draggableId(source), data: source });
  return (
    <div
      ref={drag.setNodeRef}
      className={`dashboard-insert-card ${drag.isDragging ? 'is-dragged' : ''}`}
      data-test={`new-component-${type}`}
      {...drag.attributes}
      {...drag.listeners}
    >
      <span className="dashboard-insert-icon" aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </div>
  );
}
