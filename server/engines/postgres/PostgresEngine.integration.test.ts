import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import { EngineCancelledError, EngineError } from '../engine';
import { PostgresEngine } from './PostgresEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const ADMIN_URL = TEST_SERVICE_URLS.postgres;
const suffix = crypto.randomBytes(4).toString('hex');
const schema = `tessera_t_${suffix}`;
const role = `tessera_ro_${suffix}`;
const password = `pw_${suffix}`;

async function admin<T extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!(await serviceAvailable('postgres', 'engine tests')))('PostgreSQL engine', () => {
  const url = new URL(ADMIN_URL);
  url.username = role;
  url.password = password;
  const options = { uri: url.toString(), allowDml: false, home: '/tmp', allowLocalFiles: false };
  let engine: PostgresEngine;

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    await admin(
      `create table ${schema}.t (id int primary key, name text, at timestamp, amount numeric(10,2), big bigint)`,
    );
    await admin(
      `insert into ${schema}.t select i, 'n' || i, timestamp '2024-01-01' + i * interval '1 hour', i * 1.25, i * 10000000000 from generate_series(1, 30) i`,
    );
    // A least-privilege role: it may connect and read, nothing more.
    await admin(`create role ${role} login password '${password}'`);
    await admin(`grant usage on schema ${schema} to ${role}`);
    await admin(`grant select, insert, delete on ${schema}.t to ${role}`);
    engine = new PostgresEngine(options);
  });
  afterAll(async () => {
    await engine.close();
    await admin(`drop schema ${schema} cascade`);
    await admin(`drop role ${role}`);
  });

  it('answers rows as JSON with types and generic types', async () => {
    const connection = await engine.connect();
    const result = await connection.run(
      `select id, name, at, amount, big from ${schema}.t order by id`,
      2,
    );
    await connection.close();
    expect(resultRows(result)).toEqual([
      { id: 1, name: 'n1', at: '2024-01-01 01:00:00', amount: 1.25, big: 10000000000 },
      { id: 2, name: 'n2', at: '2024-01-01 02:00:00', amount: 2.5, big: 20000000000 },
    ]);
    expect(result.columns.map((c) => [c.name, c.type_generic])).toEqual([
      ['id', 0],
      ['name', 1],
      ['at', 2],
      ['amount', 0],
      ['big', 0],
    ]);
  });

  it('refuses a writable CTE on a read-only database and changes nothing', async () => {
    const connection = await engine.connect();
    const error = await connection
      .run(`with x as (delete from ${schema}.t returning 1) select * from x`, null)
      .catch((e: unknown) => e);
    await connection.close();
    expect(error).toMatchObject({ errorType: 'DML_NOT_ALLOWED_ERROR' });
    expect((await admin<{ n: string }>(`select count(*) as n from ${schema}.t`))[0]?.n).toBe('30');
  });

  it('refuses a smuggled second statement, and the table survives', async () => {
    const connection = await engine.connect();
    const error = await connection
      .run(`select 1; drop table ${schema}.t`, null)
      .catch((e: unknown) => e);
    await connection.close();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).errorType).toBe('INVALID_SQL_ERROR');
    expect(await admin(`select 1 from ${schema}.t limit 1`)).toHaveLength(1);
  });

  it('refuses pg_read_file to a role that is not a superuser', async () => {
    const connection = await engine.connect();
    const error = await connection
      .run("select pg_read_file('/etc/passwd')", null)
      .catch((e: unknown) => e);
    await connection.close();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toMatch(/permission denied/i);
  });

  it('cancels in the engine: the backend stops running the query', async () => {
    const connection = await engine.connect();
    const running = connection
      .run(`select pg_sleep(30) as s, '${suffix}' as tag`, null)
      .catch((e: unknown) => e);
    const active = async () =>
      admin(
        `select pid from pg_stat_activity where state = 'active' and query like '%pg_sleep(30)%${suffix}%' and pid <> pg_backend_pid()`,
      );
    for (let i = 0; i < 50 && (await active()).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await active()).toHaveLength(1);
    await connection.cancel();
    expect(await running).toBeInstanceOf(EngineCancelledError);
    expect(await active()).toHaveLength(0);
    await connection.close();
  });

  it('introspects foreign keys, indexes and generic types, key columns in their declared order', async () => {
    // Key columns declared in another order than the tables' columns: each list keeps its own.
    try {
      await admin(`create table ${schema}.parent (id int, code text, primary key (code, id))`);
      await admin(
        `create table ${schema}.child (id serial primary key, parent_code text, parent_id int, label varchar(20),
         flag boolean, seen_at timestamptz, amount numeric(10,2),
         constraint child_parent_fk foreign key (parent_id, parent_code) references ${schema}.parent (id, code))`,
      );
      await admin(`create unique index child_label_uq on ${schema}.child (label)`);
      // INCLUDE columns ride along in the index but are not its key: not listed.
      await admin(
        `create index child_seen_ix on ${schema}.child (seen_at, parent_code) include (amount)`,
      );
      const meta = await engine.tableMetadata('child', schema);
      expect(meta.foreignKeys).toEqual([
        {
          name: 'child_parent_fk',
          constrained_columns: ['parent_id', 'parent_code'],
          referred_schema: schema,
          referred_table: 'parent',
          referred_columns: ['id', 'code'],
          type: 'fk',
        },
      ]);
      expect([...meta.indexes].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'child_label_uq', column_names: ['label'], unique: true, type: 'index' },
        {
          name: 'child_seen_ix',
          column_names: ['seen_at', 'parent_code'],
          unique: false,
          type: 'index',
        },
      ]);
      expect(meta.columns.map((c) => [c.name, c.type, c.type_generic])).toEqual([
        ['id', 'integer', 0],
        ['parent_code', 'text', 1],
        ['parent_id', 'integer', 0],
        ['label', 'character varying(20)', 1],
        ['flag', 'boolean', 3],
        ['seen_at', 'timestamp with time zone', 2],
        ['amount', 'numeric(10,2)', 0],
      ]);
      expect(meta.columns.find((c) => c.name === 'parent_code')?.keys).toEqual([
        { type: 'fk', name: 'child_parent_fk' },
        { type: 'index', name: 'child_seen_ix' },
      ]);
      const parent = await engine.tableMetadata('parent', schema);
      expect(parent.primaryKey).toEqual({
        constrained_columns: ['code', 'id'],
        name: 'parent_pkey',
        type: 'pk',
      });
      expect([parent.foreignKeys, parent.indexes]).toEqual([[], []]);
    } finally {
      await admin(`drop table if exists ${schema}.child, ${schema}.parent`);
    }
  });

  it('introspects schemas, tables and keys, and names connection failures', async () => {
    expect(await engine.schemas()).toContain(schema);
    expect(await engine.tables(schema)).toEqual([{ value: 't', type: 'table' }]);
    const meta = await engine.tableMetadata('t', schema);
    expect(meta.primaryKey?.constrained_columns).toEqual(['id']);
    expect(meta.columns.map((c) => c.name)).toEqual(['id', 'name', 'at', 'amount', 'big']);
    // The local server trusts every password, so an unknown database stands for a refused login.
    const wrong = new URL(options.uri);
    wrong.pathname = `/no_such_db_${suffix}`;
    await expect(
      new PostgresEngine({ ...options, uri: wrong.toString() }).testConnection(),
    ).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    wrong.port = '1';
    await expect(
      new PostgresEngine({ ...options, uri: wrong.toString() }).testConnection(),
    ).rejects.toMatchObject({
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
    });
  });
});
