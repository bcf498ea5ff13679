import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DatasetOwner } from '@common/api/datasets';
import type { Store } from './db';
import type { DatasetTable } from './schema';
import { RowCache } from './rowCache';
import { likePattern } from './userRepository';

export type DatasetRow = Selectable<DatasetTable>;

export { datasetColumnsOf, datasetMetricsOf, semanticDatasetOf } from './datasetJson';

/** A dataset with its database's name and backend and who changed it last. */
export type DatasetListRow = DatasetRow & {
  database_name: string;
  backend: string;
  changed_by_first_name: string | null;
  changed_by_last_name: string | null;
};

export type DatasetOrderColumn =
  | 'id'
  | 'table_name'
  | 'schema'
  | 'kind'
  | 'changed_on'
  | 'sql'
  | 'extra'
  | 'database_name'
  | 'changed_by_first_name';

/** The datasets a caller may see (Superset's DatasourceFilter), any one rule sufficing. */
export interface DatasetScope {
  databaseIds: number[];
  schemas: { database_id: number; schema: string }[];
  datasetIds: number[];
}

/** What the dataset list may be narrowed by; every given condition holds. */
export interface DatasetCriteria {
  /** What the caller may see: whole databases, schemas of databases, single datasets. */
  visible: DatasetScope;
  /** Only datasets of this database. */
  databaseId?: number;
  nameContains?: string;
  nameStartsWith?: string;
  nameEquals?: string;
  schema?: string;
  kind?: 'physical' | 'virtual';
  ownerId?: number;
  orderColumn: DatasetOrderColumn;
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The unique key of a dataset; catalog and schema are '' when none. */
export interface DatasetName {
  database_id: number;
  catalog: string;
  schema: string;
  table_name: string;
}

/** Rows of `findCachedById`; every write here drops them. */
const datasetCache = new RowCache<number, DatasetListRow | undefined>(2000);

const ORDER_EXPRESSIONS = {
  id: 'dataset.id',
  table_name: 'dataset.table_name',
  schema: 'dataset.schema',
  kind: 'dataset.kind',
  changed_on: 'dataset.changed_on',
  sql: 'dataset.sql',
  extra: 'dataset.extra',
  database_name: 'dbs.database_name',
  changed_by_first_name: 'changer.first_name',
} as const;

/** Reads and writes datasets. */
export class DatasetRepository {
  constructor(private readonly db: Store) {}

  private listed() {
    return this.db
      .selectFrom('dataset')
      .innerJoin('dbs', 'dbs.id', 'dataset.database_id')
      .leftJoin('users as changer', 'changer.id', 'dataset.changed_by_fk')
      .selectAll('dataset')
      .select([
        'dbs.database_name as database_name',
        'dbs.backend as backend',
        'changer.first_name as changed_by_first_name',
        'changer.last_name as changed_by_last_name',
      ]);
  }

  /** Finds a dataset by id, with its database's name and backend. */
  findById(id: number): Promise<DatasetListRow | undefined> {
    return this.listed().where('dataset.id', '=', id).executeTakeFirst();
  }

  /**
   * The same, kept for a moment (see RowCache): for the chart data path, which reads the dataset
   * on every request. Edits read `findById`, never a cached row.
   */
  findCachedById(id: number): Promise<DatasetListRow | undefined> {
    return datasetCache.get(this.db, id, () => this.findById(id));
  }

  /** Finds datasets by id (unknown ids are left out), in id order. */
  findByIds(ids: number[]): Promise<DatasetListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.listed().where('dataset.id', 'in', ids).orderBy('dataset.id').execute();
  }

