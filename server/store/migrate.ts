import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Store, StoreDialect } from './db';
import { securityMigration } from './migrations/001_security';
import { databasesQueriesMigration } from './migrations/002_databases_queries';
import { sqllabStateMigration } from './migrations/003_sqllab_state';
import { schedulesDatasetsMigration } from './migrations/004_schedules_datasets';
import { queryHeartbeatMigration } from './migrations/005_query_heartbeat';

/** Every migration this code knows, in order. Forward-only: names never change. */
function knownMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    '001_security': securityMigration(dialect),
    '002_databases_queries': databasesQueriesMigration(dialect),
    '003_sqllab_state': sqllabStateMigration(dialect),
    // After 003: saved_query_schedule references saved_query.
    '004_schedules_datasets': schedulesDatasetsMigration(dialect),
    '005_query_heartbeat': queryHeartbeatMigration,
  };
}

export class StoreTooNewError extends Error {}

async function appliedMigrationNames(db: Store): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return [];
  const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Brings the store to the code's schema; refuses a store migrated by newer code. */
export async function migrateStore(db: Store, dialect: StoreDialect): Promise<string[]> {
  const migrations = knownMigrations(dialect);
  const unknown = (await appliedMigrationNames(db)).filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new StoreTooNewError(
      `The metadata store was upgraded by a newer version of Tessera (migration ${unknown.join(', ')} ` +
        'is unknown to this version). Run the newer version, or restore a backup of the store.',
    );
  }
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migrating the metadata store failed at ${failed}: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
