import type { DatasetRelatedObjects } from '@common/api/datasets';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import { findVisibleDataset } from './findDataset';

/** GET /api/v1/dataset/{id}/related_objects: the charts on the dataset and their dashboards. */
export async function datasetRelatedObjects(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<DatasetRelatedObjects> {
  assertCan(principal, 'can_read', 'Dataset');
  await findVisibleDataset(ctx, principal, id);
  const charts = await ctx.db
    .selectFrom('slices')
    .select(['id', 'slice_name', 'viz_type'])
    .where('datasource_type', '=', 'table')
    .where('datasource_id', '=', id)
    .orderBy('id')
    .execute();
  const dashboards =
    charts.length === 0
      ? []
      : await ctx.db
          .selectFrom('dashboards')
          .select([
            'dashboards.id as id',
            'dashboards.json_metadata as json_metadata',
            'dashboards.slug as slug',
            'dashboards.dashboard_title as title',
          ])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('dashboard_slices')
                .select('dashboard_slices.slice_id')
                .whereRef('dashboard_slices.dashboard_id', '=', 'dashboards.id')
                .where(
                  'dashboard_slices.slice_id',
                  'in',
                  charts.map((chart) => chart.id),
                ),
            ),
          )
          .orderBy('dashboards.id')
          .execute();
  return {
    charts: { count: charts.length, result: charts },
    dashboards: { count: dashboards.length, result: dashboards },
  };
}
