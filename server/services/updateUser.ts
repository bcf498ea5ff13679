import type { UserRecord, UserUpdateBody } from '@common/api/users';
import { BadRequestError, ConflictError, FieldValidationError, NotFoundError } from '../errors';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';
import { SessionRepository } from '../store/sessionRepository';
import { usersChanged, UserRepository } from '../store/userRepository';
import { hashPassword } from './passwords';

/** Updates a user in one transaction; deactivation or a new password ends their sessions. */
export async function updateUser(
  db: Store,
  actorId: number,
  id: number,
  body: UserUpdateBody,
  now = Date.now(),
): Promise<UserRecord> {
  if (id === actorId && body.active === false) {
    throw new BadRequestError('You cannot deactivate your own account');
  }
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const users = new UserRepository(trx);
    const roles = new RoleRepository(trx);
    const current = await users.findById(id);
    if (!current) throw new NotFoundError('User not found');
    const username = body.username ?? current.username;
    const email = body.email ?? current.email;
    const clash = await users.findClash(username, email, id);
    if (clash) throw new ConflictError(`A user with this ${clash} already exists`);
    if (body.roles) {
      const roleIds = [...new Set(body.roles)];
      if ((await roles.existingIds(roleIds)).length !== roleIds.length) {
        throw new FieldValidationError({ roles: ['Unknown role id'] });
      }
      await roles.setUserRoles(id, roleIds);
    }
    usersChanged();
    await trx
      .updateTable('users')
      .set({
        username,
        email,
        first_name: body.first_name ?? current.first_name,
        last_name: body.last_name ?? current.last_name,
        active: body.active === undefined ? current.active : body.active ? 1 : 0,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        changed_on: now,
      })
      .where('id', '=', id)
      .execute();
    if (body.active === false || (passwordHash && id !== actorId)) {
      await new SessionRepository(trx).deleteForUser(id);
    }
    const row = await users.findById(id);
    const [record] = await users.toRecords(row ? [row] : []);
    if (!record) throw new NotFoundError('User not found');
    return record;
  });
}
