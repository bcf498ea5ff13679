import { BadRequestError, NotFoundError } from '../errors';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';

/** Deletes a custom role; built-in roles stay. */
export async function deleteRole(db: Store, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const role = await roles.findById(id);
    if (!role) throw new NotFoundError('Role not found');
    if (role.builtin === 1) throw new BadRequestError('Built-in roles cannot be deleted');
    await roles.delete(id);
  });
}
