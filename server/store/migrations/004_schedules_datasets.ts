import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/** Schedules of saved queries with their runs (one row per slot), and datasets. */
export function schedulesDatasetsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);

      await withId('saved_query_schedule')
        .addColumn('saved_query_id', 'integer', (c) =>
          c.notNull().unique().references('saved_query.id').onDelete('cascade'),
        )
        .addColumn('crontab', 'varchar(100)', (c) => c.notNull())
        .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        // The next slot not yet handled; the scheduler reads only schedules due by this.
        .addColumn('next_run_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('saved_query_schedule_due')
        .on('saved_query_schedule')
        .columns(['active', 'next_run_at'])
        .execute();

      await withId('saved_query_run')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('saved_query_schedule.id').onDelete('cascade'),
        )
        // The slot (epoch ms). Inserting the row claims the slot; the unique key below makes
        // a second claim fail, so a slot runs once however many server processes tick.
        .addColumn('scheduled_for', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .addColumn('rows', 'integer')
        .addColumn('error_message', 'text')
        .addColumn('query_client_id', 'varchar(11)')
        .addUniqueConstraint('saved_query_run_slot', ['schedule_id', 'scheduled_for'])
        .execute();

      await withId('dataset')
        .addColumn('database_id', 'integer', (c) =>
          c.notNull().references('dbs.id').onDelete('cascade'),
        )
        // '' rather than NULL for "none": NULLs never collide in a unique key, '' does.
        .addColumn('catalog', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .addColumn('schema', 'varchar(256)', (c) => c.notNull().defaultTo(''))
        .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
        .addColumn('sql', 'text')
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('columns_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('description', 'text')
        .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'varchar(2000)')
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('dataset_name', ['database_id', 'catalog', 'schema', 'table_name'])
        .execute();
    },
  };
}
