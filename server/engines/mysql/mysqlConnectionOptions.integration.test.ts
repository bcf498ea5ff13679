import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import { ConnectionOptionError } from '../connectionOptions';
import { MysqlEngine } from './MysqlEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const ROOT_URL = TEST_SERVICE_URLS.mysql;
const database = `tessera_opt_${crypto.randomBytes(4).toString('hex')}`;

async function root<T>(sql: string): Promise<T> {
  const connection = await mysql.createConnection({ uri: ROOT_URL });
  try {
    return (await connection.query(sql))[0] as T;
  } finally {
    await connection.end();
  }
}

const uriWith = (query: string) => {
  const url = new URL(ROOT_URL);
  url.pathname = `/${database}`;
  return `${url.href}${query}`;
};
const options = (query: string) => ({
  uri: uriWith(query),
  allowDml: false,
  home: '/tmp',
  allowLocalFiles: false,
});
const ATTACK = `EXPLAIN SELECT 1--1; COMMIT; SET SESSION TRANSACTION READ WRITE; INSERT INTO ${database}.t VALUES (99)`;

describe.skipIf(!(await serviceAvailable('mysql', 'engine tests')))(
  'MySQL/MariaDB connection options',
  () => {
    beforeAll(async () => {
      await root(`create database ${database}`);
      await root(`create table ${database}.t (id int primary key)`);
    });
    afterAll(async () => {
      await root(`drop database ${database}`);
    });

    it.each(['?multipleStatements=true', '?debug=true', '?socketPath=/run/mysqld/mysqld.sock'])(
      'refuses %s before connecting, naming the option',
      (query) => {
        const name = /\?(\w+)=/.exec(query)?.[1] ?? '';
        expect(() => new MysqlEngine(options(query))).toThrow(ConnectionOptionError);
        expect(() => new MysqlEngine(options(query))).toThrow(
          `The connection option ${name} is not allowed`,
        );
      },
    );

    it('keeps one statement per run and a read-only session with allowed options and engine_params', async () => {
      const engine = new MysqlEngine({
        ...options('?charset=utf8mb4&connectTimeout=5000'),
        // engine_params are not driver settings: nothing in them reaches mysql2.
        engineParams: { multipleStatements: true, connect_args: { multipleStatements: true } },
      });
      try {
        const connection = await engine.connect();
        try {
          const error = await connection.run(ATTACK, null).catch((e: unknown) => e);
          expect(error).toMatchObject({ errorType: 'SYNTAX_ERROR' });
          const charset = await connection.run('SELECT @@character_set_client AS cs', null);
          expect(resultRows(charset)).toEqual([{ cs: 'utf8mb4' }]);
        } finally {
          await connection.close();
        }
      } finally {
        await engine.close();
      }
      expect(await root(`select count(*) AS n from ${database}.t`)).toEqual([{ n: 0 }]);
    });
  },
);
