import { hasPermission } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { type SavedQueryListRow, SavedQueryRepository } from '../store/savedQueryRepository';

/** True when the caller may read every user's saved queries (admins: all_query_access). */
export function readsAllSavedQueries(principal: Principal): boolean {
  return hasPermission(principal.roles, 'all_query_access', 'all_query_access');
}

/**
 * A saved query the caller may read (404 otherwise); with `forWrite`, one they own.
 * Admins read everyone's but change only their own (403, as they can see it exists).
 */
export async function findSavedQuery(
  ctx: AppContext,
  principal: Principal,
  id: number,
  forWrite: boolean,
): Promise<SavedQueryListRow> {
  const row = await new SavedQueryRepository(ctx.db).findById(id);
  const own = row?.user_id === principal.user.id;
  if (!row || (!own && !readsAllSavedQueries(principal)))
    throw new NotFoundError('Saved query not found');
  if (forWrite && !own) throw new ForbiddenError('Only its owner may change a saved query');
  return row;
}
