import { beforeAll, describe, expect, it } from 'vitest';
import type { PermissionRecord } from '@common/api/roles';
import { canReadDatasource } from '../policies/datasourcePolicy';
import { principalOf } from '../test/principalOf';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  body,
  registerScratchDatabase,
  withTestApp,
} from '../test/testApp';
import { storeKinds } from '../test/testStore';

describe.each(await storeKinds())('dataset data permissions on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let database: number;
  let dataset: number;

  const permissions = async () =>
    body<{ result: PermissionRecord[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/permissions-resources/',
        headers: admin,
      }),
    ).result;
  const views = async (action: string) =>
    (await permissions())
      .filter((permission) => permission.permission_name === action)
      .map((permission) => permission.view_menu_name);
  const reads = async (username: string, databaseName: string) =>
    canReadDatasource(await principalOf(t, username), {
      id: dataset,
      table_name: 't',
      schema: 'main',
      database: { id: database, database_name: databaseName },
    });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    database = await registerScratchDatabase(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database, schema: 'main', table_name: 't' },
    });
    dataset = body<{ id: number }>(created).id;
  });

  it('lists a dataset’s datasource and schema permissions for granting', async () => {
    // Made with the dataset, before anything lists them.
    const stored = (await t.ctx.roles.permissions()).map(
      (permission) => `${permission.permission_name} ${permission.view_menu_name}`,
    );
    expect(stored).toContain(`datasource_access [scratch].[t](id:${dataset})`);
    expect(stored).toContain('schema_access [scratch].[main]');
    expect(await views('datasource_access')).toContain(`[scratch].[t](id:${dataset})`);
    expect(await views('schema_access')).toContain('[scratch].[main]');
  });

  it('grants a role one dataset, which reaches the policy and SQL Lab’s bootstrap', async () => {
    const role = body<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/roles/',
        headers: admin,
        payload: { name: 'readers of t' },
      }),
    ).id;
    const pick = (await permissions()).filter(
      (permission) =>
        permission.permission_name === 'datasource_access' &&
        permission.view_menu_name === `[scratch].[t](id:${dataset})`,
    );
    expect(pick).toHaveLength(1);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/security/roles/${role}/permissions`,
      headers: admin,
      payload: { permission_view_menu_ids: pick.map((permission) => permission.id) },
    });
    expect(granted.statusCode).toBe(200);
    const reader = await bearerForNewUser(t, admin, 'reader-of-t', 'sql_lab');
    const user = await t.ctx.users.findByUsername('reader-of-t');
    expect(await reads('reader-of-t', 'scratch')).toBe(false);
    const sqlLab = await t.ctx.roles.findByName('sql_lab');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${user?.id}`,
      headers: admin,
      payload: { roles: [sqlLab?.id, role] },
    });
    expect(await reads('reader-of-t', 'scratch')).toBe(true);
    const bootstrap = body<{ result: { user: { permissions: Record<string, string[]> } } }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/sqllab/', headers: reader }),
    );
    expect(bootstrap.result.user.permissions.datasource_access).toEqual([
      `[scratch].[t](id:${dataset})`,
    ]);
  });

  it('renames the grants with their database and deletes them with their dataset', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${database}`,
      headers: admin,
      payload: { database_name: 'renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await views('datasource_access')).toContain(`[renamed].[t](id:${dataset})`);
    expect(await views('schema_access')).toContain('[renamed].[main]');
    expect(await views('schema_access')).not.toContain('[scratch].[main]');
    expect(await reads('reader-of-t', 'renamed')).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dataset/${dataset}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.ctx.roles.permissions()).map((permission) => permission.view_menu_name),
    ).not.toContain(`[renamed].[t](id:${dataset})`);
    expect(await views('datasource_access')).not.toContain(`[renamed].[t](id:${dataset})`);
    expect(await reads('reader-of-t', 'renamed')).toBe(false);
  });
});
