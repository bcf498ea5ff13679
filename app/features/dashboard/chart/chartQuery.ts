/**
 * A dashboard chart's form data and request: the saved form data with the dashboard's
 * `extra_form_data` (native filters and cross-filters reaching it), built into a query
 * context by the chart type's own buildQuery (which applies extra_form_data).
 */
import type { DashboardChart } from '@common/api/dashboards';
import type { ExtraFormData } from '@common/dashboard/dashboardMetadata';
import type { ChartPlugin, ChartQueryContext, FormData } from '@app/charts/types';

/** The form data a dashboard runs a chart with. */
export function dashboardChartFormData(
  chart: DashboardChart,
  extra: ExtraFormData,
  dashboardId: number | null,
): FormData {
  const saved = chart.form_data;
  const vizType = typeof saved.viz_type === 'string' ? saved.viz_type : chart.viz_type;
  const datasource =
    typeof saved.datasource === 'string'
      ? saved.datasource
      : `${chart.datasource_id}__${chart.datasource_type || 'table'}`;
  return {
    ...saved,
    viz_type: vizType,
    datasource,
    slice_id: chart.id,
    ...(dashboardId !== null ? { dashboardId } : {}),
    extra_form_data: extra,
  };
}

/** The chart data request of a dashboard chart. */
export function dashboardQueryContext(
  plugin: Pick<ChartPlugin, 'buildQuery'>,
  formData: FormData,
  force: boolean,
): ChartQueryContext {
  return { ...plugin.buildQuery(formData), force };
}

/** A stable identity of one run: the refresh key and the form data (key order as built). */
export function chartRunKey(refreshKey: number, formData: FormData): string {
  return `${refreshKey}|${JSON.stringify(formData)}`;
}
