import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { databasePermissionView } from '../policies/databasePolicy';
import { DatabaseRepository } from '../store/databaseRepository';
import { RoleRepository } from '../store/roleRepository';
import { deleteDatabaseDataPermissions } from './datasetPermissions';

/** Deletes a database, its query records and its access permission. */
export async function deleteDatabase(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const databases = new DatabaseRepository(trx);
    const row = await databases.findById(id);
    if (!row) throw new NotFoundError('Database not found');
    await databases.delete(id);
    await new RoleRepository(trx).deletePermission(
      'database_access',
      databasePermissionView(row.database_name, id),
    );
    await deleteDatabaseDataPermissions(trx, row.database_name);
  });
  await ctx.engines.invalidate(id);
}
