import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type { Store } from './db';
import type { Database, SavedQueryTable } from './schema';
import { likePattern } from './userRepository';

export type SavedQueryRow = Selectable<SavedQueryTable>;

/** A saved query with its database's name and its owner's names. */
export type SavedQueryListRow = SavedQueryRow & {
  database_name: string | null;
  first_name: string | null;
  last_name: string | null;
};

/** What the saved query list may be narrowed by; every given condition must hold. */
export interface SavedQueryCriteria {
  userIds?: number[];
  databaseIds?: number[];
  schemas?: string[];
  /** Each entry: the text and the columns of which one must contain it. */
  contains?: { text: string; columns: ('label' | 'description' | 'sql' | 'schema')[] }[];
  orderColumn: 'id' | 'label' | 'description' | 'sql' | 'schema' | 'created_on' | 'changed_on';
  orderByDatabaseName?: boolean;
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Saved queries of SQL Lab. */
export class SavedQueryRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a saved query and returns its id. */
  async insert(row: Insertable<SavedQueryTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('saved_query')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Updates some columns of a saved query. */
  async update(id: number, changes: Updateable<SavedQueryTable>): Promise<void> {
    await this.db.updateTable('saved_query').set(changes).where('id', '=', id).execute();
  }

  /** A saved query with its database and owner names. */
  findById(id: number): Promise<SavedQueryListRow | undefined> {
    return this.joined().where('saved_query.id', '=', id).executeTakeFirst();
  }

  /** Ids among the given ones that the user owns. */
  async ownedIds(ids: number[], userId: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('saved_query')
      .select('id')
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Ids among the given ones that exist, whoever owns them. */
  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('saved_query')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deletes saved queries by id. */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('saved_query').where('id', 'in', ids).execute();
  }

  /** A page of saved queries with the total count. */
  async list(criteria: SavedQueryCriteria): Promise<{ rows: SavedQueryListRow[]; count: number }> {
    const where = (eb: ExpressionBuilder<Database, 'saved_query'>) => {
      // An empty list means "none of them": `in ()` is not valid SQL.
      const none = eb.lit(false);
      const conditions: Expression<SqlBool>[] = [];
      const { userIds, databaseIds, schemas } = criteria;
      if (userIds)
        conditions.push(userIds.length ? eb('saved_query.user_id', 'in', userIds) : none);
      if (databaseIds)
        conditions.push(databaseIds.length ? eb('saved_query.db_id', 'in', databaseIds) : none);
      if (schemas) conditions.push(schemas.length ? eb('saved_query.schema', 'in', schemas) : none);
      for (const { text, columns } of criteria.contains ?? []) {
        const pattern = likePattern(text);
        conditions.push(
          eb.or(
            // An explicit ESCAPE: SQLite's LIKE has no default escape character.
            columns.map(
              (column) =>
                sql<SqlBool>`lower(${sql.ref(`saved_query.${column}`)}) like ${pattern} escape '\\'`,
            ),
          ),
        );
      }
      return eb.and(conditions);
    };
    const total = await this.db
      .selectFrom('saved_query')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ordered = criteria.orderByDatabaseName
      ? this.joined().orderBy('dbs.database_name', criteria.orderDirection)
      : this.joined().orderBy(`saved_query.${criteria.orderColumn}`, criteria.orderDirection);
    const rows = await ordered
      .where(where)
      .orderBy('saved_query.id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  private joined() {
    return this.db
      .selectFrom('saved_query')
      .leftJoin('dbs', 'dbs.id', 'saved_query.db_id')
      .leftJoin('users', 'users.id', 'saved_query.user_id')
      .selectAll('saved_query')
      .select(['dbs.database_name', 'users.first_name', 'users.last_name']);
  }
}
