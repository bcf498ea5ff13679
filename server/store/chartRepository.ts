import { type ExpressionBuilder, type Insertable, type Selectable, type Updateable } from 'kysely';
import { CHART_FAVORITE_CLASS, type ChartCriteria, chartConditions } from './chartCriteria';
import type { Store } from './db';
import type { Database, SlicesTable } from './schema';

export type ChartRow = Selectable<SlicesTable>;

/** A chart with its dataset's names and the names of the users it records. */
export type ChartListRow = ChartRow & {
  table_name: string | null;
  dataset_schema: string | null;
  default_endpoint: string | null;
  dataset_database_id: number | null;
  created_by_first_name: string | null;
  created_by_last_name: string | null;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
  last_saved_by_first_name: string | null;
  last_saved_by_last_name: string | null;
};

/** A user as a chart names its owners. */
export interface ChartUserRow {
  id: number;
  first_name: string;
  last_name: string;
}

/** What a dataset check needs: the dataset's names and its database. */
export interface DatasetRef {
  id: number;
  table_name: string;
  schema: string;
  database_id: number;
  database_name: string;
}

/** Saved charts (`slices`), their owners and the dashboards they sit on. */
export class ChartRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a chart and returns its id. */
  async insert(row: Insertable<SlicesTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('slices')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Updates some columns of a chart. */
  async update(id: number, changes: Updateable<SlicesTable>): Promise<void> {
    await this.db.updateTable('slices').set(changes).where('id', '=', id).execute();
  }

  /** A chart with its dataset and user names. */
  findById(id: number): Promise<ChartListRow | undefined> {
    return this.joined().where('slices.id', '=', id).executeTakeFirst();
  }

  /** The chart of an export's uuid. */
  findByUuid(uuid: string): Promise<ChartRow | undefined> {
    return this.db.selectFrom('slices').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** Charts by id, with their dataset and user names, in no particular order. */
  findByIds(ids: number[]): Promise<ChartListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.joined().where('slices.id', 'in', ids).execute();
  }

  /**
   * Deletes charts by id (owners and dashboard links go with them). Dashboards losing a chart
   * get a new version, as in `setDashboards`.
   */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dashboards')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb.selectFrom('dashboard_slices').select('dashboard_id').where('slice_id', 'in', ids),
        )
        .execute();
      await trx.deleteFrom('slice_owners').where('slice_id', 'in', ids).execute();
      await trx.deleteFrom('dashboard_slices').where('slice_id', 'in', ids).execute();
      await trx
        .deleteFrom('favstar')
        .where('class_name', '=', CHART_FAVORITE_CLASS)
        .where('obj_id', 'in', ids)
        .execute();
      await trx.deleteFrom('slices').where('id', 'in', ids).execute();
    });
  }

  /** The owners of each chart, by chart id. */
  async ownersOf(ids: number[]): Promise<Map<number, ChartUserRow[]>> {
    const owners = new Map<number, ChartUserRow[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return owners;
    const rows = await this.db
      .selectFrom('slice_owners')
      .innerJoin('users', 'users.id', 'slice_owners.user_id')
      .select(['slice_owners.slice_id', 'users.id', 'users.first_name', 'users.last_name'])
      .where('slice_owners.slice_id', 'in', ids)
      .orderBy('users.id')
      .execute();
    for (const { slice_id, ...user } of rows) owners.get(slice_id)?.push(user);
    return owners;
  }

  /** The dashboards of each chart, by chart id. */
  async dashboardsOf(
    ids: number[],
  ): Promise<Map<number, { id: number; dashboard_title: string }[]>> {
    const dashboards = new Map<number, { id: number; dashboard_title: string }[]>(
      ids.map((id) => [id, []]),
    );
    if (ids.length === 0) return dashboards;
    const rows = await this.db
      .selectFrom('dashboard_slices')
      .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
      .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title'])
      .where('dashboard_slices.slice_id', 'in', ids)
      .orderBy('dashboards.id')
      .execute();
    for (const { slice_id, ...dashboard } of rows) dashboards.get(slice_id)?.push(dashboard);
    return dashboards;
  }

  /** Replaces a chart's owners. */
  async setOwners(id: number, userIds: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('slice_owners').where('slice_id', '=', id).execute();
      if (userIds.length)
        await trx
          .insertInto('slice_owners')
          .values([...new Set(userIds)].map((user_id) => ({ slice_id: id, user_id })))
          .execute();
    });
  }

  /**
   * Replaces the dashboards a chart sits on. Dashboards gaining or losing the chart get a new
   * version, so an editor holding the old one cannot save over the change (If-Match).
   */
  async setDashboards(id: number, dashboardIds: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('dashboard_slices')
        .select('dashboard_id')
        .where('slice_id', '=', id)
        .execute();
      const old = new Set(before.map((row) => row.dashboard_id));
      const next = new Set(dashboardIds);
      const changed = [...old, ...next].filter((d) => old.has(d) !== next.has(d));
      if (changed.length)
        await trx
          .updateTable('dashboards')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', 'in', changed)
          .execute();
      await trx.deleteFrom('dashboard_slices').where('slice_id', '=', id).execute();
      if (dashboardIds.length)
        await trx
          .insertInto('dashboard_slices')
          .values(
            [...new Set(dashboardIds)].map((dashboard_id) => ({ slice_id: id, dashboard_id })),
          )
          .execute();
    });
  }

  /** Dashboards by id with their owners' ids, to check who may add a chart to them. */
  async dashboardsWithOwners(ids: number[]): Promise<{ id: number; ownerIds: number[] }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('dashboards')
      .leftJoin('dashboard_owners', 'dashboard_owners.dashboard_id', 'dashboards.id')
      .select(['dashboards.id', 'dashboard_owners.user_id'])
      .where('dashboards.id', 'in', ids)
      .execute();
    const byId = new Map<number, number[]>();
    for (const row of rows) {
      const owners = byId.get(row.id) ?? [];
      if (row.user_id !== null) owners.push(row.user_id);
      byId.set(row.id, owners);
    }
    return [...byId].map(([id, ownerIds]) => ({ id, ownerIds }));
  }

  /** Ids among the given ones that are users. */
  async existingUserIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('users').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  /** Every dataset with its database's name, for access checks over a whole list. */
  datasetRefs(): Promise<DatasetRef[]> {
    return this.datasetRefQuery().execute();
  }

  /** One dataset with its database's name, or undefined. */
  datasetRef(id: number): Promise<DatasetRef | undefined> {
    return this.datasetRefQuery().where('dataset.id', '=', id).executeTakeFirst();
  }

  /** A page of charts with the total count. */
  async list(criteria: ChartCriteria): Promise<{ rows: ChartListRow[]; count: number }> {
    const where = (eb: ExpressionBuilder<Database, 'slices' | 'dataset'>) =>
      eb.and(chartConditions(eb, criteria));
    const total = await this.db
      .selectFrom('slices')
      .leftJoin('dataset', 'dataset.id', 'slices.datasource_id')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { orderColumn, orderDirection } = criteria;
    const orderRef =
      orderColumn === 'table_name'
        ? 'dataset.table_name'
        : orderColumn === 'changed_by_first_name'
          ? 'changed_by.first_name'
          : (`slices.${orderColumn}` as const);
    const rows = await this.joined()
      .where(where)
      .orderBy(orderRef, orderDirection)
      .orderBy('slices.id', orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  private datasetRefQuery() {
    return this.db
      .selectFrom('dataset')
      .innerJoin('dbs', 'dbs.id', 'dataset.database_id')
      .select([
        'dataset.id',
        'dataset.table_name',
        'dataset.schema',
        'dataset.database_id',
        'dbs.database_name',
      ]);
  }

  private joined() {
    return this.db
      .selectFrom('slices')
      .leftJoin('dataset', 'dataset.id', 'slices.datasource_id')
      .leftJoin('users as created_by', 'created_by.id', 'slices.created_by_fk')
      .leftJoin('users as changed_by', 'changed_by.id', 'slices.changed_by_fk')
      .leftJoin('users as last_saved_by', 'last_saved_by.id', 'slices.last_saved_by_fk')
      .selectAll('slices')
      .select([
        'dataset.table_name',
        'dataset.schema as dataset_schema',
        'dataset.default_endpoint',
        'dataset.database_id as dataset_database_id',
        'created_by.first_name as created_by_first_name',
        'created_by.last_name as created_by_last_name',
        'changed_by.first_name as changed_by_first_name',
        'changed_by.last_name as changed_by_last_name',
        'last_saved_by.first_name as last_saved_by_first_name',
        'last_saved_by.last_name as last_saved_by_last_name',
      ]);
  }
}
