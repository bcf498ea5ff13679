import type { Selectable } from 'kysely';
import type { RoleRef, UserRecord } from '@common/api/users';
import type { Store } from './db';
import { RowCache } from './rowCache';
import type { UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Escapes LIKE wildcards so a search for "a_b" matches literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Users by id, read on every request to check the caller (see RowCache). */
const userCache = new RowCache<number, UserRow | undefined>(2000);

/** Drops cached users: call after any write to the users table. */
export function usersChanged(): void {
  userCache.invalidate();
}

/** Reads and writes users and their role links. */
export class UserRepository {
  constructor(private readonly db: Store) {}

  /** Finds a user by id. */
  findById(id: number): Promise<UserRow | undefined> {
    return userCache.get(this.db, id, () =>
      this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    );
  }

  /** Finds a user by username, ignoring case. */
  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  }

  /** True when another user already has this username or email. */
  async findClash(
    username: string,
    email: string,
    exceptId?: number,
  ): Promise<'username' | 'email' | undefined> {
    let query = this.db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
          eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
        ]),
      );
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const clash = await query.executeTakeFirst();
    if (!clash) return undefined;
    return clash.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
  }

  /** Counts all users. */
  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of users whose name, username or email contains the search text. */
  async list(
    search: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ rows: UserRow[]; count: number }> {
    let query = this.db.selectFrom('users');
    if (search) {
      const pattern = likePattern(search);
      query = query.where((eb) =>
        eb.or(
          (['username', 'first_name', 'last_name', 'email'] as const).map((column) =>
            eb(eb.fn('lower', [column]), 'like', pattern),
          ),
        ),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('username')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  /** Roles of each given user. */
  async rolesOf(userIds: number[]): Promise<Map<number, RoleRef[]>> {
    const result = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id', 'roles.id', 'roles.name'])
      .where('user_roles.user_id', 'in', userIds)
      .orderBy('roles.name')
      .execute();
    for (const row of rows) result.get(row.user_id)?.push({ id: row.id, name: row.name });
    return result;
  }

  /** The API shape of users, with their roles. */
  async toRecords(rows: UserRow[]): Promise<UserRecord[]> {
    const roles = await this.rolesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      username: row.username,
      email: row.email,
      active: row.active === 1,
      roles: roles.get(row.id) ?? [],
      created_on: iso(row.created_on),
      changed_on: iso(row.changed_on),
      last_login: row.last_login === null ? null : iso(row.last_login),
      login_count: row.login_count,
      fail_login_count: row.fail_login_count,
    }));
  }

  /** Records a successful or failed sign-in. */
  async recordLogin(id: number, success: boolean, now: number): Promise<void> {
    usersChanged();
    await this.db
      .updateTable('users')
      .set((eb) =>
        success
          ? { last_login: now, login_count: eb('login_count', '+', 1), fail_login_count: 0 }
          : { fail_login_count: eb('fail_login_count', '+', 1) },
      )
      .where('id', '=', id)
      .execute();
  }
}
