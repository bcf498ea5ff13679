/** Which charts a chart's cross-filter reaches (reference superset-api.md §3.3–3.4). */
import type { DashboardMetadata, FilterScope } from './dashboardMetadata';
import { chartsInScope } from './filterScope';
import { ROOT_ID, type DashboardLayout } from './layoutTypes';

/** Every chart of the dashboard: Superset's global default when nothing is configured. */
export const DEFAULT_CROSS_FILTER_SCOPE: FilterScope = { rootPath: [ROOT_ID], excluded: [] };

/** The scope that applies to a chart's cross-filters: its own, else the global one. */
export function crossFilterScopeOf(chartId: number, metadata: DashboardMetadata): FilterScope {
  const own = metadata.chart_configuration?.[String(chartId)]?.crossFilters.scope;
  if (own && own !== 'global') return own;
  return metadata.global_chart_configuration?.scope ?? DEFAULT_CROSS_FILTER_SCOPE;
}

/**
 * Charts a cross-filter emitted by `chartId` applies to: those of its chart_configuration scope,
 * or of the global configuration; never the emitting chart; none when cross-filters are off.
 */
export function crossFilterTargets(
  chartId: number,
  metadata: DashboardMetadata,
  layout: DashboardLayout,
): number[] {
  if (metadata.cross_filters_enabled === false) return [];
  return chartsInScope(layout, crossFilterScopeOf(chartId, metadata)).filter(
    (target) => target !== chartId,
  );
}
