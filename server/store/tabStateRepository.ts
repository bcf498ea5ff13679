import type { Insertable, Selectable, Updateable } from 'kysely';
import { z } from 'zod/mini';
import type { QueryRow } from './queryRepository';
import type { Store } from './db';
import { jsonColumnReader } from './jsonColumn';
import { laterQueryWritesFor } from './laterQueryWrites';
import type { TableSchemaTable, TabStateTable } from './schema';

export type TabStateRow = Selectable<TabStateTable>;
export type TableSchemaRow = Selectable<TableSchemaTable>;

const jsonObject = z.record(z.string(), z.unknown());

/** A tab's free-form extras (`extra_json`), parsed once per row; invalid → {}. */
export const tabExtraOf: (row: Pick<TabStateRow, 'extra_json'>) => Record<string, unknown> =
  jsonColumnReader(
    (row: Pick<TabStateRow, 'extra_json'>) => row.extra_json,
    jsonObject,
    () => ({}),
  );

/** A table card's stored description (`description`), parsed once per row; invalid → {}. */
export const tableSchemaDescriptionOf: (
  row: Pick<TableSchemaRow, 'description'>,
) => Record<string, unknown> = jsonColumnReader(
  (row: Pick<TableSchemaRow, 'description'>) => row.description,
  jsonObject,
  () => ({}),
);

/** SQL Lab tabs and their tables; every read is scoped to the owning user. */
export class TabStateRepository {
  constructor(private readonly db: Store) {}

  /** Inserts a tab and returns its id. */
  async insert(row: Insertable<TabStateTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('tab_state')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The user's tab, or undefined when it is missing or someone else's. */
  findOwned(id: number, userId: number): Promise<TabStateRow | undefined> {
    return this.db
      .selectFrom('tab_state')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's tabs, oldest first. */
  listOfUser(userId: number): Promise<TabStateRow[]> {
    return this.db
      .selectFrom('tab_state')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  /** Updates some columns of a tab. */
  async update(id: number, changes: Updateable<TabStateTable>): Promise<void> {
    await this.db.updateTable('tab_state').set(changes).where('id', '=', id).execute();
  }

  /** Makes one tab the user's only active tab. */
  async activate(userId: number, id: number): Promise<void> {
    await this.db
      .updateTable('tab_state')
      .set((eb) => ({ active: eb.case().when('id', '=', id).then(1).else(0).end() }))
      .where('user_id', '=', userId)
      .execute();
  }

  /** Deletes a tab and its tables. */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
    await this.db.deleteFrom('tab_state').where('id', '=', id).execute();
  }

  /** The tables of a tab, in the order they were added. */
  tablesOf(tabId: number): Promise<TableSchemaRow[]> {
    return this.db
      .selectFrom('table_schema')
      .selectAll()
      .where('tab_state_id', '=', tabId)
      .orderBy('id')
      .execute();
  }

  /** A table of one of the user's tabs, or undefined. */
  findOwnedTable(id: number, userId: number): Promise<TableSchemaRow | undefined> {
    return this.db
      .selectFrom('table_schema')
      .innerJoin('tab_state', 'tab_state.id', 'table_schema.tab_state_id')
      .selectAll('table_schema')
      .where('table_schema.id', '=', id)
      .where('tab_state.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Stores a table of a tab, replacing the row of the same tab, database and name. */
  async replaceTable(row: Insertable<TableSchemaTable>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let stale = trx
        .deleteFrom('table_schema')
        .where('tab_state_id', '=', row.tab_state_id)
        .where('database_id', '=', row.database_id)
        .where('table', '=', row.table);
      for (const column of ['catalog', 'schema'] as const) {
        const value = row[column] ?? null;
        stale = value === null ? stale.where(column, 'is', null) : stale.where(column, '=', value);
      }
      await stale.execute();
      const { id } = await trx
        .insertInto('table_schema')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  /** Sets a table's expanded flag. */
  async setExpanded(id: number, expanded: boolean, now: number): Promise<void> {
    await this.db
      .updateTable('table_schema')
      .set({ expanded: expanded ? 1 : 0, changed_on: now })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a table of a tab. */
  async deleteTable(id: number): Promise<void> {
    await this.db.deleteFrom('table_schema').where('id', '=', id).execute();
  }

  /** The user's runs whose tab is one of the given tab ids, newest change first. */
  async queriesOfTabs(userId: number, tabIds: number[], limit: number): Promise<QueryRow[]> {
    if (tabIds.length === 0) return [];
    await laterQueryWritesFor(this.db).settled();
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('sql_editor_id', 'in', tabIds.map(String))
      .orderBy('changed_on', 'desc')
      .limit(limit)
      .execute();
  }

  /** The user's newest run in a tab other than the excluded one, to become its latest. */
  async previousQueryOfTab(
    userId: number,
    tabId: number,
    excludedClientId: string,
  ): Promise<QueryRow | undefined> {
    await laterQueryWritesFor(this.db).settled();
    return this.db
      .selectFrom('queries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('sql_editor_id', '=', String(tabId))
      .where('client_id', '!=', excludedClientId)
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Moves a run to a tab (the client migrating a browser-only run). */
  async moveQueryToTab(queryId: number, tabId: number, now: number): Promise<void> {
    await laterQueryWritesFor(this.db).settled();
    await this.db
      .updateTable('queries')
      .set({ sql_editor_id: String(tabId), changed_on: now })
      .where('id', '=', queryId)
      .execute();
  }

  /** Deletes a run's record. */
  async deleteQuery(queryId: number): Promise<void> {
    await laterQueryWritesFor(this.db).settled();
    await this.db.deleteFrom('queries').where('id', '=', queryId).execute();
  }
}
