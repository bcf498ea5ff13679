/**
 * Cascading filters: a child's options follow its parents' values, so its option query carries
 * what the parents' masks add.
 */
import { mergeExtraFormData } from '@common/dashboard/extraFormData';
import type {
  DataMaskMap,
  ExtraFormData,
  NativeFilter,
  NativeFilterItem,
} from '@common/dashboard/dashboardMetadata';

/** The merged extraFormData of a filter's parents (in cascadeParentIds order). */
export function parentsExtraFormData(filter: NativeFilter, masks: DataMaskMap): ExtraFormData {
  return mergeExtraFormData(
    filter.cascadeParentIds.map((parentId) => masks[parentId]?.extraFormData ?? {}),
  );
}

/** Parent ids of a filter inside a configuration (ids not there are ignored). */
function parentsOf(items: NativeFilterItem[], id: string): string[] {
  const item = items.find((candidate) => candidate.id === id);
  return item?.type === 'NATIVE_FILTER' ? item.cascadeParentIds : [];
}

/** Whether making `parentId` a parent of `childId` would close a loop (or is the filter itself). */
export function createsCycle(
  items: NativeFilterItem[],
  childId: string,
  parentId: string,
): boolean {
  const seen = new Set<string>();
  const stack = [parentId];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (current === childId) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...parentsOf(items, current));
  }
  return false;
}

/** Whether a filter's parent chain loops back to it. */
export function hasCycle(items: NativeFilterItem[], id: string): boolean {
  return parentsOf(items, id).some((parentId) => createsCycle(items, id, parentId));
}

/** Filters that may become parents of `childId`: other select filters that close no loop. */
export function possibleParents(items: NativeFilterItem[], childId: string): NativeFilter[] {
  return items.filter(
    (item): item is NativeFilter =>
      item.type === 'NATIVE_FILTER' &&
      item.filterType === 'filter_select' &&
      item.id !== childId &&
      !createsCycle(items, childId, item.id),
  );
}
