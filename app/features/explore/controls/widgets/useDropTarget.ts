import { type DragEvent, useState } from 'react';
import { type ExploreDragItem, hasDragItem, readDragItem } from '../dragItem';

/** Drag handlers of a control accepting dataset pane items, and whether one hovers over it. */
export function useDropTarget(
  accepts: (kind: ExploreDragItem['kind']) => boolean,
  onItem: (item: ExploreDragItem) => void,
) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        // The item's kind is unreadable before the drop, so any pane item highlights.
        if (!hasDragItem(event.dataTransfer)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const item = readDragItem(event.dataTransfer);
        if (!item || !accepts(item.kind)) return;
        event.preventDefault();
        onItem(item);
      },
    },
  };
}

const CHIP_MIME = 'application/x-tessera-chip-index';

/** Drag handlers that reorder a list's chips among themselves. */
export function reorderHandlers<T>(values: T[], index: number, onChange: (values: T[]) => void) {
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(CHIP_MIME, String(index));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (Array.from(event.dataTransfer.types).includes(CHIP_MIME)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const from = Number(event.dataTransfer.getData(CHIP_MIME));
      if (event.dataTransfer.getData(CHIP_MIME) === '' || from === index) return;
      event.preventDefault();
      event.stopPropagation();
      const next = [...values];
      const [moved] = next.splice(from, 1);
      if (moved === undefined) return;
      next.splice(index, 0, moved);
      onChange(next);
    },
  };
}
