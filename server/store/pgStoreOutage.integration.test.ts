import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError } from '../errors';
import { ADMIN, bearerFor, body, withTestApp } from '../test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '../test/testServices';
import { createTestConfig } from '../test/testStore';
import { openStore } from './db';
import { migrateStore } from './migrate';

// The outage is made on a real PostgreSQL: its backends are terminated from a second
// connection (what a restart or an administrator does), and the database refuses
// connections meanwhile (what a server that is down does to a new connection).
const ADMIN_URL = TEST_SERVICE_URLS.postgres;
const reachable = await serviceAvailable('postgres', 'a PostgreSQL store that goes away');

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseOf = (url: string | undefined) => new URL(url ?? '').pathname.slice(1);

/** Ends every connection to the store, waiting (up to 5 s) until each is gone. */
const terminateBackends = (database: string) =>
  asAdmin((c) =>
    c.query(
      `select pg_terminate_backend(pid, 5000) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    ),
  );

const allowConnections = (database: string, allow: boolean) =>
  asAdmin((c) => c.query(`alter database ${database} allow_connections ${allow}`));

describe.skipIf(!reachable)('a PostgreSQL store that goes away (needs PostgreSQL)', () => {
  it('a connection lost inside a transaction fails it as unavailable, writes nothing, and the next one works', async () => {
    const { config, cleanup } = await createTestConfig('postgres');
    const lost: Error[] = [];
    const { db } = openStore(config.home, config.databaseUrl, {
      onConnectionLost: (error) => lost.push(error),
    });
    try {
      await migrateStore(db, 'postgres');
      await sql`create table probe (x integer)`.execute(db);
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into probe values (1)`.execute(trx);
          // Killed while idle in the transaction: pg emits `error` on the checked-out client,
          // which ended the process when nothing listened there.
          await terminateBackends(databaseOf(config.databaseUrl));
          await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 10_000 });
          await sql`insert into probe values (2)`.execute(trx);
        })
        .catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(StoreUnavailableError);
      const count = await sql<{ n: number }>`select count(*)::int as n from probe`.execute(db);
      expect(count.rows[0]?.n).toBe(0);
    } finally {
      await db.destroy();
      await cleanup();
    }
  });

  describe('through the API', () => {
    const t = withTestApp('postgres');
    let headers: Record<string, string>;
    let database: string;
    const newTab = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/tabstateview/',
        headers,
        payload: { queryEditor: { name } },
      });
    const tabCount = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('tab_state')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    beforeAll(async () => {
      headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
      database = databaseOf(t.ctx.config.databaseUrl);
    });
    afterAll(async () => {
      await allowConnections(database, true);
    });

    it('answers 503 while the store refuses connections, then serves again by itself', async () => {
      expect((await newTab('before')).statusCode).toBe(200);
      await allowConnections(database, false);
      await terminateBackends(database);
      try {
        for (const answer of [
          await newTab('while away'),
          await t.app.inject({ method: 'GET', url: '/api/v1/query/', headers }),
          await t.app.inject({ method: 'GET', url: '/api/v1/saved_query/', headers }),
        ]) {
          expect(answer.statusCode).toBe(503);
          expect(answer.headers['retry-after']).toBe('5');
          expect(body(answer)).toEqual({
            message: STORE_UNAVAILABLE_MESSAGE,
            errors: [
              {
                message: STORE_UNAVAILABLE_MESSAGE,
                error_type: 'GENERIC_BACKEND_ERROR',
                level: 'error',
                extra: {},
              },
            ],
          });
          expect(answer.body).not.toMatch(/postgres|127\.0\.0\.1|tessera_test/);
        }
      } finally {
        await allowConnections(database, true);
      }
      expect((await newTab('after')).statusCode).toBe(200);
      expect(await tabCount()).toBe(2);
    });

    it('answers each save made while connections are killed 200 or 503, and keeps only the 200s', async () => {
      const before = await tabCount();
      const saves = Array.from({ length: 24 }, (_, i) => newTab(`burst ${i}`));
      await terminateBackends(database);
      await terminateBackends(database);
      const answers = await Promise.all(saves);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(await tabCount()).toBe(before + statuses.filter((s) => s === 200).length);
      // A save after the outage succeeds; connections that died idle may still fail one try.
      await vi.waitFor(async () => expect((await newTab('after burst')).statusCode).toBe(200), {
        timeout: 10_000,
      });
    });
  });
});
