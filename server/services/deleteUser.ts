import { usersChanged } from '../store/userRepository';
import { BadRequestError, NotFoundError } from '../errors';
import type { Store } from '../store/db';

/** Deletes a user, their role links and sessions; an admin cannot delete themself. */
export async function deleteUser(db: Store, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw new BadRequestError('You cannot delete your own account');
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw new NotFoundError('User not found');
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
    await trx.updateTable('logs').set({ user_id: null }).where('user_id', '=', id).execute();
    usersChanged();
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}
