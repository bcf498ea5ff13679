import type { ExpressionBuilder, Insertable, Selectable, Transaction, Updateable } from 'kysely';
import {
  DASHBOARD_FAVORITE_CLASS,
  type DashboardCriteria,
  dashboardConditions,
} from './dashboardCriteria';
import type { Store } from './db';
import type { Database, DashboardsTable, SlicesTable } from './schema';

export type DashboardRow = Selectable<DashboardsTable>;

/** A dashboard with the names of the users it records. */
export type DashboardListRow = DashboardRow & {
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
};

/** A user as a dashboard names its owners. */
export interface DashboardUserRow {
  id: number;
  first_name: string;
  last_name: string;
}

/** The users, roles and charts a dashboard links to; an absent list is left as it is. */
export interface DashboardLinks {
  ownerIds?: number[];
  roleIds?: number[];
  sliceIds?: number[];
}

/** A chart to copy: its source id and the new row. */
export interface ChartCopy {
  sourceId: number;
  row: Insertable<SlicesTable>;
}

const unique = (ids: number[]) => [...new Set(ids)];

/** Replaces the given link lists of a dashboard inside a transaction. */
async function replaceLinks(trx: Transaction<Database>, id: number, links: DashboardLinks) {
  if (links.ownerIds) {
    await trx.deleteFrom('dashboard_owners').where('dashboard_id', '=', id).execute();
    const rows = unique(links.ownerIds).map((user_id) => ({ dashboard_id: id, user_id }));
    if (rows.length) await trx.insertInto('dashboard_owners').values(rows).execute();
  }
  if (links.roleIds) {
    await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
    const rows = unique(links.roleIds).map((role_id) => ({ dashboard_id: id, role_id }));
    if (rows.length) await trx.insertInto('dashboard_roles').values(rows).execute();
  }
  if (links.sliceIds) {
    await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
    const rows = unique(links.sliceIds).map((slice_id) => ({ dashboard_id: id, slice_id }));
    if (rows.length) await trx.insertInto('dashboard_slices').values(rows).execute();
  }
}

