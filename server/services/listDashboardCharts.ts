import type { DashboardChart } from '@common/api/dashboards';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ChartRepository, type ChartListRow } from '../store/chartRepository';
import { DashboardRepository } from '../store/dashboardRepository';
import { datasetRefsOf } from './checkLayoutCharts';
import { canReadChartDataset } from './findReadableChart';
import { chartRecord } from './loadChartRecords';

/** The charts linked to a dashboard, each with whether the caller may read its dataset. */
export async function dashboardChartRows(
  ctx: AppContext,
  principal: Principal,
  dashboardId: number,
): Promise<{ row: ChartListRow; readable: boolean }[]> {
  const charts = new ChartRepository(ctx.db);
  const ids = await new DashboardRepository(ctx.db).sliceIdsOf(dashboardId);
  const rows = (await charts.findByIds(ids)).sort((a, b) => a.id - b.id);
  const refs = await datasetRefsOf(
    charts,
    rows.map((row) => row.datasource_id),
  );
  return rows.map((row) => ({
    row,
    readable: canReadChartDataset(
      principal,
      row.datasource_id === null ? undefined : refs.get(row.datasource_id),
    ),
  }));
}

/**
 * GET /api/v1/dashboard/{id_or_slug}/charts: every chart on the dashboard (the caller may see
 * the dashboard). A chart whose dataset the caller may not read is still listed, flagged
 * `datasource_access: false`, with its form data and query context withheld: the page shows
 * a "no access" box in its place.
 */
export async function listDashboardCharts(
  ctx: AppContext,
  principal: Principal,
  dashboardId: number,
): Promise<DashboardChart[]> {
  const items = await dashboardChartRows(ctx, principal, dashboardId);
  const owners = await new ChartRepository(ctx.db).ownersOf(items.map((item) => item.row.id));
  return items.map(({ row, readable }) => {
    const record = chartRecord(row, owners.get(row.id) ?? [], []);
    return {
      id: row.id,
      slice_name: row.slice_name,
      viz_type: row.viz_type,
      cache_timeout: row.cache_timeout,
      changed_on: record.changed_on_utc,
      description: row.description,
      description_markeddown: record.description_markeddown,
      form_data: readable ? record.form_data : { slice_id: row.id, viz_type: row.viz_type },
      query_context: readable ? row.query_context : null,
      slice_url: record.slice_url,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      datasource_id: row.datasource_id ?? 0,
      datasource_type: row.datasource_type,
      owners: record.owners,
      datasource_access: readable,
    };
  });
}
