/** The drag MIME type of dataset pane items (columns and metrics) dropped on controls. */
export const EXPLORE_ITEM_MIME = 'application/x-tessera-explore-item';

/** What a dataset pane item carries while dragged. */
export interface ExploreDragItem {
  kind: 'column' | 'metric';
  name: string;
}

/** Puts an item on a drag. */
export function setDragItem(transfer: DataTransfer, item: ExploreDragItem): void {
  transfer.setData(EXPLORE_ITEM_MIME, JSON.stringify(item));
  transfer.effectAllowed = 'copy';
}

/** Whether a drag carries a dataset pane item (its data is readable only on drop). */
export function hasDragItem(transfer: DataTransfer): boolean {
  return Array.from(transfer.types).includes(EXPLORE_ITEM_MIME);
}

/** The dropped item, or undefined for other drops and malformed data. */
export function readDragItem(transfer: DataTransfer): ExploreDragItem | undefined {
  const text = transfer.getData(EXPLORE_ITEM_MIME);
  if (!text) return undefined;
  try {
    const item = JSON.parse(text) as Partial<ExploreDragItem>;
    if ((item.kind === 'column' || item.kind === 'metric') && typeof item.name === 'string') {
      return { kind: item.kind, name: item.name };
    }
  } catch {
    // Another app's data under our type: not ours to read.
  }
  return undefined;
}
