import type { Selectable } from 'kysely';
import type { PermissionRecord, RoleRecord } from '@common/api/roles';
import type { PermissionPair } from '@common/permissions/builtinRoles';
import type { RolePermissions } from '@common/permissions/hasPermission';
import type { Store } from './db';
import type { RolesTable } from './schema';
import { RowCache } from './rowCache';
import { likePattern } from './userRepository';

export type RoleRow = Selectable<RolesTable>;

/** Permission sets by user, read on every request (see RowCache). */
const permissionCache = new RowCache<number, RolePermissions>(2000);

function rolesChanged(): void {
  permissionCache.invalidate();
}

/** Reads and writes roles, permissions and the links between them. */
export class RoleRepository {
  constructor(private readonly db: Store) {}

  /** Finds a role by id. */
  findById(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Finds a role by name, ignoring case. */
  findByName(name: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('roles')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
  }

  /** Ids of the given roles that exist. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('roles').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  private withUserCounts() {
    return this.db
      .selectFrom('roles')
      .leftJoin('user_roles', 'user_roles.role_id', 'roles.id')
      .select((eb) => [
        'roles.id',
        'roles.name',
        'roles.builtin',
        eb.fn.count<number>('user_roles.user_id').as('user_count'),
      ])
      .groupBy(['roles.id', 'roles.name', 'roles.builtin']);
  }

  private static toRecord(row: {
    id: number;
    name: string;
    builtin: number;
    user_count: number | string | bigint;
  }): RoleRecord {
    return {
      id: row.id,
      name: row.name,
      builtin: row.builtin === 1,
      user_count: Number(row.user_count),
    };
  }

  /** One role in its API shape, with how many users hold it. */
  async record(id: number): Promise<RoleRecord | undefined> {
    const row = await this.withUserCounts().where('roles.id', '=', id).executeTakeFirst();
    return row && RoleRepository.toRecord(row);
  }

  /** One page of roles, with how many users hold each. */
  async list(
    search: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<{ rows: RoleRecord[]; count: number }> {
    let counted = this.db.selectFrom('roles');
    let query = this.withUserCounts();
    if (search) {
      counted = counted.where((eb) =>
        eb(eb.fn('lower', ['roles.name']), 'like', likePattern(search)),
      );
      query = query.where((eb) => eb(eb.fn('lower', ['roles.name']), 'like', likePattern(search)));
    }
    const total = await counted
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('roles.id')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
    return { rows: rows.map(RoleRepository.toRecord), count: Number(total.n) };
  }

  /** Creates a role and returns its id. */
  async create(name: string, builtin: boolean): Promise<number> {
    rolesChanged();
    const row = await this.db
      .insertInto('roles')
      .values({ name, builtin: builtin ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Renames a role. */
  async rename(id: number, name: string): Promise<void> {
    rolesChanged();
    await this.db.updateTable('roles').set({ name }).where('id', '=', id).execute();
  }

  /** Deletes a role and its links (call inside a transaction). */
  async delete(id: number): Promise<void> {
    rolesChanged();
    await this.db.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    await this.db.deleteFrom('user_roles').where('role_id', '=', id).execute();
    await this.db.deleteFrom('roles').where('id', '=', id).execute();
  }

  /** Every permission, or those with the given ids. */
  async permissions(ids?: number[]): Promise<PermissionRecord[]> {
    let query = this.db.selectFrom('permissions').select(['id', 'action', 'view']);
    if (ids) {
      if (ids.length === 0) return [];
      query = query.where('id', 'in', ids);
    }
    const rows = await query.orderBy('view').orderBy('action').execute();
    return rows.map((row) => ({
      id: row.id,
      permission_name: row.action,
      view_menu_name: row.view,
    }));
  }

  /** The permissions of one role. */
  async permissionsOf(roleId: number): Promise<PermissionRecord[]> {
    const rows = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select(['permissions.id', 'permissions.action', 'permissions.view'])
      .where('role_permissions.role_id', '=', roleId)
      .orderBy('permissions.view')
      .orderBy('permissions.action')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      permission_name: row.action,
      view_menu_name: row.view,
    }));
  }

  /** Replaces the permissions of one role (call inside a transaction). */
  async setPermissions(roleId: number, permissionIds: number[]): Promise<void> {
    rolesChanged();
    await this.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
    if (permissionIds.length > 0) {
      await this.db
        .insertInto('role_permissions')
        .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
        .execute();
    }
  }

  /** Ensures each pair exists as a permission; returns the ids by "action\0view". */
  async ensurePermissions(pairs: readonly PermissionPair[]): Promise<Map<string, number>> {
    const key = (action: string, view: string) => `${action}\u0000${view}`;
    const existing = await this.db
      .selectFrom('permissions')
      .select(['id', 'action', 'view'])
      .execute();
    const ids = new Map(existing.map((row) => [key(row.action, row.view), row.id]));
    const missing = pairs.filter(([action, view]) => !ids.has(key(action, view)));
    const unique = [...new Map(missing.map((pair) => [key(...pair), pair])).values()];
    if (unique.length > 0) {
      const inserted = await this.db
        .insertInto('permissions')
        .values(unique.map(([action, view]) => ({ action, view })))
        .returning(['id', 'action', 'view'])
        .execute();
      for (const row of inserted) ids.set(key(row.action, row.view), row.id);
    }
    return ids;
  }

  /** Renames the view of one permission (a renamed database keeps its grants). */
  async renamePermissionView(action: string, from: string, to: string): Promise<void> {
    rolesChanged();
    await this.db
      .updateTable('permissions')
      .set({ view: to })
      .where('action', '=', action)
      .where('view', '=', from)
      .execute();
  }

  /** Deletes one permission and its grants. */
  async deletePermission(action: string, view: string): Promise<void> {
    rolesChanged();
    const row = await this.db
      .selectFrom('permissions')
      .select('id')
      .where('action', '=', action)
      .where('view', '=', view)
      .executeTakeFirst();
    if (!row) return;
    await this.db.deleteFrom('role_permissions').where('permission_id', '=', row.id).execute();
    await this.db.deleteFrom('permissions').where('id', '=', row.id).execute();
  }

  /** A user's roles mapped to their permission pairs. */
  rolePermissionsOfUser(userId: number): Promise<RolePermissions> {
    return permissionCache.get(this.db, userId, () => this.readRolePermissions(userId));
  }

  private async readRolePermissions(userId: number): Promise<RolePermissions> {
    const roles = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.name'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    const result: Record<string, PermissionPair[]> = {};
    for (const role of roles) result[role.name] = [];
    if (roles.length === 0) return result;
    const pairs = await this.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select(['roles.name', 'permissions.action', 'permissions.view'])
      .where(
        'role_permissions.role_id',
        'in',
        roles.map((role) => role.id),
      )
      .execute();
    for (const pair of pairs) result[pair.name]?.push([pair.action, pair.view]);
    return result;
  }

  /** Replaces the roles of one user (call inside a transaction). */
  async setUserRoles(userId: number, roleIds: number[]): Promise<void> {
    rolesChanged();
    await this.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (roleIds.length > 0) {
      await this.db
        .insertInto('user_roles')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    }
  }
}
