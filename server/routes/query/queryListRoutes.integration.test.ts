import { beforeAll, describe, expect, it } from 'vitest';
import type { QueryListItem, QueryListResponse } from '@common/api/sqllabTools';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { databasePermissionView } from '@server/policies/databasePolicy';
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

describe.each(await storeKinds())('GET /api/v1/query/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: Record<string, string>;
  let databaseId: number;
  let annId: number;
  let adminId: number;
  let before: number;

  const list = (q: RisonValue | undefined, headers = admin) =>
    t.app.inject({
      method: 'GET',
      url:
        q === undefined
          ? '/api/v1/query/'
          : `/api/v1/query/?q=${encodeURIComponent(encodeRison(q))}`,
      headers,
    });
  const items = async (q: RisonValue | undefined, headers = admin) =>
    body<QueryListResponse>(await list(q, headers));
  const run = (sql: string, headers: Record<string, string>, tab = 'Tab') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers,
      payload: { database_id: databaseId, sql, tab },
    });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    // Ann may use SQL Lab on the scratch database only.
    const access = await t.ctx.roles.create('scratch_access', false);
    const view = databasePermissionView('scratch', databaseId);
    const permissions = await t.ctx.roles.ensurePermissions([['database_access', view]]);
    // ensurePermissions answers every permission's id; only this one is granted.
    await t.ctx.roles.setPermissions(access, [
      permissions.get(`database_access\u0000${view}`) ?? 0,
    ]);
    const created = await createUser(t.ctx.db, {
      username: 'ann',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.test',
      password: 'ann-password-1',
      active: true,
      roles: [await roleId(t.ctx, 'sql_lab'), access],
    });
    annId = created.id;
    adminId = (await t.ctx.users.findByUsername(ADMIN.username))?.id ?? 0;
    ann = await bearerFor(t.app, 'ann', 'ann-password-1');
    before = Date.now() - 1;
    expect((await run('select 1 as admin_one', admin, 'Admin tab')).statusCode).toBe(200);
    expect((await run('select * from no_such_table', admin)).statusCode).toBe(400);
    expect((await run("select '50%_off' as ann_one", ann, 'Ann tab')).statusCode).toBe(200);
    expect((await run('select 2 as ann_two', ann)).statusCode).toBe(200);
  });

  it('answers Superset’s list shape with what the history pane needs', async () => {
    const answer = await list(undefined);
    expect(answer.statusCode).toBe(200);
    const result = body<QueryListResponse>(answer);
    expect(result.count).toBe(4);
    expect(result.ids).toEqual(result.result.map((item) => item.id));
    const first = result.result.find((item) => item.sql === "select '50%_off' as ann_one");
    expect(first).toMatchObject<Partial<QueryListItem>>({
      database: { id: databaseId, database_name: 'scratch' },
      status: 'success',
      rows: 1,
      tab_name: 'Ann tab',
      user: { id: annId, first_name: 'Ann', last_name: 'Lee', username: 'ann' },
      limiting_factor: 'NOT_LIMITED',
      error_message: null,
    });
    expect(first?.client_id).toMatch(/^[\w-]{1,11}$/);
    expect(first?.executed_sql).toContain('50%_off');
    expect(first?.start_time).toBeGreaterThanOrEqual(before);
    expect(first?.end_time).toBeGreaterThanOrEqual(first?.start_time ?? 0);
    const failed = result.result.find((item) => item.status === 'failed');
    expect(failed?.error_message).toMatch(/no_such_table/);
  });

  it('shows users only their own queries; admins everyone’s', async () => {
    const own = await items(undefined, ann);
    expect(own.count).toBe(2);
    expect(own.result.every((item) => item.user?.id === annId)).toBe(true);
    const spying = await items({ filters: [{ col: 'user', opr: 'rel_o_m', value: adminId }] }, ann);
    expect(spying.count).toBe(0);
    const adminOnly = await items({ filters: [{ col: 'user', opr: 'rel_o_m', value: adminId }] });
    expect(adminOnly.count).toBe(2);
  });

  it('filters on status, database, SQL text and start time', async () => {
    const failed = await items({ filters: [{ col: 'status', opr: 'eq', value: 'failed' }] });
    expect(failed.result.map((item) => item.sql)).toEqual(['select * from no_such_table']);
    const notFailed = await items({ filters: [{ col: 'status', opr: 'neq', value: 'failed' }] });
    expect(notFailed.count).toBe(3);
    // LIKE wildcards in the search text are matched literally.
    const percent = await items({ filters: [{ col: 'sql', opr: 'ct', value: '50%_' }] });
    expect(percent.result.map((item) => item.sql)).toEqual(["select '50%_off' as ann_one"]);
    const wildcard = await items({ filters: [{ col: 'sql', opr: 'ct', value: '%' }] });
    expect(wildcard.count).toBe(1);
    const caseless = await items({ filters: [{ col: 'sql', opr: 'ct', value: 'ANN_' }] });
    expect(caseless.count).toBe(2);
    const otherDb = await items({ filters: [{ col: 'database', opr: 'rel_o_m', value: 999 }] });
    expect(otherDb.count).toBe(0);
    const thisDb = await items({ filters: [{ col: 'database_id', opr: 'eq', value: databaseId }] });
    expect(thisDb.count).toBe(4);
    const future = await items({
      filters: [{ col: 'start_time', opr: 'gt', value: Date.now() + 60_000 }],
    });
    expect(future.count).toBe(0);
    const window = await items({
      filters: [
        {
          col: 'start_time',
          opr: 'between',
          value: [new Date(before).toISOString(), new Date(Date.now() + 1000).toISOString()],
        },
      ],
    });
    expect(window.count).toBe(4);
  });

  it('orders and pages', async () => {
    const asc = await items({ order_column: 'start_time', order_direction: 'asc', page_size: 2 });
    expect(asc.count).toBe(4);
    expect(asc.result.map((item) => item.sql)).toEqual([
      'select 1 as admin_one',
      'select * from no_such_table',
    ]);
    const page = await items({
      order_column: 'start_time',
      order_direction: 'asc',
      page: 1,
      page_size: 2,
    });
    expect(page.result.map((item) => item.sql)).toEqual([
      "select '50%_off' as ann_one",
      'select 2 as ann_two',
    ]);
    const desc = await items({ order_column: 'id', order_direction: 'desc' });
    expect(desc.ids).toEqual([...desc.ids].sort((a, b) => b - a));
  });

  it('answers 400 for filters, orders and rison it does not understand; 401 without sign-in', async () => {
    const bad: RisonValue[] = [
      { filters: [{ col: 'password', opr: 'eq', value: 1 }] },
      { filters: [{ col: 'sql', opr: 'eq', value: 'x' }] },
      { filters: [{ col: 'start_time', opr: 'gt', value: 'not a date' }] },
      { filters: [{ col: 'database', opr: 'eq', value: 'abc' }] },
      { order_column: 'sql' },
      { page_size: 100_000 },
      { unknown: 1 },
    ];
    for (const q of bad) {
      const answer = await list(q);
      expect([q, answer.statusCode]).toEqual([q, 400]);
      expect(body(answer)).toHaveProperty('message');
    }
    const broken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/query/?q=(filters:!(',
      headers: admin,
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/query/' })).statusCode).toBe(401);
  });
});
