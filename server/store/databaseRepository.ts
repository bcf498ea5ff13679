import type { Insertable, Selectable, Updateable } from 'kysely';
import { z } from 'zod/mini';
import type { DatabaseExtra } from '@common/api/databases';
import type { Store } from './db';
import { jsonColumnReader } from './jsonColumn';
import { RowCache } from './rowCache';
import type { DbsTable } from './schema';

export type DatabaseRow = Selectable<DbsTable>;

/** A database's `extra` column; other keys pass through. */
const databaseExtraSchema = z.looseObject({
  disable_data_preview: z.optional(z.boolean()),
  cost_estimate_enabled: z.optional(z.boolean()),
  engine_params: z.optional(z.record(z.string(), z.unknown())),
});

/** A database's `extra`, parsed once per row; not JSON or of another shape → no options. */
export const databaseExtraOf: (row: Pick<DatabaseRow, 'extra'>) => DatabaseExtra = jsonColumnReader(
  (row: Pick<DatabaseRow, 'extra'>) => row.extra,
  databaseExtraSchema,
  () => ({}),
);

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
