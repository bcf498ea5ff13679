import type { DragEvent, ReactNode } from 'react';

export interface ChipProps {
  label: string;
  /** Small marker before the label (a column type icon). */
  icon?: ReactNode;
  title?: string;
  onEdit?: () => void;
  onRemove: () => void;
  /** Set for reorderable chips: drag handlers of the list. */
  draggable?: boolean;
  onDragStart?: (event: DragEvent) => void;
  onDragOver?: (event: DragEvent) => void;
  onDrop?: (event: DragEvent) => void;
}

/** A chosen value of a control: its label (click edits), × removes. */
export function Chip({ label, icon, title, onEdit, onRemove, ...drag }: ChipProps) {
  return (
    <span className="ctl-chip" title={title ?? label} {...drag} data-test="control-chip">
      <button
        type="button"
        className="ctl-chip-remove"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        ×
      </button>
      {icon}
      {onEdit ? (
        <button type="button" className="ctl-chip-label" onClick={onEdit}>
          {label}
        </button>
      ) : (
        <span className="ctl-chip-label">{label}</span>
      )}
    </span>
  );
}
