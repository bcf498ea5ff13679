import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { type DatasetListRow, DatasetRepository } from '../store/datasetRepository';
import type { DatasetOwnerRow } from './findDataset';
import { dashboardChartRows } from './listDashboardCharts';

/**
 * The datasets of a dashboard's charts that the caller may read, with their owners (GET
 * /api/v1/dashboard/{id_or_slug}/datasets; the route shapes each as a datasource payload).
 */
export async function listDashboardDatasets(
  ctx: AppContext,
  principal: Principal,
  dashboardId: number,
): Promise<{ row: DatasetListRow; owners: DatasetOwnerRow[] }[]> {
  const charts = await dashboardChartRows(ctx, principal, dashboardId);
  const ids = [
    ...new Set(
      charts.flatMap(({ row, readable }) =>
        readable && row.datasource_id !== null ? [row.datasource_id] : [],
      ),
    ),
  ];
  const datasets = new DatasetRepository(ctx.db);
  const [rows, owners] = await Promise.all([datasets.findByIds(ids), datasets.ownersOf(ids)]);
  return rows.map((row) => ({ row, owners: owners.get(row.id) ?? [] }));
}
