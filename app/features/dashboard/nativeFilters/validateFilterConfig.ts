/**
 * The filter configuration modal's rules (spec §5): what each filter must have before the
 * configuration can be saved, which filter to show first when some fail, and the tidy-up a
 * save does (trimmed texts, scope caches recomputed).
 */
import type { NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import { chartsInScope, tabsInScope } from '@common/dashboard/filterScope';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { hasCycle } from './cascade';
import { hasFilterValue } from './filterDataMask';

export type FilterField = 'name' | 'title' | 'dataset' | 'column' | 'parents' | 'defaultValue';
export type FilterFieldErrors = Partial<Record<FilterField, string>>;

export const FILTER_CONFIG_MESSAGES = {
  name: 'Name is required',
  title: 'Title is required',
  dataset: 'Dataset is required',
  column: 'Column is required',
  cycle: 'Cannot create cyclic hierarchy',
  selfParent: 'A filter cannot be its own parent',
  defaultValue: 'Default value is required',
} as const;

const TARGETED_TYPES = new Set(['filter_select', 'filter_range']);
const DATASET_TYPES = new Set([
  'filter_select',
  'filter_range',
  'filter_timecolumn',
  'filter_timegrain',
]);

/** Errors of one filter or divider, by field (empty when it is fine). */
export function validateFilterItem(
  item: NativeFilterItem,
  items: NativeFilterItem[],
): FilterFieldErrors {
  const errors: FilterFieldErrors = {};
  if (item.type === 'DIVIDER') {
    if (!item.title.trim()) errors.title = FILTER_CONFIG_MESSAGES.title;
    return errors;
  }
  if (!item.name.trim()) errors.name = FILTER_CONFIG_MESSAGES.name;
  const target = item.targets[0] ?? {};
  if (DATASET_TYPES.has(item.filterType) && target.datasetId === undefined) {
    errors.dataset = FILTER_CONFIG_MESSAGES.dataset;
  }
  if (TARGETED_TYPES.has(item.filterType) && !target.column?.name) {
    errors.column = FILTER_CONFIG_MESSAGES.column;
  }
  if (item.cascadeParentIds.includes(item.id)) errors.parents = FILTER_CONFIG_MESSAGES.selfParent;
  else if (hasCycle(items, item.id)) errors.parents = FILTER_CONFIG_MESSAGES.cycle;
  const value = (item.defaultDataMask.filterState as { value?: unknown }).value;
  if (item.controlValues.enableEmptyFilter === true && !hasFilterValue(value)) {
    errors.defaultValue = FILTER_CONFIG_MESSAGES.defaultValue;
  }
  return errors;
}

/** Errors of every item that has some, by item id. */
export function validateFilterConfig(items: NativeFilterItem[]): Record<string, FilterFieldErrors> {
  const all: Record<string, FilterFieldErrors> = {};
  for (const item of items) {
    const errors = validateFilterItem(item, items);
    if (Object.keys(errors).length > 0) all[item.id] = errors;
  }
  return all;
}

/** The first item (in list order) with an error: the modal shows it. */
export function firstItemWithError(
  items: NativeFilterItem[],
  errors: Record<string, FilterFieldErrors>,
): string | null {
  return items.find((item) => errors[item.id] !== undefined)?.id ?? null;
}

/**
 * The configuration as saved: names, titles and descriptions trimmed, parents that no longer
 * exist dropped, chartsInScope/tabsInScope recomputed from the layout.
 */
export function normaliseFilterConfig(
  items: NativeFilterItem[],
  layout: DashboardLayout,
  allChartIds: number[],
): NativeFilterItem[] {
  const filterIds = new Set(items.filter((i) => i.type === 'NATIVE_FILTER').map((i) => i.id));
  return items.map((item) => {
    if (item.type === 'DIVIDER') {
      return { ...item, title: item.title.trim(), description: item.description.trim() };
    }
    return {
      ...item,
      name: item.name.trim(),
      description: item.description.trim(),
      cascadeParentIds: item.cascadeParentIds.filter((id) => filterIds.has(id) && id !== item.id),
      chartsInScope: chartsInScope(layout, item.scope, allChartIds),
      tabsInScope: tabsInScope(layout, item.scope),
    };
  });
}
