import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ChartRepository, type DatasetRef } from '../store/chartRepository';
import { DashboardInvalidError } from './dashboardInvalidError';
import { canReadChartDataset } from './findReadableChart';

/** The datasets of some charts by id, each read once. */
export async function datasetRefsOf(
  charts: ChartRepository,
  datasetIds: (number | null)[],
): Promise<Map<number, DatasetRef | undefined>> {
  const unique = [...new Set(datasetIds.filter((id): id is number => id !== null))];
  const refs = await Promise.all(unique.map((id) => charts.datasetRef(id)));
  return new Map(unique.map((id, index) => [id, refs[index]]));
}

/**
 * 422 unless every chart a layout places exists and the caller may read it. Charts already on
 * the dashboard pass unread: a co-owner saving the layout keeps a chart someone else added.
 * Unknown and unreadable charts get the same words, so a layout cannot probe for charts.
 */
export async function checkLayoutCharts(
  ctx: AppContext,
  principal: Principal,
  chartIds: number[],
  alreadyLinked: ReadonlySet<number>,
  field = 'position_json',
): Promise<void> {
  const wanted = chartIds.filter((id) => !alreadyLinked.has(id));
  if (wanted.length === 0) return;
  const charts = new ChartRepository(ctx.db);
  const rows = await charts.findByIds(wanted);
  const refs = await datasetRefsOf(
    charts,
    rows.map((row) => row.datasource_id),
  );
  const readable = new Set(
    rows
      .filter((row) =>
        canReadChartDataset(
          principal,
          row.datasource_id === null ? undefined : refs.get(row.datasource_id),
        ),
      )
      .map((row) => row.id),
  );
  const missing = wanted.filter((id) => !readable.has(id));
  if (missing.length)
    throw new DashboardInvalidError({
      [field]: [`Charts not found: ${missing.slice(0, 20).join(', ')}`],
    });
}