  /** Finds a dataset by its export uuid. */
  findByUuid(uuid: string): Promise<DatasetRow | undefined> {
    return this.db.selectFrom('dataset').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** Finds a dataset by its unique name. */
  findByName(name: DatasetName): Promise<DatasetRow | undefined> {
    return this.db
      .selectFrom('dataset')
      .selectAll()
      .where('database_id', '=', name.database_id)
      .where('catalog', '=', name.catalog)
      .where('schema', '=', name.schema)
      .where('table_name', '=', name.table_name)
      .executeTakeFirst();
  }

  /** Inserts a dataset with its owners and returns its id; a duplicate name fails on the unique key. */
  async insert(row: Insertable<DatasetTable>, ownerIds: number[]): Promise<number> {
    const inserted = await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('dataset')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (ownerIds.length > 0)
        await trx
          .insertInto('dataset_owners')
          .values([...new Set(ownerIds)].map((user_id) => ({ dataset_id: id, user_id })))
          .execute();
      return id;
    });
    // Dropped after the write: a read between a drop and the write would keep the old row.
    datasetCache.invalidate();
    return inserted;
  }

  /** Changes a dataset's fields, and its owners when given. */
  async update(id: number, changes: Updateable<DatasetTable>, ownerIds?: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('dataset').set(changes).where('id', '=', id).execute();
      if (ownerIds === undefined) return;
      await trx.deleteFrom('dataset_owners').where('dataset_id', '=', id).execute();
      if (ownerIds.length > 0)
        await trx
          .insertInto('dataset_owners')
          .values([...new Set(ownerIds)].map((user_id) => ({ dataset_id: id, user_id })))
          .execute();
    });
    datasetCache.invalidate();
  }

  /** The owners of each dataset, by dataset id (datasets without owners are absent). */
  async ownersOf(ids: number[]): Promise<Map<number, (DatasetOwner & { username: string })[]>> {
    const owners = new Map<number, (DatasetOwner & { username: string })[]>();
    if (ids.length === 0) return owners;
    const rows = await this.db
      .selectFrom('dataset_owners')
      .innerJoin('users', 'users.id', 'dataset_owners.user_id')
      .select([
        'dataset_owners.dataset_id as dataset_id',
        'users.id as id',
        'users.first_name as first_name',
        'users.last_name as last_name',
        'users.username as username',
      ])
      .where('dataset_owners.dataset_id', 'in', ids)
      .orderBy('users.id')
      .execute();
    for (const { dataset_id, ...owner } of rows) {
      const list = owners.get(dataset_id) ?? [];
      list.push(owner);
      owners.set(dataset_id, list);
    }
    return owners;
  }

  /** Deletes datasets (their owners and RLS links go with them). */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('dataset').where('id', 'in', ids).execute();
    datasetCache.invalidate();
  }

  /** One page of datasets matching the criteria, and how many match in all. */
  async list(criteria: DatasetCriteria): Promise<{ rows: DatasetListRow[]; count: number }> {
    const { visible } = criteria;
    if (visible.databaseIds.length + visible.schemas.length + visible.datasetIds.length === 0)
      return { rows: [], count: 0 };
    let query = this.listed().where((eb) =>
      eb.or([
        ...(visible.databaseIds.length > 0
          ? [eb('dataset.database_id', 'in', visible.databaseIds)]
          : []),
        ...visible.schemas.map(({ database_id, schema }) =>
          eb.and([eb('dataset.database_id', '=', database_id), eb('dataset.schema', '=', schema)]),
        ),
        ...(visible.datasetIds.length > 0 ? [eb('dataset.id', 'in', visible.datasetIds)] : []),
      ]),
    );
    if (criteria.databaseId !== undefined)
      query = query.where('dataset.database_id', '=', criteria.databaseId);
    // LIKE escapes need an explicit ESCAPE on SQLite; PostgreSQL accepts the same clause.
    const like = (pattern: string) =>
      sql<boolean>`lower(dataset.table_name) like ${pattern} escape '\\'`;
    if (criteria.nameContains !== undefined)
      query = query.where(like(likePattern(criteria.nameContains)));
    if (criteria.nameStartsWith !== undefined)
      query = query.where(like(`${likePattern(criteria.nameStartsWith).slice(1)}`));
    if (criteria.nameEquals !== undefined)
      query = query.where('dataset.table_name', '=', criteria.nameEquals);
    if (criteria.schema !== undefined) query = query.where('dataset.schema', '=', criteria.schema);
    if (criteria.kind !== undefined) query = query.where('dataset.kind', '=', criteria.kind);
    const ownerId = criteria.ownerId;
    if (ownerId !== undefined)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('dataset_owners')
            .select('dataset_owners.user_id')
            .whereRef('dataset_owners.dataset_id', '=', 'dataset.id')
            .where('dataset_owners.user_id', '=', ownerId),
        ),
      );
    const total = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy(ORDER_EXPRESSIONS[criteria.orderColumn], criteria.orderDirection)
      .orderBy('dataset.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }
}
