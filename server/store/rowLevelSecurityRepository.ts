import { type Insertable, type Selectable, sql } from 'kysely';
import type { RlsTableRef } from '@common/api/rowLevelSecurity';
import type { Store } from './db';
import { RowCache } from './rowCache';
import type { RowLevelSecurityFiltersTable } from './schema';
import { likePattern } from './userRepository';

export type RlsFilterRow = Selectable<RowLevelSecurityFiltersTable>;

/** A rule with the tables and roles it names. */
export type RlsFilterDetail = RlsFilterRow & {
  tables: RlsTableRef[];
  roles: { id: number; name: string }[];
};

/** A rule as it applies to one dataset: who it names and what it adds. */
export interface RlsFilterOfDataset {
  id: number;
  filter_type: string;
  group_key: string | null;
  clause: string;
  /** Names of the rule's roles. */
  roles: string[];
}

/** What the rule list may be narrowed by; every given condition holds. */
export interface RlsCriteria {
  contains?: { text: string; column: 'name' | 'clause' | 'group_key' }[];
  nameStartsWith?: string;
  names?: string[];
  filterTypes?: string[];
  groupKeys?: string[];
  roleIds?: number[];
  datasetIds?: number[];
  orderColumn: 'id' | 'name' | 'filter_type' | 'clause' | 'group_key' | 'changed_on';
  orderDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** The rules of each dataset, read by every chart data request (see RowCache). */
const byDataset = new RowCache<number, RlsFilterOfDataset[]>(2000);

/** Reads and writes row-level security rules and the tables and roles they name. */
export class RowLevelSecurityRepository {
  constructor(private readonly db: Store) {}

