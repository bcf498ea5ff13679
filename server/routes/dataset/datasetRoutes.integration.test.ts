import { beforeAll, describe, expect, it } from 'vitest';
import type { DatasetListResponse, DatasetRecord } from '@common/api/datasets';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { createUser } from '@server/services/createUser';
import {
  ADMIN,
  bearerFor,
  body,
  registerScratchDatabase,
  roleId,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('datasets on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  let gus: Record<string, string>;
  let databaseId: number;

  const create = (payload: Record<string, unknown>, headers = ann) =>
    t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload });
  const list = async (q: RisonValue, headers = ann) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/dataset/?q=${encodeURIComponent(encodeRison(q))}`,
      headers,
    });
  const get = (id: number, headers = ann) =>
    t.app.inject({ method: 'GET', url: `/api/v1/dataset/${id}`, headers });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    const user = async (username: string, role: string) => {
      await createUser(t.ctx.db, {
        username,
        first_name: username,
        last_name: 'Test',
        email: `${username}@example.test`,
        password: `${username}-password-1`,
        active: true,
        roles: [await roleId(t.ctx, role)],
      });
      return bearerFor(t.app, username, `${username}-password-1`);
    };
    ann = await user('ann', 'Alpha');
    bob = await user('bob', 'Alpha');
    gus = await user('gus', 'Gamma');
  });

  let physicalId = 0;
  let virtualId = 0;

  it('creates a physical dataset with the table’s columns', async () => {
    const answer = await create({ database: databaseId, schema: 'main', table_name: 't' });
    expect(answer.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: DatasetRecord }>(answer);
    physicalId = id;
    expect(result).toMatchObject({
      id,
      table_name: 't',
      schema: 'main',
      catalog: null,
      kind: 'physical',
      sql: null,
      database: { id: databaseId, database_name: 'scratch' },
      owners: [{ first_name: 'ann', last_name: 'Test' }],
      select_star: 'SELECT * FROM "main"."t" LIMIT 100',
    });
    expect(result.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
      ['id', 0, false],
      ['name', 1, false],
      ['score', 0, false],
    ]);
  });

  it('refuses a second dataset of the same name with 422', async () => {
    const answer = await create({ database: databaseId, schema: 'main', table_name: 't' });
    expect(answer.statusCode).toBe(422);
    expect(body(answer).message).toBe('Dataset main.t already exists');
  });

  it('creates a virtual dataset whose columns come from running its SQL on a worker', async () => {
    const answer = await create({
      database: databaseId,
      schema: 'main',
      table_name: 'recent_events',
      sql: 'select "at", flag, 1 as one from events',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, result } = body<{ id: number; result: DatasetRecord }>(answer);
    virtualId = id;
    expect(result.kind).toBe('virtual');
    expect(result.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
      ['at', 2, true],
      ['flag', 3, false],
      ['one', 0, false],
    ]);
    expect(result.select_star).toContain('select "at", flag, 1 as one from events');
    // Reading the columns is not a run of the user's: the query history stays empty.
    expect(await t.ctx.db.selectFrom('queries').selectAll().execute()).toEqual([]);
  });

  it('answers clear 4xx for bad input, never a 500', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ database: databaseId, table_name: 'x', sql: 'select * from nope' }, 400, /nope/],
      [{ database: databaseId, table_name: 'x', sql: 'select 1; select 2' }, 400, /one SELECT/],
      [{ database: databaseId, table_name: 'x', sql: 'delete from t' }, 400, /Only SELECT/],
      [{ database: databaseId, schema: 'main', table_name: 'nope' }, 422, /could not be found/],
      [{ database: 9999, table_name: 'x' }, 404, /Database not found/],
      [{ database: databaseId }, 400, /.*/],
      [{ database: databaseId, table_name: 'x', external_url: 'javascript:alert(1)' }, 400, /.*/],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await create(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(body(answer).message)).toMatch(message);
    }
    const gamma = await create({ database: databaseId, schema: 'main', table_name: 'events' }, gus);
    expect(gamma.statusCode).toBe(403);
  });

  it('lists with rison filters, order and paging in Superset’s shape', async () => {
    const all = body<DatasetListResponse>(
      await list({ order_column: 'table_name', order_direction: 'asc' }),
    );
    expect(all.count).toBe(2);
    expect(all.ids).toEqual([virtualId, physicalId]);
    expect(all.result[0]).toMatchObject({
      table_name: 'recent_events',
      kind: 'virtual',
      database: { id: databaseId, database_name: 'scratch' },
      changed_on_delta_humanized: 'just now',
      explore_url: `/explore/?datasource_type=table&datasource_id=${virtualId}`,
    });
    const physical = body<DatasetListResponse>(
      await list({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }] }),
    );
    expect(physical.ids).toEqual([physicalId]);
    const named = body<DatasetListResponse>(
      await list({ filters: [{ col: 'table_name', opr: 'ct', value: 'EVENT' }] }),
    );
    expect(named.ids).toEqual([virtualId]);
    const byDatabase = body<DatasetListResponse>(
      await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: databaseId + 1 }] }),
    );
    expect(byDatabase.count).toBe(0);
    const paged = body<DatasetListResponse>(
      await list({ order_column: 'table_name', order_direction: 'desc', page: 1, page_size: 1 }),
    );
    expect(paged).toMatchObject({ count: 2, ids: [virtualId] });
    for (const order_column of [
      'database.database_name',
      'changed_by.first_name',
      'sql',
      'extra',
    ]) {
      const ordered = await list({ order_column, order_direction: 'asc' });
      expect(ordered.statusCode, order_column).toBe(200);
      expect(body<DatasetListResponse>(ordered).count).toBe(2);
    }
    // NULL sorts apart from text on both stores: the physical dataset has no SQL.
    const bySql = body<DatasetListResponse>(
      await list({ order_column: 'sql', order_direction: 'desc' }),
    );
    expect(bySql.ids[0]).toBe(kind === 'sqlite' ? virtualId : physicalId);
    const bad = await list({ filters: [{ col: 'kind', opr: 'ct', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    // Gamma may read datasets but has no access to this database: it sees none of them.
    expect(body<DatasetListResponse>(await list({}, gus)).count).toBe(0);
    expect((await get(physicalId, gus)).statusCode).toBe(404);
  });

  it('gets one dataset with its columns', async () => {
    const answer = await get(virtualId);
    expect(answer.statusCode).toBe(200);
    expect(body<{ id: number; result: DatasetRecord }>(answer)).toMatchObject({
      id: virtualId,
      result: { table_name: 'recent_events', schema: 'main', database: { id: databaseId } },
    });
    expect((await get(424242)).statusCode).toBe(404);
  });

  it('get_or_create answers the existing dataset or creates a physical one', async () => {
    const call = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/get_or_create/',
        headers: ann,
        payload,
      });
    const existing = await call({ database_id: databaseId, schema: 'main', table_name: 't' });
    expect(existing.statusCode).toBe(200);
    expect(body(existing)).toEqual({ result: { table_id: physicalId } });
    const created = body<{ result: { table_id: number } }>(
      await call({ database_id: databaseId, table_name: 'events' }),
    );
    expect(created.result.table_id).not.toBe(physicalId);
    const again = await call({ database_id: databaseId, schema: 'main', table_name: 'events' });
    expect(body(again)).toEqual(created);
    expect((await call({ database_id: databaseId, table_name: 'missing' })).statusCode).toBe(422);
  });

  it('lets only the owner or an admin delete', async () => {
    const remove = (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/${id}`, headers });
    expect((await remove(physicalId, bob)).statusCode).toBe(403);
    expect((await remove(physicalId, ann)).statusCode).toBe(200);
    expect((await get(physicalId)).statusCode).toBe(404);
    expect((await remove(physicalId, ann)).statusCode).toBe(404);
    expect((await remove(virtualId, admin)).statusCode).toBe(200);
  });
});
