import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/**
 * SQL Lab persistence: saved queries, query tabs (tab_state) with their tables
 * (table_schema), and key-value entries behind share links and permalinks.
 *
 * A tab's cursor position and editor/results split live in `tab_state.extra_json`
 * (`cursorPosition`, `northPercent`, `southPercent`, beside the client's `updatedAt` and
 * `version`), as Superset keeps them: they change often and are never queried.
 */
export function sqllabStateMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);

      await withId('saved_query')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // Deleting a connection keeps the user's SQL; the query just loses its database.
        .addColumn('db_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('label', 'varchar(256)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sql', 'text', (c) => c.notNull())
        .addColumn('template_parameters', 'text')
        .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('saved_query_user')
        .on('saved_query')
        .columns(['user_id', 'changed_on'])
        .execute();

      await withId('tab_state')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('label', 'varchar(256)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('set null'))
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('sql', 'text', (c) => c.notNull())
        .addColumn('query_limit', 'integer')
        .addColumn('template_params', 'text')
        .addColumn('autorun', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hide_left_bar', 'integer', (c) => c.notNull().defaultTo(0))
        // The client id of the tab's latest run, as Superset references query.client_id.
        .addColumn('latest_query_id', 'varchar(11)', (c) =>
          c.references('queries.client_id').onDelete('set null'),
        )
        .addColumn('saved_query_id', 'integer', (c) =>
          c.references('saved_query.id').onDelete('set null'),
        )
        .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tab_state_user').on('tab_state').column('user_id').execute();

      await withId('table_schema')
        .addColumn('tab_state_id', 'integer', (c) =>
          c.notNull().references('tab_state.id').onDelete('cascade'),
        )
        .addColumn('database_id', 'integer', (c) =>
          c.notNull().references('dbs.id').onDelete('cascade'),
        )
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('table', 'varchar(256)', (c) => c.notNull())
        .addColumn('expanded', 'integer', (c) => c.notNull().defaultTo(1))
        // The client's table object (columns, keys, data preview query id…) as JSON.
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('table_schema_tab')
        .on('table_schema')
        .column('tab_state_id')
        .execute();

      await db.schema
        .createTable('key_value')
        // A random key (128 bits, base64url): links cannot be guessed or enumerated.
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('resource', 'varchar(64)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
