import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_UNAVAILABLE_MESSAGE } from '../errors';
import { ADMIN, bearerFor, body, withTestApp } from '../test/testApp';
import { createTestConfig } from '../test/testStore';
import { openStore } from './db';

describe('a SQLite store that cannot write', () => {
  const t = withTestApp('sqlite');
  let headers: Record<string, string>;
  const newTab = (name: string, text = 'select 1') =>
    t.app.inject({
      method: 'POST',
      url: '/tabstateview/',
      headers,
      payload: { queryEditor: { name, sql: text } },
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
  const expectUnavailable = (answer: Awaited<ReturnType<typeof newTab>>) => {
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(body(answer)).toMatchObject({
      message: STORE_UNAVAILABLE_MESSAGE,
      errors: [{ error_type: 'GENERIC_BACKEND_ERROR' }],
    });
    expect(answer.body).not.toMatch(/SQLITE|tessera\.db/);
  };

  beforeAll(async () => {
    headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  it('answers 503 while another writer holds the lock past busy_timeout, then saves again', async () => {
    // The store waits 5 s for a lock; the test need not.
    await sql`pragma busy_timeout = 50`.execute(t.ctx.db);
    const other = new BetterSqlite3(path.join(t.ctx.config.home, 'tessera.db'));
    try {
      const before = await tabCount();
      other.exec('begin immediate');
      expectUnavailable(await newTab('while locked'));
      // Reads go on meanwhile (WAL).
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/query/', headers })).statusCode,
      ).toBe(200);
      other.exec('rollback');
      expect((await newTab('after the lock')).statusCode).toBe(200);
      expect(await tabCount()).toBe(before + 1);
    } finally {
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(t.ctx.db);
    }
  });

  it('answers 503 when the disk is full, keeps nothing of the save, and saves once there is room', async () => {
    const before = await tabCount();
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.ctx.db);
    // No more pages than the store has now: the next growth fails as a full disk does.
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count ?? 0}`).execute(t.ctx.db);
    try {
      expectUnavailable(await newTab('on a full disk', 'x'.repeat(200_000)));
      expect(await tabCount()).toBe(before);
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(t.ctx.db);
    }
    expect((await newTab('with room', 'x'.repeat(200_000))).statusCode).toBe(200);
    expect(await tabCount()).toBe(before + 1);
  });
});

describe('a SQLite transaction that SQLite rolled back itself', () => {
  it('fails with its own error, not with the ROLLBACK that follows it', async () => {
    const { config, cleanup } = await createTestConfig('sqlite');
    const { db } = openStore(config.home, undefined);
    try {
      // As SQLite does on some disk-full and I/O failures: the transaction is gone already.
      const outcome = db.transaction().execute(async (trx) => {
        await sql`rollback`.execute(trx);
        throw new Error('the original failure');
      });
      await expect(outcome).rejects.toThrow('the original failure');
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await cleanup();
    }
  });
});
