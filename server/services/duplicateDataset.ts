import type { DatasetDuplicateBody } from '@common/api/datasets';
import { ErrorType } from '@common/errors/errorTypes';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import { DatasetRepository } from '../store/datasetRepository';
import { datasetExists } from './createDataset';
import { findVisibleDataset } from './findDataset';

/**
 * POST /api/v1/dataset/duplicate: a new virtual dataset with the base's SQL, columns (with
 * their ids), metrics and time column, owned by the caller. Physical datasets are refused, as
 * in Superset.
 */
export async function duplicateDataset(
  ctx: AppContext,
  principal: Principal,
  body: DatasetDuplicateBody,
): Promise<number> {
  assertCan(principal, 'can_write', 'Dataset');
  const { row: base } = await findVisibleDataset(ctx, principal, body.base_model_id);
  if (!base.sql)
    throw new AppError(422, 'Datasource type is invalid', ErrorType.GENERIC_COMMAND_ERROR);
  const name = {
    database_id: base.database_id,
    catalog: base.catalog,
    schema: base.schema,
    table_name: body.table_name,
  };
  const datasets = new DatasetRepository(ctx.db);
  if (await datasets.findByName(name)) throw datasetExists(name);
  const now = Date.now();
  try {
    return await datasets.insert(
      {
        ...name,
        sql: base.sql,
        kind: 'virtual',
        owner_id: principal.user.id,
        columns_json: base.columns_json,
        metrics_json: base.metrics_json,
        main_dttm_col: base.main_dttm_col,
        template_params: base.template_params,
        description: base.description,
        extra: base.extra,
        is_managed_externally: 0,
        uuid: crypto.randomUUID(),
        created_on: now,
        changed_on: now,
        changed_by_fk: principal.user.id,
      },
      [principal.user.id],
    );
  } catch (error) {
    if (await datasets.findByName(name)) throw datasetExists(name);
    throw error;
  }
}
