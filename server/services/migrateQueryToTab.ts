import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ownQuery, ownTab } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';

/** Re-parents one of the caller's runs to one of their saved tabs (browser → backend). */
export async function migrateQueryToTab(
  ctx: AppContext,
  principal: Principal,
  tabId: number,
  clientId: string,
): Promise<void> {
  await ownTab(ctx, principal, tabId);
  const query = await ownQuery(ctx, principal, clientId);
  await new TabStateRepository(ctx.db).moveQueryToTab(query.id, tabId, Date.now());
}
