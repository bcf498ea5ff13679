import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../plugins/auth';
import { principalOf } from '../test/principalOf';
import {
  ADMIN,
  bearerFor,
  body,
  registerScratchDatabase,
  roleId,
  withTestApp,
} from '../test/testApp';
import { storeKinds } from '../test/testStore';
import { combineRlsClauses, rowLevelSecurityClauses } from './rowLevelSecurityClauses';

describe('combineRlsClauses', () => {
  it('ORs clauses of one group key and ANDs the rest, in rule order', () => {
    expect(
      combineRlsClauses([
        { group_key: null, clause: 'a = 1' },
        { group_key: 'region', clause: "r = 'w'" },
        { group_key: ' ', clause: 'b = 2' },
        { group_key: 'region', clause: "r = 'e'" },
        { group_key: 'dept', clause: 'd = 1' },
      ]),
    ).toEqual(['(a = 1)', "((r = 'w') OR (r = 'e'))", '(b = 2)', '(d = 1)']);
    expect(combineRlsClauses([])).toEqual([]);
  });
});

describe.each(await storeKinds())('rowLevelSecurityClauses on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let tableT: number;
  let tableEvents: number;
  const users: Record<string, Principal> = {};
  let baseRule: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const database = await registerScratchDatabase(t, admin);
    const dataset = async (table_name: string) =>
      body<{ id: number }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/dataset/',
          headers: admin,
          payload: { database, schema: 'main', table_name },
        }),
      ).id;
    tableT = await dataset('t');
    tableEvents = await dataset('events');
    const gamma = await roleId(t.ctx, 'Gamma');
    const alpha = await roleId(t.ctx, 'Alpha');
    for (const [username, role] of [
      ['rls-gamma', gamma],
      ['rls-alpha', alpha],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/users/',
        headers: admin,
        payload: {
          first_name: username,
          last_name: 'Test',
          username,
          email: `${username}@example.test`,
          password: `${username}-password-1`,
          roles: [role],
        },
      });
      if (created.statusCode !== 201) throw new Error(created.body);
      users[username] = await principalOf(t, username);
    }
    users.admin = await principalOf(t, ADMIN.username);
    const rule = async (
      name: string,
      filter_type: string,
      roles: number[],
      clause: string,
      group_key?: string,
      tables = [tableT],
    ) =>
      body<{ id: number }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/rowlevelsecurity/',
          headers: admin,
          payload: { name, filter_type, tables, roles, clause, group_key },
        }),
      ).id;
    await rule('gamma west', 'Regular', [gamma], "region = 'west'", 'region');
    await rule('gamma east', 'Regular', [gamma], "region = 'east'", 'region');
    baseRule = await rule('not alpha', 'Base', [alpha], 'score < 10');
    await rule('alpha only', 'Regular', [alpha], 'id > 5');
    await rule('gamma events', 'Regular', [gamma], 'flag', undefined, [tableEvents]);
    await rule('everyone', 'Base', [], 'id < 40');
  });

  it('binds Regular rules to their roles and Base rules to everyone else', async () => {
    expect(await rowLevelSecurityClauses(t.ctx, users['rls-gamma'] as Principal, tableT)).toEqual([
      "((region = 'west') OR (region = 'east'))",
      '(score < 10)',
      '(id < 40)',
    ]);
    expect(await rowLevelSecurityClauses(t.ctx, users['rls-alpha'] as Principal, tableT)).toEqual([
      '(id > 5)',
      '(id < 40)',
    ]);
    // Admins are no exception: only the rules' roles decide.
    expect(await rowLevelSecurityClauses(t.ctx, users.admin as Principal, tableT)).toEqual([
      '(score < 10)',
      '(id < 40)',
    ]);
    expect(
      await rowLevelSecurityClauses(t.ctx, users['rls-gamma'] as Principal, tableEvents),
    ).toEqual(['(flag)']);
    expect(
      await rowLevelSecurityClauses(t.ctx, users['rls-alpha'] as Principal, tableEvents),
    ).toEqual([]);
  });

  it('sees a changed or deleted rule at once', async () => {
    const gammaUser = users['rls-gamma'] as Principal;
    await rowLevelSecurityClauses(t.ctx, gammaUser, tableT);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/rowlevelsecurity/${baseRule}`,
      headers: admin,
      payload: { clause: 'score < 20' },
    });
    expect(changed.statusCode).toBe(201);
    expect(await rowLevelSecurityClauses(t.ctx, gammaUser, tableT)).toContain('(score < 20)');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/rowlevelsecurity/${baseRule}`,
      headers: admin,
    });
    expect(await rowLevelSecurityClauses(t.ctx, gammaUser, tableT)).not.toContain('(score < 20)');
  });
});
