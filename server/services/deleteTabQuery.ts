import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { ownQuery, ownTab } from '../policies/sqlLabObjectPolicy';
import { TabStateRepository } from '../store/tabStateRepository';

/**
 * Deletes one of the caller's runs from one of their tabs, with its stored results.
 * When it was the tab's latest run, the tab's previous run becomes the latest.
 */
export async function deleteTabQuery(
  ctx: AppContext,
  principal: Principal,
  tabId: number,
  clientId: string,
): Promise<void> {
  const tab = await ownTab(ctx, principal, tabId);
  const query = await ownQuery(ctx, principal, clientId);
  if (query.sql_editor_id !== String(tabId)) throw new NotFoundError('Query not found');
  await ctx.db.transaction().execute(async (trx) => {
    const tabs = new TabStateRepository(trx);
    if (tab.latest_query_id === clientId) {
      const previous = await tabs.previousQueryOfTab(principal.user.id, tabId, clientId);
      await tabs.update(tabId, { latest_query_id: previous?.client_id ?? null });
    }
    await tabs.deleteQuery(query.id);
  });
  // Results are only reachable through the record; dropping them early just frees space.
  if (query.results_key) await ctx.runner.backend.delete(query.results_key).catch(() => {});
}
