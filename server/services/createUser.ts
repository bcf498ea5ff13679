import type { UserCreateBody, UserRecord } from '@common/api/users';
import { ConflictError, FieldValidationError } from '../errors';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';
import { UserRepository } from '../store/userRepository';
import { hashPassword } from './passwords';

/** Creates a user with roles in one transaction; a clash or unknown role saves nothing. */
export async function createUser(
  db: Store,
  body: UserCreateBody,
  now = Date.now(),
): Promise<UserRecord> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const users = new UserRepository(trx);
    const roles = new RoleRepository(trx);
    const clash = await users.findClash(body.username, body.email);
    if (clash) throw new ConflictError(`A user with this ${clash} already exists`);
    const roleIds = [...new Set(body.roles)];
    const known = await roles.existingIds(roleIds);
    if (known.length !== roleIds.length) {
      throw new FieldValidationError({ roles: ['Unknown role id'] });
    }
    const { id } = await trx
      .insertInto('users')
      .values({
        username: body.username,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        password_hash: passwordHash,
        active: body.active ? 1 : 0,
        created_on: now,
        changed_on: now,
        login_count: 0,
        fail_login_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await roles.setUserRoles(id, roleIds);
    const row = await users.findById(id);
    const [record] = await users.toRecords(row ? [row] : []);
    if (!record) throw new Error('created user vanished');
    return record;
  });
}
