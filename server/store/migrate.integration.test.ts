import { type Kysely, type Migration, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestConfig, storeKinds } from '../test/testStore';
import { openStore, type Store } from './db';
import { knownMigrations, MigrationFailedError, migrateStore } from './migrate';

// A migration that creates two tables, then fails, as a real one might halfway through.
const failingAfterTwoTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('probe_first').addColumn('id', 'integer').execute();
    await db.schema.createTable('probe_second').addColumn('id', 'integer').execute();
    await sql`insert into no_such_table values (1)`.execute(db);
  },
};
const fixed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('probe_first').addColumn('id', 'integer').execute();
    await db.schema.createTable('probe_second').addColumn('id', 'integer').execute();
  },
};

async function tableNames(db: Store): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.map((t) => t.name);
}

async function recorded(db: Store): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return result.rows.map((r) => r.name).sort();
}

describe.each(await storeKinds())('migrations on %s', (kind) => {
  it('roll a failing migration back whole, unrecorded, and a fixed one then applies', async () => {
    const { config, cleanup } = await createTestConfig(kind);
    const { db, dialect } = openStore(config.home, config.databaseUrl);
    try {
      const known = knownMigrations(dialect);
      // Named to sort after every real migration, so they all commit before it fails.
      const failing = { ...known, '999_probe': failingAfterTwoTables };
      const error = await migrateStore(db, dialect, failing).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationFailedError);
      expect((error as MigrationFailedError).migration).toBe('999_probe');
      expect((error as Error).message).toMatch(
        /^Migrating the metadata store failed at 999_probe: .*no_such_table.*; the store was left as it was before that migration$/,
      );
      expect((error as Error).message).not.toContain('\n');
      // The migrations before it committed on their own; the failing one left nothing.
      expect(await tableNames(db)).not.toContain('probe_first');
      expect(await tableNames(db)).toContain('queries');
      expect(await recorded(db)).toEqual(Object.keys(known).sort());

      // A second start with the same code fails at the same step, the same way.
      const again = await migrateStore(db, dialect, failing).catch((e: unknown) => e);
      expect((again as MigrationFailedError).migration).toBe('999_probe');

      expect(await migrateStore(db, dialect, { ...known, '999_probe': fixed })).toEqual([
        '999_probe',
      ]);
      expect(await tableNames(db)).toEqual(expect.arrayContaining(['probe_first', 'probe_second']));
      expect(await recorded(db)).toContain('999_probe');
    } finally {
      await db.destroy();
      await cleanup();
    }
  });

  it('roll back the first migration of a new store, leaving no table of it', async () => {
    const { config, cleanup } = await createTestConfig(kind);
    const { db, dialect } = openStore(config.home, config.databaseUrl);
    try {
      const error = await migrateStore(db, dialect, { '001_probe': failingAfterTwoTables }).catch(
        (e: unknown) => e,
      );
      expect((error as MigrationFailedError).migration).toBe('001_probe');
      expect(await tableNames(db)).not.toContain('probe_first');
      expect(await recorded(db)).toEqual([]);
    } finally {
      await db.destroy();
      await cleanup();
    }
  });
});
