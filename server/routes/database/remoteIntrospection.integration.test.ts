import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemasAnswer } from '@common/api/databases';
import type { TableMetadata, TableRef } from '@server/engines/engine';
import { ADMIN, bearerFor, body, createTestApp, type TestApp } from '@server/test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

/** A scratch schema on a real server, the URI to register it with, and a way to run DDL there. */
interface Scratch {
  /** The schema (PostgreSQL) or database (MariaDB) the tables are made in. */
  schema: string;
  /** The schema the connection uses when a query names none. */
  defaultSchema: string;
  uri: string;
  ddl: (sql: string) => Promise<void>;
  drop: () => Promise<void>;
}

const suffix = crypto.randomBytes(4).toString('hex');

async function postgresScratch(): Promise<Scratch> {
  const schema = `tessera_ib_${suffix}`;
  const ddl = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_SERVICE_URLS.postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await ddl(`create schema ${schema}`);
  const uri = new URL(TEST_SERVICE_URLS.postgres);
  uri.protocol = 'postgresql:';
  return {
    schema,
    defaultSchema: 'public',
    uri: uri.toString(),
    ddl: (sql) => ddl(`set search_path to ${schema}; ${sql}`),
    drop: () => ddl(`drop schema ${schema} cascade`),
  };
}

async function mariadbScratch(): Promise<Scratch> {
  const schema = `tessera_ib_${suffix}`;
  const ddl = async (sql: string, database?: string) => {
    const connection = await mysql.createConnection({ uri: TEST_SERVICE_URLS.mysql, database });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await ddl(`create database ${schema}`);
  const uri = new URL(TEST_SERVICE_URLS.mysql);
  uri.pathname = `/${schema}`;
  return {
    schema,
    defaultSchema: schema,
    uri: uri.toString(),
    ddl: (sql) => ddl(sql, schema),
    drop: () => ddl(`drop database ${schema}`),
  };
}

const ENGINES = [
  { name: 'PostgreSQL', service: 'postgres', scratch: postgresScratch },
  { name: 'MariaDB', service: 'mysql', scratch: mariadbScratch },
] as const;

for (const engine of ENGINES) {
  const available = await serviceAvailable(engine.service, `${engine.name} introspection API`);
  describe.skipIf(!available)(`database introspection API on ${engine.name}`, () => {
    let t: TestApp;
    let scratch: Scratch;
    let admin: Record<string, string>;
    let id: number;

    const ok = async <T>(path: string): Promise<T> => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/database/${id}${path}`,
        headers: admin,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return body<T>(answer);
    };
    const tables = async (force: boolean) =>
      (
        await ok<{ result: TableRef[] }>(
          `/tables/?q=(force:${force ? '!t' : '!f'},schema_name:${scratch.schema})`,
        )
      ).result;

    beforeAll(async () => {
      scratch = await engine.scratch();
      await scratch.ddl('create table owners (id integer primary key, region varchar(10))');
      await scratch.ddl(
        `create table cars (id integer primary key, owner_id integer, plate varchar(12), model varchar(20),
         constraint cars_owner_fk foreign key (owner_id) references owners (id))`,
      );
      await scratch.ddl('create unique index cars_plate_uq on cars (plate)');
      await scratch.ddl('create index cars_model_owner_ix on cars (model, owner_id)');
      await scratch.ddl('create view cheap_cars as select id, model from cars');
      t = await createTestApp('sqlite');
      admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/database/',
        headers: admin,
        payload: { database_name: `scratch ${engine.name}`, sqlalchemy_uri: scratch.uri },
      });
      expect(created.statusCode, created.body).toBe(201);
      id = body<{ id: number }>(created).id;
    });
    afterAll(async () => {
      await t?.close();
      await scratch?.drop();
    });

    it('answers the schemas with the connection’s default schema', async () => {
      const answer = await ok<SchemasAnswer>('/schemas/');
      expect(answer.result).toContain(scratch.schema);
      expect(answer.result).toContain(scratch.defaultSchema);
      expect(answer.default_schema).toBe(scratch.defaultSchema);
    });

    it('marks views as views, and re-reads the list only when forced', async () => {
      expect(await tables(false)).toEqual([
        { value: 'cars', type: 'table' },
        { value: 'cheap_cars', type: 'view' },
        { value: 'owners', type: 'table' },
      ]);
      await scratch.ddl('create table dealers (id integer)');
      expect((await tables(false)).map((table) => table.value)).not.toContain('dealers');
      expect((await tables(true)).map((table) => table.value)).toEqual([
        'cars',
        'cheap_cars',
        'dealers',
        'owners',
      ]);
    });

    it.skipIf(engine.name !== 'PostgreSQL')('lists materialized views as views', async () => {
      await scratch.ddl('create materialized view car_models as select distinct model from cars');
      expect(await tables(true)).toContainEqual({ value: 'car_models', type: 'view' });
    });

    it('answers foreign keys with their target and indexes with columns and uniqueness', async () => {
      const meta = await ok<TableMetadata>(`/table_metadata/?name=cars&schema=${scratch.schema}`);
      expect(meta.primaryKey).toMatchObject({ constrained_columns: ['id'] });
      expect(meta.foreignKeys).toEqual([
        {
          name: 'cars_owner_fk',
          constrained_columns: ['owner_id'],
          referred_schema: scratch.schema,
          referred_table: 'owners',
          referred_columns: ['id'],
          type: 'fk',
        },
      ]);
      // MariaDB adds an index of its own for the foreign key (SQLAlchemy lists it too).
      expect(meta.indexes).toEqual(
        expect.arrayContaining([
          {
            name: 'cars_model_owner_ix',
            column_names: ['model', 'owner_id'],
            unique: false,
            type: 'index',
          },
          { name: 'cars_plate_uq', column_names: ['plate'], unique: true, type: 'index' },
        ]),
      );
      expect(meta.indexes.every((index) => index.name !== 'PRIMARY')).toBe(true);
      const owner = meta.columns.find((column) => column.name === 'owner_id');
      expect(owner?.keys).toEqual(
        expect.arrayContaining([
          { type: 'fk', name: 'cars_owner_fk' },
          { type: 'index', name: 'cars_model_owner_ix' },
        ]),
      );
    });
  });
}
