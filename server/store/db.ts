import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Store = Kysely<Database>;
export type StoreDialect = 'sqlite' | 'postgres';

// int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly.
pg.types.setTypeParser(20, (value) => Number(value));

/** Opens the metadata store: PostgreSQL when a URL is given, else SQLite in the home folder. */
export function openStore(
  home: string,
  databaseUrl: string | undefined,
): { db: Store; dialect: StoreDialect } {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new Error('TESSERA_DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator) is dropped by the pool
    // and replaced on the next checkout; unhandled, its error would end the whole process.
    pool.on('error', () => undefined);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
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
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/**
 * better-sqlite3 whose prepared statements are reused by SQL text: Kysely prepares every query
 * anew, which cost more than running most of them. SQLite re-prepares a statement itself when
 * the schema changes under it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // Queries are built from a few hundred shapes; a bound keeps odd ones from piling up.
        if (statements.size >= 1000) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
