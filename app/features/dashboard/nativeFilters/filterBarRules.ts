/**
 * What the filter bar derives from the configuration, the masks and the chart answers:
 * required filters still empty, the charts each filter reaches, and charts that rejected it.
 */
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type {
  DataMaskMap,
  NativeFilter,
  NativeFilterItem,
} from '@common/dashboard/dashboardMetadata';
import { chartsInScope } from '@common/dashboard/filterScope';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { hasFilterValue, REQUIRED_VALUE_MESSAGE, targetColumn } from './filterDataMask';

/** The native filters (not dividers) of a configuration. */
export function nativeFiltersOf(items: NativeFilterItem[] | undefined): NativeFilter[] {
  return (items ?? []).filter((item): item is NativeFilter => item.type === 'NATIVE_FILTER');
}

/**
 * Required filters ("enableEmptyFilter") with no value in the draft, with the message shown
 * under each: "Apply filters" stays disabled while there are any.
 */
export function missingRequiredValues(
  filters: NativeFilter[],
  draft: DataMaskMap,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.controlValues.enableEmptyFilter !== true) continue;
    if (!hasFilterValue(draft[filter.id]?.filterState.value)) {
      missing[filter.id] = REQUIRED_VALUE_MESSAGE;
    }
  }
  return missing;
}

/** Whether the draft differs from what is applied for any of these filters. */
export function draftDiffers(
  filters: NativeFilter[],
  draft: DataMaskMap,
  applied: DataMaskMap,
): boolean {
  return filters.some(
    (filter) =>
      JSON.stringify(draft[filter.id]?.extraFormData ?? {}) !==
      JSON.stringify(applied[filter.id]?.extraFormData ?? {}),
  );
}

/** Charts a filter reaches (its scope over the layout; unplaced charts count as under ROOT). */
export function chartsOfFilter(
  filter: NativeFilter,
  layout: DashboardLayout,
  allChartIds: number[],
): number[] {
  return chartsInScope(layout, filter.scope, allChartIds);
}

/** The column names under which a chart answer reports this filter as rejected. */
function rejectedNames(filter: NativeFilter): string[] {
  switch (filter.filterType) {
    case 'filter_select':
    case 'filter_range': {
      const column = targetColumn(filter);
      return column ? [column] : [];
    }
    case 'filter_time':
      return ['__time_range', 'time_range'];
    case 'filter_timecolumn':
      return ['__granularity', 'granularity_sqla'];
    case 'filter_timegrain':
      return ['__time_grain', 'time_grain_sqla'];
  }
}

/**
 * Charts (of `chartIds`) whose latest answer lists the filter in rejected_filters: the filter
 * cannot apply to them (column not in their dataset, no temporal column).
 */
export function chartsRejectingFilter(
  filter: NativeFilter,
  chartIds: number[],
  answers: Record<number, ChartDataResponseEntry[] | null | undefined>,
): number[] {
  const names = rejectedNames(filter);
  return chartIds.filter((chartId) =>
    (answers[chartId] ?? []).some((entry) =>
      (entry.rejected_filters ?? []).some((rejected) => names.includes(rejected.column)),
    ),
  );
}
