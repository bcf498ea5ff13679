import type { AppContext } from '../context';
import { FieldValidationError, NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import type { QueryRow } from '../store/queryRepository';
import { SavedQueryRepository } from '../store/savedQueryRepository';
import { type TabStateRow, TabStateRepository } from '../store/tabStateRepository';
import { canAccessDatabase } from './databasePolicy';

/** The caller's tab; someone else's answers 404 like a missing one. */
export async function ownTab(
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<TabStateRow> {
  const tab = await new TabStateRepository(ctx.db).findOwned(id, principal.user.id);
  if (!tab) throw new NotFoundError('Tab not found');
  return tab;
}

/** The caller's run by client id; someone else's answers 404 like a missing one. */
export async function ownQuery(
  ctx: AppContext,
  principal: Principal,
  clientId: string,
): Promise<QueryRow> {
  const row = await ctx.queries.findByClientId(clientId);
  if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Query not found');
  return row;
}

/** Ids a payload points at; each is checked against what the caller may use. */
export interface PayloadReferences {
  database?: { field: string; id: number | null | undefined };
  query?: { field: string; clientId: string | null | undefined };
  savedQuery?: { field: string; id: number | null | undefined };
  tab?: { field: string; id: number | null | undefined };
}

/**
 * Refuses with 400 a payload that points at a database the caller may not use, or at a
 * run, saved query or tab that is not theirs. Missing and foreign objects get the same
 * message, so nothing about other users' objects is revealed.
 */
export async function assertOwnReferences(
  ctx: AppContext,
  principal: Principal,
  refs: PayloadReferences,
): Promise<void> {
  const fields: Record<string, string[]> = {};
  const userId = principal.user.id;
  const { database, query, savedQuery, tab } = refs;
  if (database?.id != null) {
    const row = await ctx.databases.findById(database.id);
    if (!row || !canAccessDatabase(principal, row))
      fields[database.field] = ['Database not found.'];
  }
  if (query?.clientId != null) {
    const row = await ctx.queries.findByClientId(query.clientId);
    if (!row || row.user_id !== userId) fields[query.field] = ['Query not found.'];
  }
  if (savedQuery?.id != null) {
    const owned = await new SavedQueryRepository(ctx.db).ownedIds([savedQuery.id], userId);
    if (owned.length === 0) fields[savedQuery.field] = ['Saved query not found.'];
  }
  if (tab?.id != null) {
    const row = await new TabStateRepository(ctx.db).findOwned(tab.id, userId);
    if (!row) fields[tab.field] = ['Tab not found.'];
  }
  if (Object.keys(fields).length > 0) throw new FieldValidationError(fields);
}
