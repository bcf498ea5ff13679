import type { RoleRecord } from '@common/api/roles';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';

async function toRecord(roles: RoleRepository, id: number): Promise<RoleRecord> {
  const record = await roles.record(id);
  if (!record) throw new NotFoundError('Role not found');
  return record;
}

/** Creates a custom role (id undefined) or renames one; built-in roles keep their names. */
export async function saveRole(
  db: Store,
  id: number | undefined,
  name: string,
): Promise<RoleRecord> {
  return db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const clash = await roles.findByName(name);
    if (clash && clash.id !== id) throw new ConflictError(`A role named ${name} already exists`);
    if (id === undefined) return toRecord(roles, await roles.create(name, false));
    const role = await roles.findById(id);
    if (!role) throw new NotFoundError('Role not found');
    if (role.builtin === 1 && role.name !== name) {
      throw new BadRequestError('Built-in roles cannot be renamed; create a custom role instead');
    }
    await roles.rename(id, name);
    return toRecord(roles, id);
  });
}
