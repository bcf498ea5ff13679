import { sql } from 'kysely';
import type { RlsTableRef } from '@common/api/rowLevelSecurity';
import type { Store } from './db';
import { likePattern } from './userRepository';

/** The choices of a row-level security rule's roles and tables pickers. */
export class RlsRelatedRepository {
  constructor(private readonly db: Store) {}

  /** Roles whose name contains `search`, one page, and how many match. */
  async relatedRoles(
    search: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: { id: number; name: string }[]; count: number }> {
    let query = this.db.selectFrom('roles');
    if (search)
      query = query.where(sql<boolean>`lower(roles.name) like ${likePattern(search)} escape '\\'`);
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select(['id', 'name'])
      .orderBy('name')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
    return { rows, count: Number(total.n) };
  }

  /** Datasets whose table name contains `search`, one page, and how many match. */
  async relatedTables(
    search: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: (RlsTableRef & { database_name: string })[]; count: number }> {
    let query = this.db.selectFrom('dataset').innerJoin('dbs', 'dbs.id', 'dataset.database_id');
    if (search)
      query = query.where(
        sql<boolean>`lower(dataset.table_name) like ${likePattern(search)} escape '\\'`,
      );
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'dataset.id',
        'dataset.schema',
        'dataset.table_name',
        'dbs.database_name as database_name',
      ])
      .orderBy('dataset.table_name')
      .orderBy('dataset.id')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
    return {
      rows: rows.map((row) => ({ ...row, schema: row.schema || null })),
      count: Number(total.n),
    };
  }
}
