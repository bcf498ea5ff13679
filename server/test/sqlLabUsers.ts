import { databasePermissionView } from '../policies/databasePolicy';
import { createUser } from '../services/createUser';
import { bearerFor, roleId, type TestApp } from './testApp';

/** A test user: their id and the Bearer header to call as them. */
export interface TestUser {
  id: number;
  headers: Record<string, string>;
}

/** A role granting database_access on the scratch database (created once per app). */
async function scratchAccessRole(t: TestApp, databaseId: number): Promise<number> {
  const existing = await t.ctx.roles.findByName('scratch_access');
  if (existing) return existing.id;
  const role = await t.ctx.roles.create('scratch_access', false);
  const view = databasePermissionView('scratch', databaseId);
  const permissions = await t.ctx.roles.ensurePermissions([['database_access', view]]);
  await t.ctx.roles.setPermissions(role, [permissions.get(`database_access\u0000${view}`) ?? 0]);
  return role;
}

/**
 * Creates a user with the given built-in role and, when a scratch database id is given,
 * access to it; signs them in with a Bearer token.
 */
export async function createTestUser(
  t: TestApp,
  username: string,
  builtinRole: 'sql_lab' | 'Gamma' | 'Alpha',
  scratchDatabaseId?: number,
): Promise<TestUser> {
  const roles = [await roleId(t.ctx, builtinRole)];
  if (scratchDatabaseId !== undefined) roles.push(await scratchAccessRole(t, scratchDatabaseId));
  const password = `${username}-password-1`;
  const created = await createUser(t.ctx.db, {
    username,
    first_name: username[0]?.toUpperCase() + username.slice(1),
    last_name: 'Tester',
    email: `${username}@example.test`,
    password,
    active: true,
    roles,
  });
  return { id: created.id, headers: await bearerFor(t.app, username, password) };
}
