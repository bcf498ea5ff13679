import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type DialectAdapter,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { type ConnectionLostListener, guardedPgPool } from './guardedPgPool';
import type { Database } from './schema';
import { storeError } from './storeFailure';

export type Store = Kysely<Database>;
export type StoreDialect = 'sqlite' | 'postgres';

// int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly.
pg.types.setTypeParser(20, (value) => Number(value));

export interface OpenStoreOptions {
  /** Told when PostgreSQL ends one of the store's connections (tests wait for it; logs may). */
  onConnectionLost?: ConnectionLostListener;
}

/**
 * Opens the metadata store: PostgreSQL when a URL is given, else SQLite in the home folder.
 * Outages (connection lost or refused, SQLite busy or out of disk) throw StoreUnavailableError.
 */
export function openStore(
  home: string,
  databaseUrl: string | undefined,
  options: OpenStoreOptions = {},
): { db: Store; dialect: StoreDialect } {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('TESSERA_DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A store host that drops packets would otherwise hold requests for minutes: after 10 s
      // without a connection (new or free) the request answers 503 instead.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: guardedPgPool(pool, options.onConnectionLost) }),
      }),
      dialect: 'postgres',
    };
  }
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  const file = path.join(home, 'tessera.db');
  const sqlite = new BetterSqlite3(file);
  // The store holds password hashes and sessions: readable by its owner only.
  fs.chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL never corrupts the store; it only skips an fsync per commit.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/** SQLite's adapter, but honest that SQLite has transactional DDL. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  // Kysely's says false, so its Migrator would run each migration outside a transaction and a
  // failing one would leave its first tables behind.
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Runs a store call, turning outages (busy past busy_timeout, I/O error, disk full) into 503s. */
function guard<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw storeError(error);
  }
}

/** A statement whose failures go through `guard`. */
function guardedStatement(statement: SqliteStatement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => guard(() => statement.all(parameters)),
    run: (parameters) => guard(() => statement.run(parameters)),
    *iterate(parameters) {
      try {
        yield* statement.iterate(parameters);
      } catch (error) {
        throw storeError(error);
      }
    },
  };
}

/**
 * better-sqlite3 whose prepared statements are reused by SQL text: Kysely prepares every query
 * anew, which cost more than running most of them. SQLite re-prepares a statement itself when
 * the schema changes under it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  // SQLite rolls a transaction back itself on some failures (disk full, I/O error); Kysely's
  // ROLLBACK after them would fail and its error would hide the real one.
  const rollback: SqliteStatement = {
    reader: false,
    all: () => [],
    run: () => (sqlite.inTransaction ? guard(() => sqlite.prepare('rollback').run()) : noChange),
    iterate: () => [][Symbol.iterator](),
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql === 'rollback') return rollback;
      let statement = statements.get(sql);
      if (!statement) {
        // Queries are built from a few hundred shapes; a bound keeps odd ones from piling up.
        if (statements.size >= 1000) statements.clear();
        const prepared: SqliteStatement = guard(() => sqlite.prepare(sql));
        statement = guardedStatement(prepared);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const noChange = { changes: 0, lastInsertRowid: 0 };
