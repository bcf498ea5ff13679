import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ownTab } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';

/** Deletes one of the caller's tabs and its tables; its runs stay in the query history. */
export async function deleteTabState(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> {
  await ownTab(ctx, principal, id);
  await ctx.db.transaction().execute((trx) => new TabStateRepository(trx).delete(id));
}
