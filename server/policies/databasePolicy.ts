import { hasPermission } from '@common/permissions/hasPermission';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import type { DatabaseRow } from '../store/databaseRepository';

/** The view name of a database's `database_access` permission, as Superset names it. */
export function databasePermissionView(name: string, id: number): string {
  return `[${name}].(id:${id})`;
}

/** True when the caller may query and browse this database. */
export function canAccessDatabase(
  principal: Principal,
  database: Pick<DatabaseRow, 'id' | 'database_name'>,
): boolean {
  return (
    hasPermission(principal.roles, 'all_database_access', 'all_database_access') ||
    hasPermission(
      principal.roles,
      'database_access',
      databasePermissionView(database.database_name, database.id),
    )
  );
}

/** Answers 404, not 403, for a database the caller may not see: its existence is not revealed. */
export function assertDatabaseAccess<T extends Pick<DatabaseRow, 'id' | 'database_name'>>(
  principal: Principal,
  database: T | undefined,
): T {
  if (!database || !canAccessDatabase(principal, database))
    throw new NotFoundError('Database not found');
  return database;
}
