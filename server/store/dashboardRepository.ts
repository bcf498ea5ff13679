import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import { type DashboardCriteria, dashboardConditions } from './dashboardCriteria';
import type { Store } from './db';
import type { Database, DashboardsTable } from './schema';

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

/** Dashboards, their owners and the charts on them. */
export class DashboardRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a dashboard with its owners and returns its id. */
  async insert(row: Insertable<DashboardsTable>, ownerIds: number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('dashboards')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (ownerIds.length)
        await trx
          .insertInto('dashboard_owners')
          .values([...new Set(ownerIds)].map((user_id) => ({ dashboard_id: id, user_id })))
          .execute();
      return id;
    });
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
