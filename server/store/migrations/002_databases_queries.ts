import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/** Registered databases and the query records of every run. */
export function databasesQueriesMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);

      await withId('dbs')
        .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
        // The URI without its password; the password is stored encrypted beside it.
        .addColumn('sqlalchemy_uri', 'varchar(2000)', (c) => c.notNull())
        .addColumn('password_encrypted', 'text')
        .addColumn('backend', 'varchar(32)', (c) => c.notNull())
        .addColumn('expose_in_sqllab', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_run_async', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_dml', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cache_timeout', 'integer')
        .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('is_examples', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();

      await withId('queries')
        .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
        .addColumn('database_id', 'integer', (c) =>
          c.notNull().references('dbs.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('sql', 'text', (c) => c.notNull())
        .addColumn('executed_sql', 'text')
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('tab_name', 'varchar(256)')
        .addColumn('sql_editor_id', 'varchar(256)')
        .addColumn('run_async', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('limit', 'integer')
        .addColumn('limiting_factor', 'varchar(32)', (c) => c.notNull().defaultTo('UNKNOWN'))
        .addColumn('rows', 'integer')
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('results_key', 'varchar(64)')
        .addColumn('error_message', 'text')
        .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tmp_schema_name', 'varchar(256)')
        .addColumn('tmp_table_name', 'varchar(256)')
        .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('start_running_time', 'bigint')
        .addColumn('end_time', 'bigint')
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('queries_user_changed')
        .on('queries')
        .columns(['user_id', 'changed_on'])
        .execute();
      await db.schema.createIndex('queries_status').on('queries').column('status').execute();
    },
  };
}
