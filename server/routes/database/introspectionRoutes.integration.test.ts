import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableMetadata, TableRef } from '@server/engines/engine';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

interface ErrorAnswer {
  message: string;
  errors: { message: string; error_type: string; level: string; extra: Record<string, unknown> }[];
}

describe.each(await storeKinds())('database introspection API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let id: number;

  const get = (path: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: `/api/v1/database/${id}${path}`, headers: admin });
  const ok = async <T>(path: string): Promise<T> => {
    const answer = await get(path);
    expect(answer.statusCode, answer.body).toBe(200);
    return body<T>(answer);
  };
  /**
   * Runs DDL on the very engine the API introspects. SQL Lab runs on worker processes, each with
   * an in-memory database of its own, so it cannot change this one.
   */
  const ddl = async (sql: string) => {
    const row = await t.ctx.databases.findById(id);
    if (!row) throw new Error('the scratch database is gone');
    const connection = await (await t.ctx.engines.get(row)).connect();
    try {
      await connection.run(sql, null);
    } finally {
      await connection.close();
    }
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'scratch', sqlalchemy_uri: 'duckdb:///:memory:', allow_dml: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    id = body<{ id: number }>(created).id;
    await ddl('create table owners (id integer primary key, name varchar)');
  });

  it('answers the catalogs from its cache until forced, with plain or rison parameters', async () => {
    expect(await ok('/catalogs/')).toEqual({ count: 1, result: ['memory'] });
    await ddl("attach ':memory:' as extra");
    expect((await ok<{ result: string[] }>('/catalogs/')).result).toEqual(['memory']);
    expect((await ok<{ result: string[] }>('/catalogs/?q=(force:!t)')).result).toEqual([
      'extra',
      'memory',
    ]);
    await ddl('detach extra');
    expect((await ok<{ result: string[] }>('/catalogs/?force=true')).result).toEqual(['memory']);
  });

  it('answers the schemas with DuckDB’s default schema, main', async () => {
    expect(await ok('/schemas/')).toEqual({ count: 1, result: ['main'], default_schema: 'main' });
  });

  it('answers the tables from its cache until forced, with plain or rison parameters', async () => {
    const owners: TableRef = { value: 'owners', type: 'table' };
    const tables = (path: string) => ok<{ count: number; result: TableRef[] }>(path);
    expect(await tables('/tables/?schema_name=main')).toEqual({ count: 1, result: [owners] });
    await ddl(
      'create table cars (id integer primary key, owner_id integer references owners (id))',
    );
    // Without force, the list the first call cached.
    expect(await tables('/tables/?schema_name=main')).toEqual({ count: 1, result: [owners] });
    const cars: TableRef = { value: 'cars', type: 'table' };
    expect(await tables('/tables/?schema_name=main&force=true')).toEqual({
      count: 2,
      result: [cars, owners],
    });
    await ddl('create view cheap_cars as select id from cars');
    expect((await tables('/tables/?q=(schema_name:main)')).result).toEqual([cars, owners]);
    expect((await tables('/tables/?q=(force:!t,schema_name:main)')).result).toEqual([
      cars,
      { value: 'cheap_cars', type: 'view' },
      owners,
    ]);
    // The forced answer replaced the cached one.
    expect((await tables('/tables/?schema_name=main')).count).toBe(3);
  });

  it('answers a table’s metadata: columns with native and generic types, keys and indexes', async () => {
    await ddl(
      `create table sales (id bigint primary key, owner_id integer references owners (id), model varchar,
        price decimal(10,2), electric boolean, sold_at timestamp)`,
    );
    await ddl('create index sales_model_ix on sales (model)');
    await ddl("comment on table sales is 'One row a sale'");
    const meta = await ok<TableMetadata>('/table_metadata/?name=sales&schema=main');
    expect(meta).toMatchObject({ name: 'sales', schema: 'main', comment: 'One row a sale' });
    expect(meta.columns.map((c) => [c.name, c.type, c.type_generic])).toEqual([
      ['id', 'BIGINT', 0],
      ['owner_id', 'INTEGER', 0],
      ['model', 'VARCHAR', 1],
      ['price', 'DECIMAL(10,2)', 0],
      ['electric', 'BOOLEAN', 3],
      ['sold_at', 'TIMESTAMP', 2],
    ]);
    expect(meta.primaryKey?.constrained_columns).toEqual(['id']);
    expect(meta.foreignKeys).toMatchObject([
      { constrained_columns: ['owner_id'], referred_table: 'owners', referred_columns: ['id'] },
    ]);
    expect(meta.indexes).toEqual([
      { name: 'sales_model_ix', column_names: ['model'], unique: false, type: 'index' },
    ]);
    // The same through rison.
    expect(await ok('/table_metadata/?q=(name:sales,schema:main)')).toEqual(meta);
    expect(await ok('/table_metadata/extra/?name=sales&schema=main')).toEqual({
      metadata: { comment: 'One row a sale' },
    });
  });

  it('answers a SELECT of every column, the schema as a parameter or in the path', async () => {
    const expected = {
      result: 'SELECT\n  "id",\n  "name"\nFROM "main"."owners"\nLIMIT 100',
    };
    expect(await ok('/select_star/owners/?schema=main')).toEqual(expected);
    expect(await ok('/select_star/owners/main/')).toEqual(expected);
  });

  it('answers TABLE_DOES_NOT_EXIST_ERROR for a table that is not there', async () => {
    for (const path of [
      '/table_metadata/?name=nope&schema=main',
      '/table_metadata/extra/?name=nope&schema=main',
      '/select_star/nope/?schema=main',
    ]) {
      const answer = await get(path);
      expect([path, answer.statusCode]).toEqual([path, 404]);
      expect(body<ErrorAnswer>(answer).errors).toEqual([
        {
          message: 'Table main.nope does not exist',
          error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: { engine_name: 'DuckDB' },
        },
      ]);
    }
    // A missing parameter is the caller's mistake, named by field.
    const missing = await get('/table_metadata/?schema=main');
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: Record<string, string[]> }>(missing).message.name).toBeDefined();
  });
});
