import type { AppContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { SavedQueryRepository } from '../store/savedQueryRepository';
import { readsAllSavedQueries } from './findSavedQuery';

/**
 * Deletes saved queries of the caller, all or none: if any id is missing or someone
 * else's, nothing is deleted (404; 403 for an admin, who can see the others exist).
 */
export async function deleteSavedQueries(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const repository = new SavedQueryRepository(trx);
    const owned = await repository.ownedIds(unique, principal.user.id);
    if (owned.length !== unique.length) {
      const visible = readsAllSavedQueries(principal)
        ? (await repository.existingIds(unique)).length === unique.length
        : false;
      if (visible) throw new ForbiddenError('Only its owner may delete a saved query');
      throw new NotFoundError('Saved query not found');
    }
    await repository.delete(owned);
  });
}
