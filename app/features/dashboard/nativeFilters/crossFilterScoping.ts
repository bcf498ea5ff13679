/**
 * Cross-filter scoping as saved in json_metadata (reference §3.3): one chart's own scope in
 * `chart_configuration`, or the dashboard-wide default in `global_chart_configuration`.
 */
import { crossFilterScopeOf, DEFAULT_CROSS_FILTER_SCOPE } from '@common/dashboard/crossFilterScope';
import type { DashboardMetadata, FilterScope } from '@common/dashboard/dashboardMetadata';
import { chartsInScope } from '@common/dashboard/filterScope';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';

/** `ui.crossFilterScopingChartId` value that opens the global scoping (chart ids start at 1). */
export const GLOBAL_SCOPING_ID = 0;

/** Whether a chart follows the global scope (no own scope saved). */
export function followsGlobalScope(metadata: DashboardMetadata, chartId: number): boolean {
  const own = metadata.chart_configuration?.[String(chartId)]?.crossFilters.scope;
  return own === undefined || own === 'global';
}

/** Charts a chart's cross-filters reach now (never the chart itself). */
export function crossFilterCheckedCharts(
  metadata: DashboardMetadata,
  chartId: number,
  layout: DashboardLayout,
  allChartIds: number[],
): number[] {
  const scope =
    chartId === GLOBAL_SCOPING_ID
      ? (metadata.global_chart_configuration?.scope ?? DEFAULT_CROSS_FILTER_SCOPE)
      : crossFilterScopeOf(chartId, metadata);
  return chartsInScope(layout, scope, allChartIds).filter((id) => id !== chartId);
}

/** The metadata with a chart's own scope, or with the chart back on the global scope. */
export function withChartCrossFilterScope(
  metadata: DashboardMetadata,
  chartId: number,
  scope: FilterScope | 'global',
  layout: DashboardLayout,
  allChartIds: number[],
): DashboardMetadata {
  const effective =
    scope === 'global'
      ? (metadata.global_chart_configuration?.scope ?? DEFAULT_CROSS_FILTER_SCOPE)
      : scope;
  const reached = chartsInScope(layout, effective, allChartIds).filter((id) => id !== chartId);
  return {
    ...metadata,
    chart_configuration: {
      ...metadata.chart_configuration,
      [String(chartId)]: { id: chartId, crossFilters: { scope, chartsInScope: reached } },
    },
  };
}

/**
 * The metadata with a new global scope; charts on the global scope get their chartsInScope
 * recomputed (less themselves).
 */
export function withGlobalCrossFilterScope(
  metadata: DashboardMetadata,
  scope: FilterScope,
  layout: DashboardLayout,
  allChartIds: number[],
): DashboardMetadata {
  const reached = chartsInScope(layout, scope, allChartIds);
  const chartConfiguration = { ...metadata.chart_configuration };
  for (const [key, config] of Object.entries(chartConfiguration)) {
    if (config.crossFilters.scope !== 'global') continue;
    chartConfiguration[key] = {
      ...config,
      crossFilters: { scope: 'global', chartsInScope: reached.filter((id) => id !== config.id) },
    };
  }
  return {
    ...metadata,
    chart_configuration: chartConfiguration,
    global_chart_configuration: { scope, chartsInScope: reached },
  };
}
