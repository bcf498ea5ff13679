import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import { DatasetRepository } from '../store/datasetRepository';

/** Deletes a dataset: its owner or an admin may; others who cannot see it get 404. */
export async function deleteDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> {
  assertCan(principal, 'can_write', 'Dataset');
  const datasets = new DatasetRepository(ctx.db);
  const row = await datasets.findById(id);
  if (
    !row ||
    !canAccessDatabase(principal, { id: row.database_id, database_name: row.database_name })
  )
    throw new NotFoundError('Dataset not found');
  if (row.owner_id !== principal.user.id && !isAdmin(principal.roles))
    throw new ForbiddenError('Changing this dataset is forbidden: only its owner or an admin may.');
  await datasets.delete(id);
}
