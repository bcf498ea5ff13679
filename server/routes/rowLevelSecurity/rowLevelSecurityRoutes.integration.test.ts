import { beforeAll, describe, expect, it } from 'vitest';
import type { RelatedResponse, RlsListResponse, RlsRecord } from '@common/api/rowLevelSecurity';
import { encodeRison, type RisonValue } from '@common/api/rison';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  body,
  registerScratchDatabase,
  roleId,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/rowlevelsecurity/';

describe.each(await storeKinds())('row-level security API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let tableT: number;
  let tableEvents: number;
  let gamma: number;
  let alpha: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const database = await registerScratchDatabase(t, admin);
    const dataset = async (table_name: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: admin,
        payload: { database, schema: 'main', table_name },
      });
      if (created.statusCode !== 201) throw new Error(created.body);
      return body<{ id: number }>(created).id;
    };
    tableT = await dataset('t');
    tableEvents = await dataset('events');
    gamma = await roleId(t.ctx, 'Gamma');
    alpha = await roleId(t.ctx, 'Alpha');
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL, headers: admin, payload });

  it('creates, reads, lists, updates and deletes a rule in Superset shapes', async () => {
    const created = await create({
      name: 'west only',
      description: 'Sales see the west',
      filter_type: 'Regular',
      tables: [tableT, tableEvents],
      roles: [gamma],
      group_key: 'region',
      clause: "region = 'west'",
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: RlsRecord }>(created);
    expect(result).toMatchObject({
      id,
      name: 'west only',
      description: 'Sales see the west',
      filter_type: 'Regular',
      roles: [{ id: gamma, name: 'Gamma' }],
      group_key: 'region',
      clause: "region = 'west'",
    });
    expect(result.tables.map((table) => table.table_name)).toEqual(['events', 't']);
    expect(result.tables[0]).toEqual({ id: tableEvents, schema: 'main', table_name: 'events' });

    const read = await t.app.inject({ method: 'GET', url: `${URL}${id}`, headers: admin });
    expect(body<{ result: RlsRecord }>(read).result).toEqual(result);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `${URL}${id}`,
      headers: admin,
      payload: { filter_type: 'Base', tables: [tableT], roles: [], group_key: '' },
    });
    expect(updated.statusCode).toBe(201);
    expect(body<{ result: RlsRecord }>(updated).result).toMatchObject({
      name: 'west only',
      filter_type: 'Base',
      tables: [{ id: tableT, table_name: 't' }],
      roles: [],
      group_key: null,
    });

    const list = body<RlsListResponse>(
      await t.app.inject({ method: 'GET', url: URL, headers: admin }),
    );
    expect(list.result.find((rule) => rule.id === id)?.filter_type).toBe('Base');

    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('filters, orders and pages the list; bulk deletes all or nothing', async () => {
    const ids: number[] = [];
    for (const [name, type, role] of [
      ['list a', 'Regular', gamma],
      ['list b', 'Base', alpha],
      ['list c', 'Regular', alpha],
    ] as const) {
      const answer = await create({
        name,
        filter_type: type,
        tables: [tableT],
        roles: [role],
        clause: '1 = 1',
      });
      ids.push(body<{ id: number }>(answer).id);
    }
    const list = async (q: { [key: string]: RisonValue }) =>
      body<RlsListResponse>(
        await t.app.inject({
          method: 'GET',
          url: `${URL}?q=${encodeURIComponent(encodeRison(q))}`,
          headers: admin,
        }),
      );
    const byName = await list({
      filters: [{ col: 'name', opr: 'ct', value: 'LIST' }],
      order_column: 'name',
      order_direction: 'desc',
      page: 0,
      page_size: 2,
    });
    expect(byName.count).toBe(3);
    expect(byName.result.map((rule) => rule.name)).toEqual(['list c', 'list b']);
    const regularAlpha = await list({
      filters: [
        { col: 'filter_type', opr: 'eq', value: 'Regular' },
        { col: 'roles', opr: 'rel_m_m', value: alpha },
      ],
    });
    expect(regularAlpha.result.map((rule) => rule.name)).toEqual(['list c']);
    const refused = await t.app.inject({
      method: 'GET',
      url: `${URL}?q=${encodeURIComponent(encodeRison({ filters: [{ col: 'clause', opr: 'sw', value: 'x' }] }))}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);

    const missing = await t.app.inject({
      method: 'DELETE',
      url: `${URL}?q=!(${ids[0]},999999)`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await list({ filters: [{ col: 'name', opr: 'sw', value: 'list' }] })).count).toBe(3);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${URL}?q=!(${ids.join(',')})`,
      headers: admin,
    });
    expect(body(deleted)).toEqual({ message: 'Deleted 3 rules' });
    expect((await list({ filters: [{ col: 'name', opr: 'sw', value: 'list' }] })).count).toBe(0);
  });

  it('answers validation errors by field', async () => {
    const missing = await create({ filter_type: 'Other', tables: [], clause: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body<{ message: object }>(missing).message).sort()).toEqual([
      'clause',
      'filter_type',
      'name',
      'tables',
    ]);
    const unknown = await create({
      name: 'unknown refs',
      filter_type: 'Regular',
      tables: [999_999],
      roles: [999_999],
      clause: 'a = 1',
    });
    expect(body(unknown)).toEqual({
      message: { tables: ['Datasource does not exist.'], roles: ['Some roles do not exist.'] },
    });
    await create({ name: 'taken', filter_type: 'Base', tables: [tableT], clause: 'a = 1' });
    const clash = await create({
      name: 'taken',
      filter_type: 'Base',
      tables: [tableT],
      clause: 'a = 1',
    });
    expect(body(clash)).toEqual({ message: { name: ['A rule named taken already exists.'] } });
  });

  it('refuses a clause with a second statement or a comment that runs on', async () => {
    for (const clause of ['a = 1; DELETE FROM users', "region = 'west' --", '1=1) OR (1=1']) {
      const answer = await create({
        name: `bad ${clause}`,
        filter_type: 'Regular',
        tables: [tableT],
        clause,
      });
      expect(answer.statusCode, clause).toBe(400);
      expect(Object.keys(body<{ message: object }>(answer).message)).toEqual(['clause']);
    }
    const list = body<RlsListResponse>(
      await t.app.inject({
        method: 'GET',
        url: `${URL}?q=${encodeURIComponent(encodeRison({ filters: [{ col: 'name', opr: 'sw', value: 'bad' }] }))}`,
        headers: admin,
      }),
    );
    expect(list.count).toBe(0);
  });

  it('lists roles and tables for the pickers', async () => {
    const roles = body<RelatedResponse>(
      await t.app.inject({
        method: 'GET',
        url: `${URL}related/roles?q=${encodeURIComponent(encodeRison({ filter: 'amm' }))}`,
        headers: admin,
      }),
    );
    expect(roles).toEqual({ count: 1, result: [{ value: gamma, text: 'Gamma', extra: {} }] });
    const tables = body<RelatedResponse>(
      await t.app.inject({ method: 'GET', url: `${URL}related/tables`, headers: admin }),
    );
    expect(tables.result).toContainEqual({
      value: tableEvents,
      text: 'events',
      extra: { schema: 'main', database_name: 'scratch' },
    });
  });

  it('is for admins only', async () => {
    const alphaUser = await bearerForNewUser(t, admin, 'rls-alpha', 'Alpha');
    for (const [method, url] of [
      ['GET', URL],
      ['GET', `${URL}related/roles`],
      ['POST', URL],
      ['DELETE', `${URL}?q=!(1)`],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: alphaUser,
        ...(method === 'POST'
          ? { payload: { name: 'x', filter_type: 'Base', tables: [tableT], clause: '1=1' } }
          : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
