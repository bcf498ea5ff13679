import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Store } from './db';
import { RowCache } from './rowCache';
import type { DbsTable } from './schema';

export type DatabaseRow = Selectable<DbsTable>;

/** Databases by id, read on every run (see RowCache). */
const databaseCache = new RowCache<number, DatabaseRow | undefined>(2000);

/** Reads and writes registered databases. */
export class DatabaseRepository {
  constructor(private readonly db: Store) {}

  /** Finds a database by id. */
  findById(id: number): Promise<DatabaseRow | undefined> {
    return databaseCache.get(this.db, id, () =>
      this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst(),
    );
  }

  /** Finds a database by name, ignoring case. */
  findByName(name: string): Promise<DatabaseRow | undefined> {
    return this.db
      .selectFrom('dbs')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['database_name']), '=', name.toLowerCase()))
      .executeTakeFirst();
  }

  /** All databases, by name. */
  list(): Promise<DatabaseRow[]> {
    return this.db.selectFrom('dbs').selectAll().orderBy('database_name').execute();
  }

  /** Inserts a database and returns its id. */
  async insert(row: Insertable<DbsTable>): Promise<number> {
    databaseCache.invalidate();
    const { id } = await this.db
      .insertInto('dbs')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Updates some fields of a database. */
  async update(id: number, changes: Updateable<DbsTable>): Promise<void> {
    databaseCache.invalidate();
    await this.db.updateTable('dbs').set(changes).where('id', '=', id).execute();
  }

  /** Deletes a database and its query records. */
  async delete(id: number): Promise<void> {
    databaseCache.invalidate();
    await this.db.deleteFrom('queries').where('database_id', '=', id).execute();
    await this.db.deleteFrom('dbs').where('id', '=', id).execute();
  }
}
