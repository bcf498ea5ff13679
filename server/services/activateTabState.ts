import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ownTab } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';

/** Makes one of the caller's tabs their only active tab. */
export async function activateTabState(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> {
  await ownTab(ctx, principal, id);
  await new TabStateRepository(ctx.db).activate(principal.user.id, id);
}
