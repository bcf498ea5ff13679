import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { DatasetRepository } from '../store/datasetRepository';
import { deleteDatasetPermissions } from './datasetPermissions';
import { findEditableDataset } from './findDataset';

/**
 * Deletes datasets: each must be the caller's (owner or admin) or nothing is deleted; one the
 * caller cannot see answers 404. Charts on them stay and show as broken (related_objects).
 */
export async function deleteDatasets(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<void> {
  for (const id of ids) await findEditableDataset(ctx, principal, id);
  await new DatasetRepository(ctx.db).delete(ids);
  // A later dataset must never inherit a grant on one that is gone.
  await deleteDatasetPermissions(ctx.db, ids);
}
