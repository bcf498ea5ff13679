import type { Principal } from '../plugins/auth';
import type { TestApp } from './testApp';

/** The principal of a stored user (by id or username), as the auth plugin builds it for a request. */
export async function principalOf(t: TestApp, who: number | string): Promise<Principal> {
  const user =
    typeof who === 'number'
      ? await t.ctx.users.findById(who)
      : await t.ctx.users.findByUsername(who);
  if (!user) throw new Error(`no user ${who}`);
  return { user, roles: await t.ctx.roles.rolePermissionsOfUser(user.id) };
}
