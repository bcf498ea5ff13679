/** Saved charts the insert panel offers, and a chart's full record for the page's charts map. */
import type { ChartListResponse, ChartRecord } from '@common/api/charts';
import type { DashboardChart } from '@common/api/dashboards';
import { getChart } from '@app/api/charts';
import { apiFetch } from '@app/api/client';
import { listRequestPath } from '@app/api/listRequest';

/** The list error of the insert panel (Superset's text). */
export const FETCH_CHARTS_ERROR = 'Could not fetch all saved charts';
/** How many charts one list call brings (newest first). */
export const INSERT_CHARTS_PAGE_SIZE = 100;

/** GET /api/v1/chart/?q=…: charts the caller may read, newest first, narrowed by name. */
export function listInsertableCharts(
  search: string,
  signal?: AbortSignal,
): Promise<ChartListResponse> {
  const text = search.trim();
  const path = listRequestPath('/api/v1/chart/', {
    filters: text ? [{ col: 'slice_name', opr: 'ct', value: text }] : [],
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: INSERT_CHARTS_PAGE_SIZE,
  });
  return apiFetch('GET', path, undefined, { signal });
}

/** A saved chart in the shape of GET /api/v1/dashboard/{id}/charts. */
export function toDashboardChart(chart: ChartRecord): DashboardChart {
  const datasourceId = chart.datasource_id ?? 0;
  return {
    id: chart.id,
    slice_name: chart.slice_name,
    viz_type: chart.viz_type,
    cache_timeout: chart.cache_timeout,
    changed_on: chart.changed_on_utc,
    description: chart.description,
    description_markeddown: chart.description_markeddown,
    form_data: {
      ...chart.form_data,
      slice_id: chart.id,
      viz_type: chart.viz_type,
      datasource: `${datasourceId}__${chart.datasource_type}`,
    },
    query_context: chart.query_context,
    slice_url: chart.slice_url,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    datasource_id: datasourceId,
    datasource_type: chart.datasource_type,
    owners: chart.owners.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    // The caller could read the chart; a dataset it may not read fails the chart's own run.
    datasource_access: chart.datasource_id !== null,
  };
}

/** GET /api/v1/chart/{id} as a DashboardChart. */
export async function fetchDashboardChart(id: number): Promise<DashboardChart> {
  const answer = await getChart(id);
  return toDashboardChart(answer.result);
}
