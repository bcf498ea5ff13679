import type { Selectable } from 'kysely';
import type { Store } from './db';
import type { SessionsTable } from './schema';

export type SessionRow = Selectable<SessionsTable>;

/** Server-side sessions, so that logout and deactivation really end them. */
export class SessionRepository {
  constructor(private readonly db: Store) {}

  /** Stores a new session. */
  async create(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** A session that has not expired. */
  findLive(id: string, now: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Pushes a session's expiry forward. */
  async extend(id: string, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  /** Ends one session. */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of a user (deactivated, deleted or password changed). */
  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Drops expired sessions. */
  async deleteExpired(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
