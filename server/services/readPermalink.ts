import type { SharedQueryRecord } from '@common/api/keyValue';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase } from '../policies/databasePolicy';
import { KeyValueRepository } from '../store/keyValueRepository';
import { SQLLAB_PERMALINK_RESOURCE } from './createPermalink';

/**
 * A shared tab by key. The key is not a capability: the link opens only for a caller who
 * may use its database; anyone else gets the same 404 as for an unknown key.
 */
export async function readPermalink(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<SharedQueryRecord> {
  const row = await new KeyValueRepository(ctx.db).find(SQLLAB_PERMALINK_RESOURCE, key);
  if (!row) throw new NotFoundError('Link not found');
  const value = JSON.parse(row.value) as SharedQueryRecord;
  const database = await ctx.databases.findById(value.dbId);
  if (!database || !canAccessDatabase(principal, database))
    throw new NotFoundError('Link not found');
  return value;
}
