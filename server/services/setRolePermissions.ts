import type { PermissionRecord } from '@common/api/roles';
import { BadRequestError, FieldValidationError, NotFoundError } from '../errors';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';

/** Replaces a custom role's permissions; built-in roles keep their reviewed defaults. */
export async function setRolePermissions(
  db: Store,
  roleId: number,
  permissionIds: number[],
): Promise<PermissionRecord[]> {
  return db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const role = await roles.findById(roleId);
    if (!role) throw new NotFoundError('Role not found');
    if (role.builtin === 1) {
      throw new BadRequestError(
        'Built-in roles keep their default permissions; create a custom role instead',
      );
    }
    const ids = [...new Set(permissionIds)];
    if ((await roles.permissions(ids)).length !== ids.length) {
      throw new FieldValidationError({ permission_view_menu_ids: ['Unknown permission id'] });
    }
    await roles.setPermissions(roleId, ids);
    return roles.permissionsOf(roleId);
  });
}
