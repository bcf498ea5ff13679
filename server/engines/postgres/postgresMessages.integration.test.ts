import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../test/resultRows';
import { type EngineConnection, EngineError } from '../engine';
import { PostgresEngine } from './PostgresEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '../../test/testServices';

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

const failure = async (work: Promise<unknown>): Promise<EngineError> => {
  const outcome = await work.catch((error: unknown) => error);
  if (outcome instanceof EngineError) return outcome;
  throw new Error(`expected an EngineError, got ${String(outcome)}`);
};

const uriFor = (user: string, host = '127.0.0.1:5432', query = '') => {
  const url = new URL(ADMIN_URL);
  url.username = user;
  url.host = host;
  return `${url.href}${query}`;
};
const options = (uri: string) => ({
  uri,
  allowDml: false,
  home: '/tmp',
  allowLocalFiles: false,
  databaseName: 'Sales',
});

describe.skipIf(!(await serviceAvailable('postgres', 'engine tests')))(
  'PostgreSQL messages',
  () => {
    let engine: PostgresEngine;

    beforeAll(async () => {
      await admin(`CREATE ROLE ${role} LOGIN`);
      engine = new PostgresEngine(options(uriFor(role)));
    });
    afterAll(async () => {
      await engine.close();
      await admin(`DROP ROLE ${role}`);
    });

    const run = async (sql: string, limit: number | null = 1000) => {
      const connection = await engine.connect();
      try {
        return await connection.run(sql, limit);
      } finally {
        await connection.close();
      }
    };

    it('quotes only the user SQL with the caret where PostgreSQL points', async () => {
      const error = await failure(run('SELECT * FROM no_such_table_xyz'));
      expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
      expect(error.message).not.toContain('tessera_limit');
      expect(error.message).toContain(
        'LINE 1: SELECT * FROM no_such_table_xyz\n' + '                      ^',
      );
      const wrapper = await failure(run('SELECT 1 +'));
      expect(wrapper.message).not.toContain('tessera_limit');
      expect(wrapper.message).toContain('LINE 1: SELECT 1 +\n' + '                  ^');
    });

    it('says the connection was lost when a running statement is terminated', async () => {
      const connection = await engine.connect();
      const running = failure(connection.run('SELECT pg_sleep(30)', null));
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
      expect(await engine.schemas()).toContain('public');
      const idle: EngineConnection = await engine.connect();
      await terminateSessions();
      const error = await failure(idle.run('SELECT 1', null));
      await idle.close();
      expect(error.message).toBe('The connection to Sales was lost');
      expect(await engine.schemas()).toContain('public');
      expect(resultRows(await run('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
    });

    it('names neither user nor host when the server refuses or does not know the user', async () => {
      const refused = new PostgresEngine(options(uriFor(role, '127.0.0.1:1')));
      const closed = await failure(refused.testConnection());
      expect(closed.errorType).toBe('CONNECTION_PORT_CLOSED_ERROR');
      const unknown = new PostgresEngine(options(uriFor(`${role}_nobody`)));
      const denied = await failure(unknown.testConnection());
      expect(denied.errorType).toBe('CONNECTION_INVALID_USERNAME_ERROR');
      for (const error of [closed, denied]) {
        const shown = `${error.message} ${JSON.stringify(error.extra)}`;
        expect(shown).not.toMatch(/127\.0\.0\.1|nobody/);
        expect(shown).not.toContain(role);
      }
    });

    it('names the limit when connecting times out', async () => {
      // A server that accepts the connection and never answers.
      const silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as net.AddressInfo).port;
      const stuck = new PostgresEngine(
        options(uriFor(role, `127.0.0.1:${port}`, '?connect_timeout=1')),
      );
      try {
        const error = await failure(stuck.testConnection());
        expect(error.errorType).toBe('CONNECTION_DATABASE_TIMEOUT');
        expect(error.message).toBe(
          'Connecting to Sales timed out after 1 second (the connect timeout)',
        );
      } finally {
        await stuck.close();
        silent.close();
      }
    });
  },
);
