import {
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely';
import { StoreUnavailableError } from '../errors';
import type { Store, StoreDialect } from './db';
import { securityMigration } from './migrations/001_security';
import { databasesQueriesMigration } from './migrations/002_databases_queries';
import { sqllabStateMigration } from './migrations/003_sqllab_state';
import { schedulesDatasetsMigration } from './migrations/004_schedules_datasets';
import { queryHeartbeatMigration } from './migrations/005_query_heartbeat';
import { chartsMigration } from './migrations/006_charts';
import { annotationsMigration } from './migrations/007_annotations';
import { dashboardsMigration } from './migrations/008_dashboards';

/** Every migration this code knows, in order. Forward-only: names never change. */
export function knownMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    '001_security': securityMigration(dialect),
    '002_databases_queries': databasesQueriesMigration(dialect),
    '003_sqllab_state': sqllabStateMigration(dialect),
    // After 003: saved_query_schedule references saved_query.
    '004_schedules_datasets': schedulesDatasetsMigration(dialect),
    '005_query_heartbeat': queryHeartbeatMigration,
    '006_charts': chartsMigration(dialect),
    '007_annotations': annotationsMigration(dialect),
    '008_dashboards': dashboardsMigration,
  };
}

export class StoreTooNewError extends Error {}

/**
 * Migrating failed; the failing migration was rolled back (each runs in its own transaction),
 * so the store is as it was before it. The message is one line, fit for "Tessera cannot start".
 */
export class MigrationFailedError extends Error {
  constructor(
    /** The migration that failed, or undefined when the store could not be read at all. */
    readonly migration: string | undefined,
    readonly reason: string,
  ) {
    super(
      migration
        ? `Migrating the metadata store failed at ${migration}: ${reason}; ` +
            'the store was left as it was before that migration'
        : `Migrating the metadata store failed before any migration ran: ${reason}; ` +
            'the store was left as it was',
    );
  }
}

/** An error's words on one line; an unreachable store says so rather than "not saved". */
function reasonOf(error: unknown): string {
  const text =
    error instanceof StoreUnavailableError
      ? `the store cannot be reached (${error.reason})`
      : error instanceof Error
        ? error.message
        : String(error);
  return text.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/** The failure of one Migrator step as a MigrationFailedError. */
function failure({ error, results }: MigrationResultSet): MigrationFailedError {
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  return new MigrationFailedError(failed, reasonOf(error));
}

async function appliedMigrationNames(db: Store): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return [];
  const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * Brings the store to the code's schema, one transaction per migration (a failing one leaves
 * nothing behind and is not recorded); refuses a store migrated by newer code. `migrations`
 * is for tests.
 */
export async function migrateStore(
  db: Store,
  dialect: StoreDialect,
  migrations: Record<string, Migration> = knownMigrations(dialect),
): Promise<string[]> {
  let applied: string[];
  try {
    applied = await appliedMigrationNames(db);
  } catch (error) {
    throw new MigrationFailedError(undefined, reasonOf(error));
  }
  const unknown = applied.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new StoreTooNewError(
      `The metadata store was upgraded by a newer version of Tessera (migration ${unknown.join(', ')} ` +
        'is unknown to this version). Run the newer version, or restore a backup of the store.',
    );
  }
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Kysely's Migrator runs all pending migrations in ONE transaction (and none on SQLite, whose
  // adapter db.ts corrects): stepping one migration at a time gives each its own transaction,
  // with its kysely_migration row, so migrations that succeeded stay applied.
  const migrator = new Migrator({ db, provider });
  const done: string[] = [];
  for (;;) {
    const step = await migrator.migrateUp();
    if (step.error) throw failure(step);
    const names = (step.results ?? []).map((r) => r.migrationName);
    if (names.length === 0) return done;
    done.push(...names);
  }
}