/** Dashboards, their owners and roles, and the charts on them. */
export class DashboardRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a dashboard with its links and returns its id. */
  async insert(
    row: Insertable<DashboardsTable>,
    ownerIds: number[],
    links: Omit<DashboardLinks, 'ownerIds'> = {},
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('dashboards')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLinks(trx, id, { ...links, ownerIds });
      return id;
    });
  }

  /**
   * Copies charts and inserts a dashboard built on their new ids, all in one transaction
   * ("Save as" with duplicated charts). `build` gets old → new chart ids.
   */
  async insertWithChartCopies(
    charts: ChartCopy[],
    chartOwnerId: number,
    build: (newIds: Map<number, number>) => {
      row: Insertable<DashboardsTable>;
      ownerIds: number[];
      sliceIds: number[];
    },
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const newIds = new Map<number, number>();
      for (const chart of charts) {
        const { id } = await trx
          .insertInto('slices')
          .values(chart.row)
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('slice_owners')
          .values({ slice_id: id, user_id: chartOwnerId })
          .execute();
        newIds.set(chart.sourceId, id);
      }
      const { row, ownerIds, sliceIds } = build(newIds);
      const { id } = await trx
        .insertInto('dashboards')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLinks(trx, id, { ownerIds, sliceIds });
      return id;
    });
  }

  /**
   * Writes a dashboard and its links in one transaction and raises its version. With
   * `expectedVersion` the write happens only if the stored version is still that one.
   * Answers the new version, or undefined when nothing was written (gone, or moved on).
   */
  async update(
    id: number,
    changes: Updateable<DashboardsTable>,
    links: DashboardLinks,
    expectedVersion?: number,
  ): Promise<number | undefined> {
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('dashboards')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id);
      if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
      const updated = await query.returning('version').executeTakeFirst();
      if (!updated) return undefined;
      await replaceLinks(trx, id, links);
      return updated.version;
    });
  }

  /** Deletes dashboards with their links and favourites. */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['dashboard_owners', 'dashboard_roles', 'dashboard_slices'] as const)
        await trx.deleteFrom(table).where('dashboard_id', 'in', ids).execute();
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', DASHBOARD_FAVORITE_CLASS)
        .where('obj_id', 'in', ids)
        .execute();
      await trx.deleteFrom('dashboards').where('id', 'in', ids).execute();
    });
  }

  /** Dashboards by id, with their user names, in no particular order. */
  findByIds(ids: number[]): Promise<DashboardListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.joined().where('dashboards.id', 'in', ids).execute();
  }

  /** The ids of the charts linked to a dashboard. */
  async sliceIdsOf(id: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('dashboard_slices')
      .select('slice_id')
      .where('dashboard_id', '=', id)
      .orderBy('slice_id')
      .execute();
    return rows.map((row) => row.slice_id);
  }

  /** The roles that may view each dashboard, by dashboard id (none: not limited by role). */
  async rolesOf(ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const roles = new Map<number, { id: number; name: string }[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return roles;
    const rows = await this.db
      .selectFrom('dashboard_roles')
      .innerJoin('roles', 'roles.id', 'dashboard_roles.role_id')
      .select(['dashboard_roles.dashboard_id', 'roles.id', 'roles.name'])
      .where('dashboard_roles.dashboard_id', 'in', ids)
      .orderBy('roles.id')
      .execute();
    for (const { dashboard_id, ...role } of rows) roles.get(dashboard_id)?.push(role);
    return roles;
  }

  /** A dashboard by id, with its user names. */
  findById(id: number): Promise<DashboardListRow | undefined> {
    return this.joined().where('dashboards.id', '=', id).executeTakeFirst();
  }

  /** A dashboard by slug, with its user names. */
  findBySlug(slug: string): Promise<DashboardListRow | undefined> {
    return this.joined().where('dashboards.slug', '=', slug).executeTakeFirst();
  }

  /** The owners of each dashboard, by dashboard id. */
  async ownersOf(ids: number[]): Promise<Map<number, DashboardUserRow[]>> {
    const owners = new Map<number, DashboardUserRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return owners;
    const rows = await this.db
      .selectFrom('dashboard_owners')
      .innerJoin('users', 'users.id', 'dashboard_owners.user_id')
      .select(['dashboard_owners.dashboard_id', 'users.id', 'users.first_name', 'users.last_name'])
      .where('dashboard_owners.dashboard_id', 'in', ids)
      .orderBy('users.id')
      .execute();
    for (const { dashboard_id, ...user } of rows) owners.get(dashboard_id)?.push(user);
    return owners;
  }

  /** The names of the charts on each dashboard, by dashboard id. */
  async chartNamesOf(ids: number[]): Promise<Map<number, string[]>> {
    const charts = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return charts;
    const rows = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
      .select(['dashboard_slices.dashboard_id', 'slices.slice_name'])
      .where('dashboard_slices.dashboard_id', 'in', ids)
      .orderBy('slices.id')
      .execute();
    for (const row of rows) charts.get(row.dashboard_id)?.push(row.slice_name);
    return charts;
  }

  /** A page of dashboards with the total count. */
  async list(criteria: DashboardCriteria): Promise<{ rows: DashboardListRow[]; count: number }> {
    const where = (eb: ExpressionBuilder<Database, 'dashboards'>) =>
      eb.and(dashboardConditions(eb, criteria));
    const total = await this.db
      .selectFrom('dashboards')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.joined()
      .where(where)
      .orderBy(`dashboards.${criteria.orderColumn}`, criteria.orderDirection)
      .orderBy('dashboards.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  private joined() {
    return this.db
      .selectFrom('dashboards')
      .leftJoin('users as created_by', 'created_by.id', 'dashboards.created_by_fk')
      .leftJoin('users as changed_by', 'changed_by.id', 'dashboards.changed_by_fk')
      .selectAll('dashboards')
      .select([
        'created_by.first_name as created_by_first_name',
        'created_by.last_name as created_by_last_name',
        'changed_by.first_name as changed_by_first_name',
        'changed_by.last_name as changed_by_last_name',
      ]);
  }
}
