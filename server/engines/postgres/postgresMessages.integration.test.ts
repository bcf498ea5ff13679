import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import {
  engineFailure,
  expectConnectTimeoutMessage,
  expectSurvivesKilledSessions,
  runOnce,
  salesOptions,
} from '../testing/engineFailure';
import { PostgresEngine } from './PostgresEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const ADMIN_URL = TEST_SERVICE_URLS.postgres;
const role = `tessera_msg_${crypto.randomBytes(4).toString('hex')}`;

async function admin<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every session of the test's role, as a DBA or a server restart would. */
async function terminateSessions(): Promise<void> {
  await admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);
  while ((await admin('SELECT 1 FROM pg_stat_activity WHERE usename = $1', [role])).length > 0);
  // Let the clients read the end of their sockets (and emit 'error') before going on.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const uriFor = (user: string, host = '127.0.0.1:5432', query = '') => {
  const url = new URL(ADMIN_URL);
  url.username = user;
  url.host = host;
  return `${url.href}${query}`;
};

describe.skipIf(!(await serviceAvailable('postgres', 'engine tests')))(
  'PostgreSQL messages',
  () => {
    let engine: PostgresEngine;

    beforeAll(async () => {
      await admin(`CREATE ROLE ${role} LOGIN`);
      engine = new PostgresEngine(salesOptions(uriFor(role)));
    });
    afterAll(async () => {
      await engine.close();
      await admin(`DROP ROLE ${role}`);
    });

    const run = (sql: string) => runOnce(engine, sql);

    it('quotes only the user SQL with the caret where PostgreSQL points', async () => {
      const error = await engineFailure(run('SELECT * FROM no_such_table_xyz'));
      expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
      expect(error.message).not.toContain('tessera_limit');
      expect(error.message).toContain(
        'LINE 1: SELECT * FROM no_such_table_xyz\n' + '                      ^',
      );
      const wrapper = await engineFailure(run('SELECT 1 +'));
      expect(wrapper.message).not.toContain('tessera_limit');
      expect(wrapper.message).toContain('LINE 1: SELECT 1 +\n' + '                  ^');
    });

    it('says the connection was lost when a running statement is terminated', async () => {
      const connection = await engine.connect();
      const running = engineFailure(connection.run('SELECT pg_sleep(30)', null));
      while (
        (
          await admin(
            "SELECT 1 FROM pg_stat_activity WHERE usename = $1 AND query LIKE '%pg_sleep%'",
            [role],
          )
        ).length === 0
      );
      await terminateSessions();
      const error = await running;
      await connection.close();
      expect(error.message).toBe('The connection to Sales was lost');
      expect(error.errorType).toBe('CONNECTION_HOST_DOWN_ERROR');
      expect(error.extra.detail).toMatch(/terminat/i);
      expect(resultRows(await run('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    });

    it('survives its idle pool and session connections being killed; the next call works', async () => {
      await expectSurvivesKilledSessions(engine, 'public', terminateSessions);
    });

    it('names neither user nor host when the server refuses or does not know the user', async () => {
      const refused = new PostgresEngine(salesOptions(uriFor(role, '127.0.0.1:1')));
      const closed = await engineFailure(refused.testConnection());
      expect(closed.errorType).toBe('CONNECTION_PORT_CLOSED_ERROR');
      const unknown = new PostgresEngine(salesOptions(uriFor(`${role}_nobody`)));
      const denied = await engineFailure(unknown.testConnection());
      expect(denied.errorType).toBe('CONNECTION_INVALID_USERNAME_ERROR');
      for (const error of [closed, denied]) {
        const shown = `${error.message} ${JSON.stringify(error.extra)}`;
        expect(shown).not.toMatch(/127\.0\.0\.1|nobody/);
        expect(shown).not.toContain(role);
      }
    });

    it('names the limit when connecting times out', async () => {
      await expectConnectTimeoutMessage(
        (port) =>
          new PostgresEngine(salesOptions(uriFor(role, `127.0.0.1:${port}`, '?connect_timeout=1'))),
      );
    });
  },
);
