/** The filter bar's cross-filter chips: one per applied mask a chart emitted. */
import type { DataMaskMap } from '@common/dashboard/dashboardMetadata';
import { maskHasEffect } from './filterDataMask';

export interface CrossFilterChip {
  chartId: number;
  chartName: string;
  column: string;
  value: string;
  /** "<chart name>: <column> = <value>". */
  text: string;
}

const display = (value: unknown): string =>
  Array.isArray(value) ? value.map(display).join(', ') : value === null ? 'NULL' : String(value);

/**
 * Chips for the applied masks keyed by a chart id that add something, in chart id order;
 * none when cross-filters are off.
 */
export function crossFilterChips(
  applied: DataMaskMap,
  chartNames: Record<number, string>,
  crossFiltersEnabled: boolean,
): CrossFilterChip[] {
  if (!crossFiltersEnabled) return [];
  const chips: CrossFilterChip[] = [];
  for (const [key, mask] of Object.entries(applied)) {
    if (!/^\d+$/.test(key) || !maskHasEffect(mask.extraFormData)) continue;
    const chartId = Number(key);
    const filters = mask.extraFormData.filters ?? [];
    const column = filters.map((filter) => filter.col).join(', ') || 'filter';
    const value =
      mask.filterState.label ??
      display(mask.filterState.value ?? filters.map((filter) => filter.val));
    const chartName = chartNames[chartId] ?? `Chart ${chartId}`;
    chips.push({ chartId, chartName, column, value, text: `${chartName}: ${column} = ${value}` });
  }
  return chips.sort((a, b) => a.chartId - b.chartId);
}
