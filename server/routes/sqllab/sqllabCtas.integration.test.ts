import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from '@server/engines/duckdb/DuckDbEngine';
import { MysqlEngine } from '@server/engines/mysql/MysqlEngine';
import { PostgresEngine } from '@server/engines/postgres/PostgresEngine';
import type { QueryRecord } from '@server/queries/queryRecord';
import { createScratchDuckDb } from '@server/test/scratchDuckDb';
import { ADMIN, bearerFor, body, createTestApp, type TestApp } from '@server/test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';
import { storeKinds } from '@server/test/testStore';

interface Answer {
  status: string;
  data: Record<string, unknown>[];
  query: QueryRecord;
  errors?: { error_type: string; message: string }[];
  message?: string;
}

const PG_ADMIN_URL = TEST_SERVICE_URLS.postgres;

async function pgAdmin<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const kinds = await storeKinds();
const mysqlAnswers = await serviceAvailable('mysql', 'CTAS on MariaDB');

describe.each(kinds)('CTAS and CVAS on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let scratchId: number;
  let plainId: number;

  const register = async (payload: Record<string, unknown>) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return body<{ id: number }>(answer).id;
  };
  const execute = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', headers: admin, payload });

  beforeAll(async () => {
    // One worker keeps the CTAS runs' order easy to follow; several would share by ownership.
    t = await createTestApp(kind, { queryWorkers: 1 });
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    await createScratchDuckDb(t.ctx.config.home);
    await createScratchDuckDb(t.ctx.config.home, 'plain.duckdb');
    scratchId = await register({
      database_name: 'scratch',
      sqlalchemy_uri: 'duckdb:///scratch.duckdb',
      allow_ctas: true,
      allow_cvas: true,
    });
    plainId = await register({ database_name: 'plain', sqlalchemy_uri: 'duckdb:///plain.duckdb' });
  });
  afterAll(async () => t.close());

  it('creates a table from the last SELECT and answers its rows, as Superset does', async () => {
    const answer = await execute({
      database_id: scratchId,
      sql: 'select 1 as warmup; select id, name from t where id <= 5 order by id',
      schema: 'main',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'top_five',
      queryLimit: 2,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = body<Answer>(answer);
    expect(result.data).toEqual([
      { id: 1, name: 'name 1' },
      { id: 2, name: 'name 2' },
    ]);
    expect(result.query).toMatchObject({ ctas: true, tempSchema: 'main', tempTable: 'top_five' });
    expect(result.query.executedSql).toContain('CREATE TABLE "main"."top_five" AS');
    // The table holds every row: the limit applies to reading it back, not to creating it.
    const count = await execute({
      database_id: scratchId,
      sql: 'select count(*) as n from top_five',
    });
    expect(body<Answer>(count).data).toEqual([{ n: 5 }]);
  });

  it('creates a view, and names a table when the client gives no name', async () => {
    const view = await execute({
      database_id: scratchId,
      sql: 'select id from t where id > 48',
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: 'last_two',
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(body<Answer>(view).data).toEqual([{ id: 49 }, { id: 50 }]);
    const named = await execute({
      database_id: scratchId,
      sql: 'select 7 as x',
      select_as_cta: true,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(body<Answer>(named).query.tempTable).toMatch(/^tmp_\d+_table_\d{4}(_\d\d){5}$/);
  });

  it('refuses what Superset refuses, with plain messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ database_id: plainId, sql: 'select 1', select_as_cta: true }, 'DML_NOT_ALLOWED_ERROR'],
      [
        {
          database_id: scratchId,
          sql: 'select 1; select 2',
          select_as_cta: true,
          ctas_method: 'VIEW',
        },
        'INVALID_CVAS_QUERY_ERROR',
      ],
      [
        { database_id: scratchId, sql: 'select 1; show tables', select_as_cta: true },
        'INVALID_CTAS_QUERY_ERROR',
      ],
      [
        {
          database_id: scratchId,
          sql: 'select 1',
          select_as_cta: true,
          tmp_table_name: 'x'.repeat(64),
        },
        'INVALID_PAYLOAD_SCHEMA_ERROR',
      ],
      // CTAS does not open the door to DML: other statements are still checked.
      [
        { database_id: scratchId, sql: 'drop table t; select 1', select_as_cta: true },
        'DML_NOT_ALLOWED_ERROR',
      ],
    ];
    for (const [payload, errorType] of cases) {
      const answer = await execute(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(body<Answer>(answer).errors?.[0]?.error_type).toBe(errorType);
    }
    const badName = await execute({
      database_id: scratchId,
      sql: 'select 1',
      select_as_cta: true,
      tmp_table_name: 'x; drop table t',
    });
    expect(badName.statusCode).toBe(400);
  });
});

describe('CTAS statements in the engines', () => {
  it('DuckDB: a CTAS-enabled file is writable only for the CTAS statement', async () => {
    const t = await createTestApp('sqlite');
    try {
      const file = await createScratchDuckDb(t.ctx.config.home, 'engine.duckdb');
      const engine = new DuckDbEngine({
        uri: `duckdb://${file}`,
        allowDml: false,
        allowCtas: true,
        home: t.ctx.config.home,
        allowLocalFiles: false,
      });
      const connection = await engine.connect();
      await expect(connection.run('delete from t', null)).rejects.toMatchObject({
        errorType: 'DML_NOT_ALLOWED_ERROR',
      });
      await connection.run('create table copy as select * from t', null, true);
      expect((await connection.run('select count(*) from copy', null)).rowCount).toBe(1);
      await connection.close();
      await engine.close();
    } finally {
      await t.close();
    }
  });

  it.runIf(kinds.includes('postgres'))(
    'PostgreSQL: the CTAS statement commits, every other statement stays read-only',
    async () => {
      const schema = `tessera_ctas_${crypto.randomBytes(4).toString('hex')}`;
      await pgAdmin(`create schema ${schema}`);
      const t = await createTestApp('postgres');
      try {
        const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/database/',
          headers: admin,
          payload: {
            database_name: 'pg',
            sqlalchemy_uri: PG_ADMIN_URL.replace(/^postgres:/, 'postgresql:'),
            allow_ctas: true,
          },
        });
        const databaseId = body<{ id: number }>(created).id;
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/v1/sqllab/execute/',
          headers: admin,
          payload: {
            database_id: databaseId,
            sql: 'select g as n from generate_series(1, 3) g',
            schema,
            select_as_cta: true,
            tmp_table_name: 'three',
          },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(body<Answer>(answer).data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect(await pgAdmin(`select count(*)::int as c from ${schema}.three`)).toEqual([{ c: 3 }]);
        // The same session refuses a write that is not the CTAS statement.
        const engine = new PostgresEngine({
          uri: PG_ADMIN_URL,
          allowDml: false,
          allowCtas: true,
          home: '/tmp',
          allowLocalFiles: false,
        });
        const connection = await engine.connect();
        await expect(
          connection.run(`create table ${schema}.sneaky as select 1`, null),
        ).rejects.toThrow(/read-only/);
        await connection.close();
        await engine.close();
      } finally {
        await t.close();
        await pgAdmin(`drop schema ${schema} cascade`);
      }
    },
  );

  it.runIf(mysqlAnswers)(
    'MariaDB: the CTAS statement may write, and the session is read-only again after it',
    async () => {
      const root = TEST_SERVICE_URLS.mysql;
      const name = `tessera_ctas_${crypto.randomBytes(4).toString('hex')}`;
      const admin = await mysql.createConnection({ uri: root });
      await admin.query(`create database ${name}`);
      const url = new URL(root);
      url.pathname = `/${name}`;
      const engine = new MysqlEngine({
        uri: url.toString(),
        allowDml: false,
        allowCtas: true,
        home: '/tmp',
        allowLocalFiles: false,
      });
      try {
        const connection = await engine.connect();
        await connection.run('create table made as select 1 as one', null, true);
        await expect(
          connection.run('create table sneaky as select 1 as one', null),
        ).rejects.toThrow(/READ ONLY/i);
        await expect(connection.run('insert into made values (2)', null)).rejects.toThrow(
          /READ ONLY/i,
        );
        expect((await connection.run('select count(*) from made', null)).rowCount).toBe(1);
        await connection.close();
      } finally {
        await engine.close();
        await admin.query(`drop database ${name}`);
        await admin.end();
      }
    },
  );
});