  /** Finds a rule by id. */
  findById(id: number): Promise<RlsFilterRow | undefined> {
    return this.db
      .selectFrom('row_level_security_filters')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Finds a rule by name. */
  findByName(name: string): Promise<RlsFilterRow | undefined> {
    return this.db
      .selectFrom('row_level_security_filters')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** Rules with their tables and roles, in the order of `ids`. */
  async details(ids: number[]): Promise<RlsFilterDetail[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('row_level_security_filters')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
    const tables = await this.db
      .selectFrom('rls_filter_tables')
      .innerJoin('dataset', 'dataset.id', 'rls_filter_tables.dataset_id')
      .select([
        'rls_filter_tables.rls_filter_id',
        'dataset.id',
        'dataset.schema',
        'dataset.table_name',
      ])
      .where('rls_filter_tables.rls_filter_id', 'in', ids)
      .orderBy('dataset.table_name')
      .orderBy('dataset.id')
      .execute();
    const roles = await this.db
      .selectFrom('rls_filter_roles')
      .innerJoin('roles', 'roles.id', 'rls_filter_roles.role_id')
      .select(['rls_filter_roles.rls_filter_id', 'roles.id', 'roles.name'])
      .where('rls_filter_roles.rls_filter_id', 'in', ids)
      .orderBy('roles.name')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...row,
          tables: tables
            .filter((table) => table.rls_filter_id === id)
            .map((table) => ({
              id: table.id,
              schema: table.schema || null,
              table_name: table.table_name,
            })),
          roles: roles
            .filter((role) => role.rls_filter_id === id)
            .map((role) => ({ id: role.id, name: role.name })),
        },
      ];
    });
  }

  /** The ids of one page of rules matching the criteria, and how many match in all. */
  async list(criteria: RlsCriteria): Promise<{ ids: number[]; count: number }> {
    const lists = [
      criteria.names,
      criteria.filterTypes,
      criteria.groupKeys,
      criteria.roleIds,
      criteria.datasetIds,
    ];
    if (lists.some((list) => list?.length === 0)) return { ids: [], count: 0 };
    let query = this.db.selectFrom('row_level_security_filters');
    // LIKE escapes need an explicit ESCAPE on SQLite; PostgreSQL accepts the same clause.
    const like = (column: string, pattern: string) =>
      sql<boolean>`lower(${sql.ref(`row_level_security_filters.${column}`)}) like ${pattern} escape '\\'`;
    for (const { text, column } of criteria.contains ?? [])
      query = query.where(like(column, likePattern(text)));
    if (criteria.nameStartsWith !== undefined)
      query = query.where(like('name', likePattern(criteria.nameStartsWith).slice(1)));
    if (criteria.names) query = query.where('name', 'in', criteria.names);
    if (criteria.filterTypes) query = query.where('filter_type', 'in', criteria.filterTypes);
    if (criteria.groupKeys) query = query.where('group_key', 'in', criteria.groupKeys);
    const { roleIds, datasetIds } = criteria;
    if (roleIds) {
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('rls_filter_roles').select('rls_filter_id').where('role_id', 'in', roleIds),
      );
    }
    if (datasetIds) {
      query = query.where('id', 'in', (eb) =>
        eb
          .selectFrom('rls_filter_tables')
          .select('rls_filter_id')
          .where('dataset_id', 'in', datasetIds),
      );
    }
    const total = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .select('id')
      .orderBy(criteria.orderColumn, criteria.orderDirection)
      .orderBy('id', criteria.orderDirection)
      .limit(criteria.pageSize)
      .offset(criteria.page * criteria.pageSize)
      .execute();
    return { ids: rows.map((row) => row.id), count: Number(total.n) };
  }

  /** Inserts a rule with its tables and roles (call inside a transaction); returns its id. */
  async insert(
    row: Insertable<RowLevelSecurityFiltersTable>,
    tableIds: number[],
    roleIds: number[],
  ): Promise<number> {
    byDataset.invalidate();
    const { id } = await this.db
      .insertInto('row_level_security_filters')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.setLinks(id, tableIds, roleIds);
    return id;
  }

  /** Updates a rule; given table or role lists replace the current ones (inside a transaction). */
  async update(
    id: number,
    row: Partial<Insertable<RowLevelSecurityFiltersTable>>,
    tableIds: number[] | undefined,
    roleIds: number[] | undefined,
  ): Promise<void> {
    byDataset.invalidate();
    await this.db.updateTable('row_level_security_filters').set(row).where('id', '=', id).execute();
    await this.setLinks(id, tableIds, roleIds);
  }

  private async setLinks(
    id: number,
    tableIds: number[] | undefined,
    roleIds: number[] | undefined,
  ): Promise<void> {
    if (tableIds) {
      await this.db.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', id).execute();
      if (tableIds.length > 0)
        await this.db
          .insertInto('rls_filter_tables')
          .values([...new Set(tableIds)].map((dataset_id) => ({ rls_filter_id: id, dataset_id })))
          .execute();
    }
    if (roleIds) {
      await this.db.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', id).execute();
      if (roleIds.length > 0)
        await this.db
          .insertInto('rls_filter_roles')
          .values([...new Set(roleIds)].map((role_id) => ({ rls_filter_id: id, role_id })))
          .execute();
    }
  }

  /** Deletes rules and their links (call inside a transaction). */
  async delete(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    byDataset.invalidate();
    await this.db.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
    await this.db.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
    await this.db.deleteFrom('row_level_security_filters').where('id', 'in', ids).execute();
  }

  /** The rules naming a dataset, with their roles' names; kept for a moment (see RowCache). */
  filtersOfDataset(datasetId: number): Promise<RlsFilterOfDataset[]> {
    return byDataset.get(this.db, datasetId, () => this.readFiltersOfDataset(datasetId));
  }

  private async readFiltersOfDataset(datasetId: number): Promise<RlsFilterOfDataset[]> {
    const rows = await this.db
      .selectFrom('rls_filter_tables')
      .innerJoin('row_level_security_filters as f', 'f.id', 'rls_filter_tables.rls_filter_id')
      .leftJoin('rls_filter_roles', 'rls_filter_roles.rls_filter_id', 'f.id')
      .leftJoin('roles', 'roles.id', 'rls_filter_roles.role_id')
      .select(['f.id', 'f.filter_type', 'f.group_key', 'f.clause', 'roles.name as role_name'])
      .where('rls_filter_tables.dataset_id', '=', datasetId)
      .orderBy('f.id')
      .execute();
    const filters = new Map<number, RlsFilterOfDataset>();
    for (const row of rows) {
      let filter = filters.get(row.id);
      if (!filter) {
        filter = {
          id: row.id,
          filter_type: row.filter_type,
          group_key: row.group_key,
          clause: row.clause,
          roles: [],
        };
        filters.set(row.id, filter);
      }
      if (row.role_name !== null) filter.roles.push(row.role_name);
    }
    return [...filters.values()];
  }

  /** Ids of the given datasets that exist. */
  async existingDatasetIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('dataset').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  }
}
