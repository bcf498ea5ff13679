import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import {
  engineFailure,
  expectConnectTimeoutMessage,
  expectSurvivesKilledSessions,
  runOnce,
  salesOptions,
} from '../testing/engineFailure';
import { MysqlEngine } from './MysqlEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

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
      engine = new MysqlEngine(
        salesOptions(`mysql://${user}:${password}@127.0.0.1:3306/${database}`),
      );
    });
    afterAll(async () => {
      await engine.close();
      await root(`DROP DATABASE ${database}`);
      for (const host of ['%', 'localhost']) await root(`DROP USER '${user}'@'${host}'`);
    });

    const run = (sql: string) => runOnce(engine, sql);

    it("quotes only the user SQL in a syntax error's near '…' and its line", async () => {
      const error = await engineFailure(run('SELECT 1 FROM dual WHERE WHERE'));
      expect(error.errorType).toBe('SYNTAX_ERROR');
      expect(error.message).not.toContain('tessera_limit');
      expect(error.message).toContain("near 'WHERE' at line 1");
      expect(error.message).toContain(
        'LINE 1: SELECT 1 FROM dual WHERE WHERE\n' + ' '.repeat(33) + '^',
      );
      const end = await engineFailure(run('SELECT 1,\n  2 +'));
      expect(end.message).not.toContain('tessera_limit');
      expect(end.message).toContain("near '' at line 2");
    });

    it('says the connection was lost when a running statement is killed', async () => {
      const connection = await engine.connect();
      const running = engineFailure(connection.run('SELECT SLEEP(30)', null));
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
      await expectSurvivesKilledSessions(engine, database, killSessions);
    });

    it('names neither user nor host when access is denied or the port is closed', async () => {
      const wrong = new MysqlEngine(
        salesOptions(`mysql://${user}:nope@127.0.0.1:3306/${database}`),
      );
      const denied = await engineFailure(wrong.testConnection());
      expect(denied.errorType).toBe('CONNECTION_ACCESS_DENIED_ERROR');
      const closedEngine = new MysqlEngine(
        salesOptions(`mysql://${user}:nope@127.0.0.1:1/${database}`),
      );
      const closed = await engineFailure(closedEngine.testConnection());
      expect(closed.errorType).toBe('CONNECTION_PORT_CLOSED_ERROR');
      for (const error of [denied, closed]) {
        const shown = `${error.message} ${JSON.stringify(error.extra)}`;
        expect(shown).not.toContain('127.0.0.1');
        expect(shown).not.toContain(user);
      }
    });

    it('names the limit when connecting times out', async () => {
      await expectConnectTimeoutMessage(
        (port) =>
          new MysqlEngine(
            salesOptions(`mysql://${user}:x@127.0.0.1:${port}/${database}?connectTimeout=1000`),
          ),
      );
    });
  },
);
