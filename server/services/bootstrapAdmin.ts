import crypto from 'node:crypto';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';
import { UserRepository } from '../store/userRepository';
import { createUser } from './createUser';

/** Creates the first admin when the store has no users; returns the password if it was generated. */
export async function bootstrapAdmin(
  db: Store,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await new UserRepository(db).count()) > 0) return { created: false };
  const adminRole = await new RoleRepository(db).findByName('Admin');
  if (!adminRole) throw new Error('The Admin role is missing; roles must be synced first');
  const generated =
    password === undefined ? crypto.randomBytes(12).toString('base64url') : undefined;
  await createUser(db, {
    username,
    first_name: 'Admin',
    last_name: 'User',
    email: `${username}@localhost.localdomain`,
    password: password ?? generated ?? '',
    active: true,
    roles: [adminRole.id],
  });
  return { created: true, generatedPassword: generated };
}
