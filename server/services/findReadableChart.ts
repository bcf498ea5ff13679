import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canReadDatasource, type DatasourceRef } from '../policies/datasourcePolicy';
import { ChartRepository, type ChartListRow, type DatasetRef } from '../store/chartRepository';

/** Superset's ChartForbiddenError message, for a change by someone who owns not the chart. */
export const CHART_FORBIDDEN_MESSAGE = 'Changing this chart is forbidden';

/** The access policy's view of a dataset reference. */
export function datasourceRefOf(ref: DatasetRef): DatasourceRef {
  return {
    id: ref.id,
    table_name: ref.table_name,
    schema: ref.schema || null,
    database: { id: ref.database_id, database_name: ref.database_name },
  };
}

/** True when the caller reads every dataset, so lists need no dataset filter. */
function readsAllDatasets(principal: Principal): boolean {
  return (
    hasPermission(principal.roles, 'all_datasource_access', 'all_datasource_access') ||
    hasPermission(principal.roles, 'all_database_access', 'all_database_access')
  );
}

/**
 * A chart follows its dataset: readable when its dataset is. A chart whose dataset is gone is
 * readable only to those who read every dataset (Superset's ChartFilter joins the dataset).
 */
export function canReadChartDataset(
  principal: Principal,
  dataset: DatasetRef | undefined,
): boolean {
  return dataset
    ? canReadDatasource(principal, datasourceRefOf(dataset))
    : readsAllDatasets(principal);
}

/** Ids of the datasets the caller may read, or undefined when they read them all. */
export async function readableDatasetIds(
  ctx: AppContext,
  principal: Principal,
): Promise<number[] | undefined> {
  if (readsAllDatasets(principal)) return undefined;
  const refs = await new ChartRepository(ctx.db).datasetRefs();
  return refs.filter((ref) => canReadDatasource(principal, datasourceRefOf(ref))).map((r) => r.id);
}

/** A readable chart and its dataset; 404 for an unknown chart and for one the caller may not read. */
export async function findReadableChart(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<{ row: ChartListRow; dataset: DatasetRef | undefined }> {
  const charts = new ChartRepository(ctx.db);
  const row = await charts.findById(id);
  const dataset =
    row?.datasource_id != null ? await charts.datasetRef(row.datasource_id) : undefined;
  if (!row || !canReadChartDataset(principal, dataset)) throw new NotFoundError('Not found');
  return { row, dataset };
}

/** Only an owner or an admin may change a chart (spec §6); others get Superset's 403. */
export function assertChartOwner(principal: Principal, ownerIds: number[]): void {
  if (isAdmin(principal.roles) || ownerIds.includes(principal.user.id)) return;
  throw new ForbiddenError(CHART_FORBIDDEN_MESSAGE);
}

/** 404 unless every chart of the list is readable (its dataset may be read). */
export async function assertChartsReadable(
  ctx: AppContext,
  principal: Principal,
  rows: Pick<ChartListRow, 'datasource_id'>[],
): Promise<void> {
  const charts = new ChartRepository(ctx.db);
  for (const row of rows) {
    const dataset =
      row.datasource_id === null ? undefined : await charts.datasetRef(row.datasource_id);
    if (!canReadChartDataset(principal, dataset)) throw new NotFoundError('Not found');
  }
}
