import crypto from 'node:crypto';
import fs from 'node:fs';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import { EngineCancelledError, EngineError } from '../engine';
import { MysqlEngine } from './MysqlEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const ROOT_URL = TEST_SERVICE_URLS.mysql;
const suffix = crypto.randomBytes(4).toString('hex');
const database = `tessera_t_${suffix}`;
const user = `tessera_ro_${suffix}`;
const password = `pw_${suffix}`;

async function root<T>(sql: string): Promise<T> {
  const connection = await mysql.createConnection({ uri: ROOT_URL });
  try {
    return (await connection.query(sql))[0] as T;
  } finally {
    await connection.end();
  }
}

describe.skipIf(!(await serviceAvailable('mysql', 'engine tests')))('MySQL/MariaDB engine', () => {
  const options = {
    uri: `mysql://${user}:${password}@127.0.0.1:3306/${database}`,
    allowDml: false,
    home: '/tmp',
    allowLocalFiles: false,
  };
  let engine: MysqlEngine;

  beforeAll(async () => {
    await root(`create database ${database}`);
    await root(
      `create table ${database}.t (id int primary key, name varchar(20), at datetime, amount decimal(10,2), big bigint)`,
    );
    await root(
      `insert into ${database}.t values (1, 'a', '2024-01-01 01:00:00', 1.25, 10000000000), (2, 'b', '2024-01-01 02:00:00', 2.5, 20000000000)`,
    );
    // No FILE privilege: the server cannot write files for this user.
    await root(`create user '${user}'@'%' identified by '${password}'`);
    await root(`create user '${user}'@'localhost' identified by '${password}'`);
    await root(`grant select, insert, delete, create, drop on ${database}.* to '${user}'@'%'`);
    await root(
      `grant select, insert, delete, create, drop on ${database}.* to '${user}'@'localhost'`,
    );
    engine = new MysqlEngine(options);
  });
  afterAll(async () => {
    await engine.close();
    await root(`drop database ${database}`);
    await root(`drop user '${user}'@'%'`);
    await root(`drop user '${user}'@'localhost'`);
  });

  const run = async (sql: string, limit: number | null = null) => {
    const connection = await engine.connect();
    try {
      return await connection.run(sql, limit);
    } finally {
      await connection.close();
    }
  };
  const count = async () =>
    (await root<{ n: number }[]>(`select count(*) as n from ${database}.t`))[0]?.n;

  it('answers rows as JSON with generic types', async () => {
    const result = await run('select id, name, at, amount, big from t order by id', 5);
    expect(resultRows(result)).toEqual([
      { id: 1, name: 'a', at: '2024-01-01 01:00:00', amount: 1.25, big: 10000000000 },
      { id: 2, name: 'b', at: '2024-01-01 02:00:00', amount: 2.5, big: 20000000000 },
    ]);
    expect(result.columns.map((c) => c.type_generic)).toEqual([0, 1, 2, 0, 0]);
  });

  it('refuses DML and DDL when the database does not allow DML, changing nothing', async () => {
    await expect(run('insert into t values (3, null, null, null, null)')).rejects.toMatchObject({
      errorType: 'DML_NOT_ALLOWED_ERROR',
    });
    await expect(run('delete from t')).rejects.toMatchObject({
      errorType: 'DML_NOT_ALLOWED_ERROR',
    });
    expect(await count()).toBe(2);
  });

  it('refuses LOAD DATA LOCAL INFILE and a smuggled second statement', async () => {
    const local = await new MysqlEngine({ ...options, allowDml: true })
      .connect()
      .then(async (c) => {
        try {
          return await c.run("load data local infile '/etc/passwd' into table t", null);
        } finally {
          await c.close();
        }
      })
      .catch((e: unknown) => e);
    expect(local).toBeInstanceOf(EngineError);
    await expect(run('select 1; delete from t')).rejects.toBeInstanceOf(EngineError);
    expect(await count()).toBe(2);
  });

  it('writes no file with SELECT … INTO OUTFILE for a user without FILE', async () => {
    const target = `/tmp/tessera_outfile_${suffix}`;
    await expect(run(`select * from t into outfile '${target}'`)).rejects.toBeInstanceOf(
      EngineError,
    );
    expect(fs.existsSync(target)).toBe(false);
  });

  it('cancels with KILL QUERY: the server stops running the query', async () => {
    const connection = await engine.connect();
    const running = connection
      .run(
        `select count(*), '${suffix}' as tag from seq_1_to_1000000 a, seq_1_to_1000000 b where a.seq + b.seq > 3`,
        null,
      )
      .catch((e: unknown) => e);
    const active = async () =>
      (await root<{ Info: string | null; Command: string }[]>('show full processlist')).filter(
        (p) => p.Command === 'Query' && (p.Info ?? '').includes(`'${suffix}' as tag`),
      );
    for (let i = 0; i < 50 && (await active()).length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await active()).toHaveLength(1);
    await connection.cancel();
    expect(await running).toBeInstanceOf(EngineCancelledError);
    expect(await active()).toHaveLength(0);
    await connection.close();
  });

  it('introspects schemas, tables and keys', async () => {
    expect(await engine.schemas()).toContain(database);
    expect(await engine.tables(database)).toEqual([{ value: 't', type: 'table' }]);
    const meta = await engine.tableMetadata('t', database);
    expect(meta.primaryKey?.constrained_columns).toEqual(['id']);
    expect(meta.selectStar).toContain('`id`');
  });

  it('introspects foreign keys, indexes and generic types', async () => {
    try {
      await root(
        `create table ${database}.parent (id int, code varchar(10), primary key (id, code)) engine=InnoDB`,
      );
      await root(
        `create table ${database}.child (id int primary key auto_increment, parent_code varchar(10), parent_id int,
         label varchar(20), flag boolean default true, seen_at datetime, amount decimal(10,2),
         unique key child_label_uq (label), key child_parent_ix (parent_id, parent_code),
         key child_seen_ix (seen_at, parent_code),
         constraint child_parent_fk foreign key (parent_id, parent_code) references ${database}.parent (id, code)
       ) engine=InnoDB`,
      );
      const meta = await engine.tableMetadata('child', database);
      expect(meta.foreignKeys).toEqual([
        {
          name: 'child_parent_fk',
          constrained_columns: ['parent_id', 'parent_code'],
          referred_schema: database,
          referred_table: 'parent',
          referred_columns: ['id', 'code'],
          type: 'fk',
        },
      ]);
      expect(meta.indexes).toEqual([
        { name: 'child_label_uq', column_names: ['label'], unique: true, type: 'index' },
        {
          name: 'child_parent_ix',
          column_names: ['parent_id', 'parent_code'],
          unique: false,
          type: 'index',
        },
        {
          name: 'child_seen_ix',
          column_names: ['seen_at', 'parent_code'],
          unique: false,
          type: 'index',
        },
      ]);
      // MySQL's BOOLEAN is tinyint(1): numeric, as Superset has it.
      expect(meta.columns.map((c) => [c.name, c.type_generic])).toEqual([
        ['id', 0],
        ['parent_code', 1],
        ['parent_id', 0],
        ['label', 1],
        ['flag', 0],
        ['seen_at', 2],
        ['amount', 0],
      ]);
      expect(meta.columns.find((c) => c.name === 'label')).toMatchObject({
        type: 'varchar(20)',
        default: null,
      });
      expect(meta.columns.find((c) => c.name === 'flag')?.default).toBe('1');
      expect(meta.columns.find((c) => c.name === 'parent_code')?.keys).toEqual([
        { type: 'fk', name: 'child_parent_fk' },
        { type: 'index', name: 'child_parent_ix' },
        { type: 'index', name: 'child_seen_ix' },
      ]);
      const parent = await engine.tableMetadata('parent', database);
      expect(parent.primaryKey?.constrained_columns).toEqual(['id', 'code']);
      expect([parent.foreignKeys, parent.indexes]).toEqual([[], []]);
      // A foreign key no index covers gets InnoDB's implicit index, named after the key.
      await root(
        `create table ${database}.note (id int primary key, child_id int,
         constraint note_child_fk foreign key (child_id) references ${database}.child (id)) engine=InnoDB`,
      );
      const note = await engine.tableMetadata('note', database);
      expect(note.indexes).toEqual([
        { name: 'note_child_fk', column_names: ['child_id'], unique: false, type: 'index' },
      ]);
    } finally {
      await root(`drop table if exists ${database}.note, ${database}.child, ${database}.parent`);
    }
  });
});
