import { type Insertable, type Selectable, sql } from 'kysely';
import { z } from 'zod/mini';
import type { DatasetColumn } from '@common/api/datasets';
import type { Store } from './db';
import { jsonColumnReader } from './jsonColumn';
import type { DatasetTable } from './schema';
import { likePattern } from './userRepository';

export type DatasetRow = Selectable<DatasetTable>;

const datasetColumnsSchema = z.array(
  z.object({
    column_name: z.string(),
    type: z.string(),
    type_generic: z.number(),
    is_dttm: z.boolean(),
  }),
);

/** A dataset's columns (`columns_json`), parsed once per row; invalid → none. */
export const datasetColumnsOf: (row: Pick<DatasetRow, 'columns_json'>) => DatasetColumn[] =
  jsonColumnReader(
    (row: Pick<DatasetRow, 'columns_json'>) => row.columns_json,
    datasetColumnsSchema,
    () => [],
  );

/** A dataset with its database's name and its owner's names, as lists show it. */
export type DatasetListRow = DatasetRow & {
  database_name: string;
  owner_first_name: string | null;
  owner_last_name: string | null;
};

/** What the dataset list may be narrowed by; every given condition holds. */
export interface DatasetCriteria {
  /** Only datasets of these databases (the ones the caller may access). */
  databaseIds: number[];
  nameContains?: string;
  nameStartsWith?: string;
  nameEquals?: string;
  schema?: string;
  kind?: 'physical' | 'virtual';
  ownerId?: number;
  orderColumn: 'id' | 'table_name' | 'schema' | 'kind' | 'changed_on';
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

/** Reads and writes datasets. */
export class DatasetRepository {
  constructor(private readonly db: Store) {}

  private listed() {
    return this.db
      .selectFrom('dataset')
      .innerJoin('dbs', 'dbs.id', 'dataset.database_id')
      .leftJoin('users', 'users.id', 'dataset.owner_id')
      .selectAll('dataset')
      .select([
        'dbs.database_name as database_name',
        'users.first_name as owner_first_name',
        'users.last_name as owner_last_name',
      ]);
  }

  /** Finds a dataset by id, with its database and owner names. */
  findById(id: number): Promise<DatasetListRow | undefined> {
    return this.listed().where('dataset.id', '=', id).executeTakeFirst();
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

  /** Inserts a dataset and returns its id; a duplicate name fails on the unique key. */
  async insert(row: Insertable<DatasetTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('dataset')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Deletes a dataset. */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('dataset').where('id', '=', id).execute();
  }

  /** One page of datasets matching the criteria, and how many match in all. */
  async list(criteria: DatasetCriteria): Promise<{ rows: DatasetListRow[]; count: number }> {
    if (criteria.databaseIds.length === 0) return { rows: [], count: 0 };
    let query = this.listed().where('dataset.database_id', 'in', criteria.databaseIds);
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
    if (criteria.ownerId !== undefined)
      query = query.where('dataset.owner_id', '=', criteria.ownerId);
    const total = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .orderBy(`dataset.${criteria.orderColumn}`, criteria.orderDirection)
      .orderBy('dataset.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }
}
