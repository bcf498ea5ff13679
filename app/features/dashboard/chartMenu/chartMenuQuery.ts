/** The chart menu's requests and links, built from the form data the dashboard runs. */
import { storeFormData } from '@app/api/explore';
import { loadChartPlugin } from '@app/charts/pluginLoader';
import type { ChartQueryContext, FormData } from '@app/charts/types';
import { dashboardQueryContext } from '../chart/chartQuery';

/** The chart's query context with the dashboard's filters (its type's buildQuery). */
export async function menuQueryContext(formData: FormData): Promise<ChartQueryContext> {
  const plugin = await loadChartPlugin(formData.viz_type);
  return dashboardQueryContext(plugin, formData, false);
}

/**
 * Explore of the chart with the dashboard's current filters: the form data is stored under a
 * key (as Superset's "Edit chart" does); when that fails the saved chart opens instead.
 */
export async function exploreChartUrl(
  chartId: number,
  datasourceId: number,
  formData: FormData,
): Promise<string> {
  try {
    const key = await storeFormData({ datasourceId, chartId, formData });
    return `/explore/?form_data_key=${encodeURIComponent(key)}&slice_id=${chartId}`;
  } catch {
    return `/explore/?slice_id=${chartId}`;
  }
}
