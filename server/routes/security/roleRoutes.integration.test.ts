import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionRecord, RoleRecord } from '@common/api/roles';
import { BUILTIN_ROLE_PERMISSIONS } from '@common/permissions/builtinRoles';
import { ADMIN, bearerFor, body, roleId, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/security/roles/';

describe.each(await storeKinds())('roles API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  it('lists the built-in roles with their seeded permissions', async () => {
    const list = body<{ result: RoleRecord[]; count: number }>(
      await t.app.inject({ method: 'GET', url: URL, headers: admin }),
    );
    expect(list.result.map((r) => r.name)).toEqual([
      'Admin',
      'Alpha',
      'Gamma',
      'sql_lab',
      'Public',
    ]);
    expect(list.result.find((r) => r.name === 'Admin')?.user_count).toBe(1);
    const gammaId = await roleId(t.ctx, 'Gamma');
    const perms = body<{ result: PermissionRecord[] }>(
      await t.app.inject({ method: 'GET', url: `${URL}${gammaId}/permissions/`, headers: admin }),
    ).result;
    expect(perms).toHaveLength(BUILTIN_ROLE_PERMISSIONS.Gamma.length);
    expect(perms).toContainEqual(
      expect.objectContaining({ permission_name: 'can_read', view_menu_name: 'Dashboard' }),
    );
  });

  it('creates a custom role, grants it permissions, renames and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'analysts' },
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const { id } = body<{ id: number }>(created);
    const all = body<{ result: PermissionRecord[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/permissions-resources/',
        headers: admin,
      }),
    ).result;
    const pick = all.filter((p) => p.view_menu_name === 'SQLLab').map((p) => p.id);
    const granted = await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/permissions`,
      payload: { permission_view_menu_ids: pick },
      headers: admin,
    });
    expect(
      body<{ result: PermissionRecord[] }>(granted)
        .result.map((p) => p.id)
        .sort(),
    ).toEqual([...pick].sort());
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${URL}${id}`,
      payload: { name: 'data-analysts' },
      headers: admin,
    });
    expect(body<{ result: RoleRecord }>(renamed).result.name).toBe('data-analysts');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(await t.ctx.roles.findById(id)).toBeUndefined();
  });

  it('keeps built-in roles as they are and refuses clashes and unknown permissions', async () => {
    const gammaId = await roleId(t.ctx, 'Gamma');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${gammaId}`, headers: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${URL}${gammaId}`,
          payload: { name: 'G' },
          headers: admin,
        })
      ).statusCode,
    ).toBe(400);
    const grant = await t.app.inject({
      method: 'POST',
      url: `${URL}${gammaId}/permissions`,
      payload: { permission_view_menu_ids: [] },
      headers: admin,
    });
    expect(grant.statusCode).toBe(400);
    expect((await t.ctx.roles.permissionsOf(gammaId)).length).toBe(
      BUILTIN_ROLE_PERMISSIONS.Gamma.length,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: URL, payload: { name: 'admin' }, headers: admin }))
        .statusCode,
    ).toBe(409);
    const custom = body<{ id: number }>(
      await t.app.inject({ method: 'POST', url: URL, payload: { name: 'x' }, headers: admin }),
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${URL}${custom.id}/permissions`,
      payload: { permission_view_menu_ids: [999999] },
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
