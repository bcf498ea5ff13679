import type { Principal } from '../plugins/auth';
import type { TestApp } from './testApp';

/** The principal of a stored user, as the auth plugin builds it for a request. */
export async function principalOf(t: TestApp, userId: number): Promise<Principal> {
  const user = await t.ctx.users.findById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return { user, roles: await t.ctx.roles.rolePermissionsOfUser(user.id) };
}
