/**
 * Removing a filter in the configuration modal leaves it restorable for
 * FILTER_REMOVAL_UNDO_MS (spec §4); after that, or on save, it is gone.
 */
import { FILTER_REMOVAL_UNDO_MS, type NativeFilterItem } from '@common/dashboard/dashboardMetadata';

/** Removed item ids and when (epoch ms) they were removed. */
export type PendingRemovals = Record<string, number>;

/** Marks an item removed at `now`. */
export function markRemoved(pending: PendingRemovals, id: string, now: number): PendingRemovals {
  return { ...pending, [id]: now };
}

/** "Restore filter": the item is back, if its window is still open. */
export function restoreRemoved(pending: PendingRemovals, id: string, now: number): PendingRemovals {
  if (pending[id] === undefined || now - pending[id] >= FILTER_REMOVAL_UNDO_MS) return pending;
  return Object.fromEntries(Object.entries(pending).filter(([key]) => key !== id));
}

/** Whether an item may still be restored at `now`. */
export function canRestore(pending: PendingRemovals, id: string, now: number): boolean {
  return pending[id] !== undefined && now - pending[id] < FILTER_REMOVAL_UNDO_MS;
}

/**
 * Items whose window closed leave the list for good (and the pending map); parents pointing
 * at them are dropped. With `all`, every pending removal is final (a save).
 */
export function finaliseRemovals(
  items: NativeFilterItem[],
  pending: PendingRemovals,
  now: number,
  all = false,
): { items: NativeFilterItem[]; pending: PendingRemovals } {
  const gone = new Set(
    Object.entries(pending)
      .filter(([, at]) => all || now - at >= FILTER_REMOVAL_UNDO_MS)
      .map(([id]) => id),
  );
  if (gone.size === 0) return { items, pending };
  const kept = items
    .filter((item) => !gone.has(item.id))
    .map((item) =>
      item.type === 'NATIVE_FILTER' && item.cascadeParentIds.some((id) => gone.has(id))
        ? { ...item, cascadeParentIds: item.cascadeParentIds.filter((id) => !gone.has(id)) }
        : item,
    );
  const rest = Object.fromEntries(Object.entries(pending).filter(([id]) => !gone.has(id)));
  return { items: kept, pending: rest };
}
