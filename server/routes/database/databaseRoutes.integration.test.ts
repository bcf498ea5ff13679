import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseRecord } from '@common/api/databases';
import { ADMIN, bearerFor, body, roleId, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/database/';

describe.each(await storeKinds())('databases API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  it('stores the password encrypted and only ever answers it masked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: {
        database_name: 'pg',
        sqlalchemy_uri: 'postgresql://alice:s3cr%40t@127.0.0.1:5432/postgres',
        extra: '{"cost_estimate_enabled": true}',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: DatabaseRecord }>(created);
    expect(result.sqlalchemy_uri).toBe('postgresql://alice:XXXXXXXXXX@127.0.0.1:5432/postgres');
    expect(result).toMatchObject({
      backend: 'postgresql',
      allow_dml: false,
      expose_in_sqllab: true,
      allows_cost_estimate: true,
    });
    const row = await t.ctx.databases.findById(id);
    expect(row?.sqlalchemy_uri).not.toContain('s3cr');
    expect(row?.password_encrypted).not.toContain('s3cr');
    expect(t.ctx.secretBox.decrypt(row?.password_encrypted ?? '')).toBe('s3cr@t');

    // Saving the masked URI back keeps the stored password; a new one replaces it.
    await t.app.inject({
      method: 'PUT',
      url: `${URL}${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: result.sqlalchemy_uri, allow_dml: true },
    });
    expect(
      t.ctx.secretBox.decrypt((await t.ctx.databases.findById(id))?.password_encrypted ?? ''),
    ).toBe('s3cr@t');
    await t.app.inject({
      method: 'PUT',
      url: `${URL}${id}`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://alice:new@127.0.0.1:5432/postgres' },
    });
    expect(
      t.ctx.secretBox.decrypt((await t.ctx.databases.findById(id))?.password_encrypted ?? ''),
    ).toBe('new');

    const list = body<{ result: DatabaseRecord[] }>(
      await t.app.inject({ method: 'GET', url: URL, headers: admin }),
    );
    expect(JSON.stringify(list)).not.toMatch(/new@|s3cr/);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('refuses SQLite, DuckDB files outside the data folder and metadata hosts on create, update and test', async () => {
    const attempts = [
      'sqlite:////etc/passwd',
      'duckdb:////tmp/outside.duckdb',
      'duckdb:///tessera.db',
      'postgresql://u:p@169.254.169.254/x',
    ];
    for (const uri of attempts) {
      const create = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: admin,
        payload: { database_name: `bad ${uri}`, sqlalchemy_uri: uri },
      });
      expect([uri, create.statusCode]).toEqual([uri, 400]);
      expect(
        body<{ message: Record<string, string[]> }>(create).message.sqlalchemy_uri,
      ).toBeDefined();
      const test = await t.app.inject({
        method: 'POST',
        url: `${URL}test_connection/`,
        headers: admin,
        payload: { sqlalchemy_uri: uri },
      });
      expect([uri, test.statusCode]).toEqual([uri, 400]);
    }
    const ok = body<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: URL,
        headers: admin,
        payload: { database_name: 'mem', sqlalchemy_uri: 'duckdb:///:memory:' },
      }),
    );
    const update = await t.app.inject({
      method: 'PUT',
      url: `${URL}${ok.id}`,
      headers: admin,
      payload: { sqlalchemy_uri: 'sqlite:///x.db' },
    });
    expect(update.statusCode).toBe(400);
    expect((await t.ctx.databases.findById(ok.id))?.sqlalchemy_uri).toBe('duckdb:///:memory:');
  });

  it('tests connections and explains failures with a CONNECTION_* type', async () => {
    const good = await t.app.inject({
      method: 'POST',
      url: `${URL}test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    });
    expect(good.statusCode).toBe(200);
    const closed = await t.app.inject({
      method: 'POST',
      url: `${URL}test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/postgres' },
    });
    expect(closed.statusCode).toBe(422);
    const error = body<{ errors: { error_type: string; message: string }[] }>(closed).errors[0];
    expect(error?.error_type).toMatch(/^CONNECTION_/);
    expect(error?.message).not.toMatch(/postgres@/);
  });

  it('lets only admins register databases; others see only what they may access', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers: admin,
      payload: {
        first_name: 'A',
        last_name: 'A',
        username: 'alpha1',
        email: 'a1@example.test',
        password: 'alpha-pass-1',
        roles: [await roleId(t.ctx, 'Alpha')],
      },
    });
    const alpha = await bearerFor(t.app, 'alpha1', 'alpha-pass-1');
    const create = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: alpha,
      payload: { database_name: 'x', sqlalchemy_uri: 'duckdb:///:memory:' },
    });
    expect(create.statusCode).toBe(403);
    const visible = body<{ result: DatabaseRecord[] }>(
      await t.app.inject({ method: 'GET', url: URL, headers: alpha }),
    );
    expect(visible.result.map((db) => db.database_name)).toContain('mem');
  });

  it('introspects a database: schemas, tables, table metadata, select star, with rison or plain parameters', async () => {
    const id = (await t.ctx.databases.findByName('mem'))?.id;
    const schemas = body<{ result: string[] }>(
      await t.app.inject({
        method: 'GET',
        url: `${URL}${id}/schemas/?q=(force:!t)`,
        headers: admin,
      }),
    );
    expect(schemas.result).toContain('main');
    const tables = body<{ count: number }>(
      await t.app.inject({
        method: 'GET',
        url: `${URL}${id}/tables/?schema_name=main`,
        headers: admin,
      }),
    );
    expect(tables.count).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${URL}${id}/tables/?q=(schema_name:`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
