import crypto from 'node:crypto';
import net from 'node:net';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../test/resultRows';
import { type EngineConnection, EngineError } from '../engine';
import { MysqlEngine } from './MysqlEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '../../test/testServices';

const ROOT_URL = TEST_SERVICE_URLS.mysql;
const suffix = crypto.randomBytes(4).toString('hex');
const database = `tessera_msg_${suffix}`;
const user = `tessera_msg_${suffix}`;
const password = `pw_${suffix}`;

async function root<T>(sql: string, values: unknown[] = []): Promise<T> {
  const connection = await mysql.createConnection({ uri: ROOT_URL });
  try {
    return (await connection.query(sql, values))[0] as T;
  } finally {
    await connection.end();
  }
}

const sessions = () =>
  root<{ id: number; info: string | null }[]>(
    'SELECT id, info FROM information_schema.processlist WHERE user = ?',
    [user],
  );

/** Ends every session of the test's user with KILL, as a DBA or a server restart would. */
async function killSessions(): Promise<void> {
  for (const { id } of await sessions()) await root(`KILL ${Number(id)}`).catch(() => undefined);
  while ((await sessions()).length > 0);
  // Let the clients read the end of their sockets (and emit 'error') before going on.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const failure = async (work: Promise<unknown>): Promise<EngineError> => {
  const outcome = await work.catch((error: unknown) => error);
  if (outcome instanceof EngineError) return outcome;
  throw new Error(`expected an EngineError, got ${String(outcome)}`);
};

const options = (uri: string) => ({
  uri,
  allowDml: false,
  home: '/tmp',
  allowLocalFiles: false,
  databaseName: 'Sales',
});

describe.skipIf(!(await serviceAvailable('mysql', 'engine tests')))(
  'MySQL/MariaDB messages',
  () => {
    let engine: MysqlEngine;

    beforeAll(async () => {
      await root(`CREATE DATABASE ${database}`);
      for (const host of ['%', 'localhost']) {
        await root(`CREATE USER '${user}'@'${host}' IDENTIFIED BY '${password}'`);
        await root(`GRANT SELECT ON ${database}.* TO '${user}'@'${host}'`);
      }
      engine = new MysqlEngine(options(`mysql://${user}:${password}@127.0.0.1:3306/${database}`));
    });
    afterAll(async () => {
      await engine.close();
      await root(`DROP DATABASE ${database}`);
      for (const host of ['%', 'localhost']) await root(`DROP USER '${user}'@'${host}'`);
    });

    const run = async (sql: string, limit: number | null = 1000) => {
      const connection = await engine.connect();
      try {
        return await connection.run(sql, limit);
      } finally {
        await connection.close();
      }
    };

    it("quotes only the user SQL in a syntax error's near '…' and its line", async () => {
      const error = await failure(run('SELECT 1 FROM dual WHERE WHERE'));
      expect(error.errorType).toBe('SYNTAX_ERROR');
      expect(error.message).not.toContain('tessera_limit');
      expect(error.message).toContain("near 'WHERE' at line 1");
      expect(error.message).toContain(
        'LINE 1: SELECT 1 FROM dual WHERE WHERE\n' + ' '.repeat(33) + '^',
      );
      const end = await failure(run('SELECT 1,\n  2 +'));
      expect(end.message).not.toContain('tessera_limit');
      expect(end.message).toContain("near '' at line 2");
    });

    it('says the connection was lost when a running statement is killed', async () => {
      const connection = await engine.connect();
      const running = failure(connection.run('SELECT SLEEP(30)', null));
      while (!(await sessions()).some((session) => session.info?.includes('SLEEP')));
      await killSessions();
      const error = await running;
      await connection.close();
      expect(error.message).toBe('The connection to Sales was lost');
      expect(error.errorType).toBe('CONNECTION_HOST_DOWN_ERROR');
      expect(typeof error.extra.detail).toBe('string');
      expect(resultRows(await run('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
    });

    it('survives its idle pool and session connections being killed; the next call works', async () => {
      expect(await engine.schemas()).toContain(database);
      const idle: EngineConnection = await engine.connect();
      await killSessions();
      const error = await failure(idle.run('SELECT 1', null));
      await idle.close();
      expect(error.message).toBe('The connection to Sales was lost');
      expect(await engine.schemas()).toContain(database);
      expect(resultRows(await run('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
    });

    it('names neither user nor host when access is denied or the port is closed', async () => {
      const wrong = new MysqlEngine(options(`mysql://${user}:nope@127.0.0.1:3306/${database}`));
      const denied = await failure(wrong.testConnection());
      expect(denied.errorType).toBe('CONNECTION_ACCESS_DENIED_ERROR');
      const closedEngine = new MysqlEngine(options(`mysql://${user}:nope@127.0.0.1:1/${database}`));
      const closed = await failure(closedEngine.testConnection());
      expect(closed.errorType).toBe('CONNECTION_PORT_CLOSED_ERROR');
      for (const error of [denied, closed]) {
        const shown = `${error.message} ${JSON.stringify(error.extra)}`;
        expect(shown).not.toContain('127.0.0.1');
        expect(shown).not.toContain(user);
      }
    });

    it('names the limit when connecting times out', async () => {
      // A server that accepts the connection and never answers.
      const silent = net.createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as net.AddressInfo).port;
      const stuck = new MysqlEngine(
        options(`mysql://${user}:x@127.0.0.1:${port}/${database}?connectTimeout=1000`),
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
