import type { CreateTableBuilder, Kysely } from 'kysely';
import type { StoreDialect } from '../db';

/** Starts a CREATE TABLE with an auto-incrementing integer `id`, in either store's dialect. */
export function tableWithId(
  db: Kysely<unknown>,
  dialect: StoreDialect,
  name: string,
): CreateTableBuilder<string, 'id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    );
}
