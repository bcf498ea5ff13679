import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/** Superset's favstar class name of dashboards. */
export const DASHBOARD_FAVORITE_CLASS = 'Dashboard';

/** What the dashboard list may be narrowed by; every given condition holds. */
export interface DashboardCriteria {
  /**
   * Only dashboards this user owns, or published ones without roles or with one of these
   * roles (by name); absent means all (admins).
   */
  visibleTo?: { userId: number; roleNames: string[] };
  ids?: number[];
  excludedIds?: number[];
  /** Each entry: a LIKE pattern (see likePattern) one of the columns must match. */
  like?: { pattern: string; columns: ('dashboard_title' | 'slug')[] }[];
  ownerIds?: number[];
  createdByIds?: number[];
  changedByIds?: number[];
  published?: boolean;
  favoriteOf?: { userId: number; starred: boolean };
  certified?: boolean;
  orderColumn: 'id' | 'dashboard_title' | 'slug' | 'published' | 'changed_on' | 'created_on';
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

type Builder = ExpressionBuilder<Database, 'dashboards'>;

/** Dashboards some of these users own. */
export function ownedBy(eb: Builder, userIds: number[]): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('dashboard_owners')
      .select('dashboard_owners.dashboard_id')
      .whereRef('dashboard_owners.dashboard_id', '=', 'dashboards.id')
      .where('dashboard_owners.user_id', 'in', userIds),
  );
}

/** Dashboards limited to roles (dashboard_roles), none of which is one of these. */
function closedToRoles(eb: Builder, roleNames: string[]): Expression<SqlBool> {
  const limited = eb
    .selectFrom('dashboard_roles')
    .select('dashboard_roles.dashboard_id')
    .whereRef('dashboard_roles.dashboard_id', '=', 'dashboards.id');
  if (roleNames.length === 0) return eb.exists(limited);
  return eb.and([
    eb.exists(limited),
    eb.not(
      eb.exists(
        limited
          .innerJoin('roles', 'roles.id', 'dashboard_roles.role_id')
          .where('roles.name', 'in', roleNames),
      ),
    ),
  ]);
}

/** The SQL conditions of the list criteria. */
export function dashboardConditions(
  eb: Builder,
  criteria: DashboardCriteria,
): Expression<SqlBool>[] {
  // An empty list means "none of them": `in ()` is not valid SQL.
  const none = eb.lit(false);
  const conditions: Expression<SqlBool>[] = [];
  const within = (
    column: 'dashboards.id' | 'dashboards.created_by_fk' | 'dashboards.changed_by_fk',
    values: number[] | undefined,
  ) => {
    if (values) conditions.push(values.length ? eb(column, 'in', values) : none);
  };
  if (criteria.visibleTo !== undefined) {
    const { userId, roleNames } = criteria.visibleTo;
    const open = eb.and([eb('dashboards.published', '=', 1), eb.not(closedToRoles(eb, roleNames))]);
    conditions.push(eb.or([open, ownedBy(eb, [userId])]));
  }
  within('dashboards.id', criteria.ids);
  within('dashboards.created_by_fk', criteria.createdByIds);
  within('dashboards.changed_by_fk', criteria.changedByIds);
  if (criteria.excludedIds?.length)
    conditions.push(eb('dashboards.id', 'not in', criteria.excludedIds));
  if (criteria.ownerIds)
    conditions.push(criteria.ownerIds.length ? ownedBy(eb, criteria.ownerIds) : none);
  if (criteria.published !== undefined)
    conditions.push(eb('dashboards.published', '=', criteria.published ? 1 : 0));
  if (criteria.favoriteOf) {
    const starred = eb.exists(
      eb
        .selectFrom('favstar')
        .select('favstar.obj_id')
        .whereRef('favstar.obj_id', '=', 'dashboards.id')
        .where('favstar.class_name', '=', DASHBOARD_FAVORITE_CLASS)
        .where('favstar.user_id', '=', criteria.favoriteOf.userId),
    );
    conditions.push(criteria.favoriteOf.starred ? starred : eb.not(starred));
  }
  if (criteria.certified !== undefined) {
    const certified = eb.and([
      eb('dashboards.certified_by', 'is not', null),
      eb('dashboards.certified_by', '!=', ''),
    ]);
    conditions.push(criteria.certified ? certified : eb.not(certified));
  }
  for (const { pattern, columns } of criteria.like ?? [])
    conditions.push(
      eb.or(
        // An explicit ESCAPE: SQLite's LIKE has no default escape character.
        columns.map(
          (column) =>
            sql<SqlBool>`lower(${sql.ref(`dashboards.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  return conditions;
}
