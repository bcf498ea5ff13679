import type { DataMask } from '../../types';

/** What a clicked datum filters on: its label and the values of the columns it stands for. */
export interface CrossFilterKey {
  label: string;
  /** One value per column, in the order of the chart's dimension columns (a prefix for tree nodes). */
  values: unknown[];
}

/** The selection state a chart highlights and toggles (from `filterState.selectedValues`). */
export interface CrossFilterState {
  columns: string[];
  /** Labels of the selected data. */
  selected: string[];
  /** The keys of the selected data, to rebuild the mask when one more is toggled. */
  selectedKeys: CrossFilterKey[];
}

/**
 * The data mask after clicking a datum: a click on a selected datum removes it (the last one
 * clears the filter: `filters: [], value: null`); any other click adds it.
 */
export function toggleCrossFilter(state: CrossFilterState, clicked: CrossFilterKey): DataMask {
  const already = state.selected.includes(clicked.label);
  const keys = already
    ? state.selectedKeys.filter((key) => key.label !== clicked.label)
    : [...state.selectedKeys.filter((key) => key.values.length === clicked.values.length), clicked];
  if (keys.length === 0) {
    return { extraFormData: { filters: [] }, filterState: { value: null, selectedValues: [] } };
  }
  const depth = keys[0]?.values.length ?? 0;
  const columns = state.columns.slice(0, depth);
  const filters = columns.map((col, index) => ({
    col,
    op: 'IN' as const,
    val: [...new Set(keys.map((key) => key.values[index]))],
  }));
  // One column: the values themselves, as Superset's single-dimension charts emit them.
  const value = depth === 1 ? keys.map((key) => key.values[0]) : keys.map((key) => key.values);
  return {
    extraFormData: { filters },
    filterState: { value, selectedValues: keys.map((key) => key.label) },
  };
}

/** Selected labels of a chart's `filterState` (labels or raw values, as the host kept them). */
export function selectedLabels(filterState?: {
  value?: unknown;
  selectedValues?: unknown[];
}): string[] {
  const values =
    filterState?.selectedValues ?? (Array.isArray(filterState?.value) ? filterState.value : []);
  return values.map((value) => (Array.isArray(value) ? value.join(', ') : String(value)));
}
