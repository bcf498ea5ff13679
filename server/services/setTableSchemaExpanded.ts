import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { TabStateRepository } from '../store/tabStateRepository';

/** Expands or collapses a table of one of the caller's tabs. */
export async function setTableSchemaExpanded(
  ctx: AppContext,
  principal: Principal,
  id: number,
  expanded: boolean,
): Promise<void> {
  const tabs = new TabStateRepository(ctx.db);
  if (!(await tabs.findOwnedTable(id, principal.user.id)))
    throw new NotFoundError('Table schema not found');
  await tabs.setExpanded(id, expanded, Date.now());
}
