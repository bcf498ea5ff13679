import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Store } from './db';
import type { KeyValueTable } from './schema';

export type KeyValueRow = Selectable<KeyValueTable>;

/** Key-value entries behind share links and permalinks, under random keys. */
export class KeyValueRepository {
  constructor(private readonly db: Store) {}

  /** Stores a value under a fresh random key (128 bits, base64url) and returns the key. */
  async insert(resource: string, value: string, userId: number, now: number): Promise<string> {
    const id = crypto.randomBytes(16).toString('base64url');
    await this.db
      .insertInto('key_value')
      .values({ id, resource, value, user_id: userId, created_on: now })
      .execute();
    return id;
  }

  /** The entry of a resource under a key, or undefined. */
  find(resource: string, id: string): Promise<KeyValueRow | undefined> {
    return this.db
      .selectFrom('key_value')
      .selectAll()
      .where('id', '=', id)
      .where('resource', '=', resource)
      .executeTakeFirst();
  }

  /** Replaces an entry's value and time (a time-to-live counts from it). */
  async update(resource: string, id: string, value: string, now: number): Promise<void> {
    await this.db
      .updateTable('key_value')
      .set({ value, created_on: now })
      .where('id', '=', id)
      .where('resource', '=', resource)
      .execute();
  }

  /** Deletes an entry, if there. */
  async delete(resource: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('key_value')
      .where('id', '=', id)
      .where('resource', '=', resource)
      .execute();
  }
}
