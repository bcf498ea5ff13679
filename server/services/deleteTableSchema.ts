import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { TabStateRepository } from '../store/tabStateRepository';

/** Removes a table from one of the caller's tabs. */
export async function deleteTableSchema(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> {
  const tabs = new TabStateRepository(ctx.db);
  if (!(await tabs.findOwnedTable(id, principal.user.id)))
    throw new NotFoundError('Table schema not found');
  await tabs.deleteTable(id);
}
