import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { RowLevelSecurityRepository } from '../store/rowLevelSecurityRepository';

/** Deletes row-level security rules, all or none: an unknown id deletes nothing (404). */
export async function deleteRowLevelSecurity(ctx: AppContext, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const rules = new RowLevelSecurityRepository(trx);
    if ((await rules.details(unique)).length !== unique.length)
      throw new NotFoundError('Not found');
    await rules.delete(unique);
  });
}
