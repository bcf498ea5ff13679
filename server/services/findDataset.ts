import type { DatasetOwner } from '@common/api/datasets';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canReadDatasource } from '../policies/datasourcePolicy';
import { assertCan } from '../policies/securityPolicy';
import { type DatasetListRow, DatasetRepository } from '../store/datasetRepository';

export type DatasetOwnerRow = DatasetOwner & { username: string };

/** The dataset as its access rules see it. */
export function datasourceRefOf(row: DatasetListRow) {
  return {
    id: row.id,
    table_name: row.table_name,
    schema: row.schema || null,
    database: { id: row.database_id, database_name: row.database_name },
  };
}

/** A dataset the caller may see, with its owners; 404 when unknown or not the caller's to see. */
export async function findVisibleDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<{ row: DatasetListRow; owners: DatasetOwnerRow[] }> {
  const datasets = new DatasetRepository(ctx.db);
  const row = await datasets.findById(id);
  if (!row || !canReadDatasource(principal, datasourceRefOf(row)))
    throw new NotFoundError('Dataset not found');
  const owners = (await datasets.ownersOf([id])).get(id) ?? [];
  return { row, owners };
}

/** Superset's ownership rule: admins, or owners holding can_write on Dataset. */
export function assertDatasetOwnership(principal: Principal, owners: DatasetOwner[]): void {
  if (isAdmin(principal.roles) || owners.some((owner) => owner.id === principal.user.id)) return;
  throw new ForbiddenError('Changing this dataset is forbidden: only its owner or an admin may.');
}

/** A dataset the caller may change: 403 without can_write or ownership, 404 when not visible. */
export async function findEditableDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<{ row: DatasetListRow; owners: DatasetOwnerRow[] }> {
  assertCan(principal, 'can_write', 'Dataset');
  const found = await findVisibleDataset(ctx, principal, id);
  assertDatasetOwnership(principal, found.owners);
  return found;
}
