import { BUILTIN_ROLE_NAMES, BUILTIN_ROLE_PERMISSIONS } from '@common/permissions/builtinRoles';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';

/** Creates the built-in roles and resets them to their reviewed default permissions. */
export async function syncBuiltinRoles(db: Store): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const allPairs = BUILTIN_ROLE_NAMES.flatMap((name) => BUILTIN_ROLE_PERMISSIONS[name]);
    const ids = await roles.ensurePermissions(allPairs);
    for (const name of BUILTIN_ROLE_NAMES) {
      const roleId = (await roles.findByName(name))?.id ?? (await roles.create(name, true));
      const permissionIds = BUILTIN_ROLE_PERMISSIONS[name].map(
        ([action, view]) => ids.get(`${action}\u0000${view}`) ?? 0,
      );
      await roles.setPermissions(roleId, permissionIds);
    }
  });
}
