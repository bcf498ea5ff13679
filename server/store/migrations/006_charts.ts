import { type Kysely, type Migration, sql } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/**
 * Charts and what they read: the dataset's semantic layer (metrics and settings beside the
 * columns it already keeps as JSON), owners, saved charts (`slices`, Superset's name), the
 * dashboards a chart sits on (the dashboards issue builds on these two tables), favourites,
 * row-level security rules, and where a query record comes from.
 */
export function chartsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);
      // A many-to-many link: two cascading references, the pair as primary key.
      const linkTable = (name: string, left: [string, string], right: [string, string]) =>
        db.schema
          .createTable(name)
          .addColumn(left[0], 'integer', (c) => c.notNull().references(left[1]).onDelete('cascade'))
          .addColumn(right[0], 'integer', (c) =>
            c.notNull().references(right[1]).onDelete('cascade'),
          )
          .addPrimaryKeyConstraint(`${name}_pk`, [left[0], right[0]])
          .execute();
      const addToDataset = (
        column: string,
        type: 'text' | 'integer' | 'varchar(256)' | 'varchar(36)',
      ) => db.schema.alterTable('dataset').addColumn(column, type).execute();

      // Metrics as JSON, like columns_json: they are read and written with their dataset.
      await db.schema
        .alterTable('dataset')
        .addColumn('metrics_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await addToDataset('main_dttm_col', 'varchar(256)');
      await addToDataset('cache_timeout', 'integer');
      await addToDataset('default_endpoint', 'text');
      await addToDataset('template_params', 'text');
      // Certification and other JSON settings, as Superset's `extra`.
      await addToDataset('extra', 'text');
      await addToDataset('uuid', 'varchar(36)');
      await addToDataset('changed_by_fk', 'integer');
      await db.schema.createIndex('dataset_uuid').on('dataset').column('uuid').execute();

      await linkTable('dataset_owners', ['dataset_id', 'dataset.id'], ['user_id', 'users.id']);
      // The creator was the one owner so far.
      await sql`insert into dataset_owners (dataset_id, user_id)
        select id, owner_id from dataset where owner_id is not null`.execute(db);

      await withId('slices')
        .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
        .addColumn('viz_type', 'varchar(250)', (c) => c.notNull())
        .addColumn('datasource_id', 'integer')
        .addColumn('datasource_type', 'varchar(200)', (c) => c.notNull().defaultTo('table'))
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('query_context', 'text')
        .addColumn('description', 'text')
        .addColumn('cache_timeout', 'integer')
        .addColumn('certified_by', 'text')
        .addColumn('certification_details', 'text')
        .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'text')
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .addColumn('last_saved_at', 'bigint')
        .addColumn('last_saved_by_fk', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .execute();
      // A chart outlives its dataset (Superset shows it broken), so no foreign key here.
      await db.schema
        .createIndex('slices_datasource')
        .on('slices')
        .column('datasource_id')
        .execute();

      await linkTable('slice_owners', ['slice_id', 'slices.id'], ['user_id', 'users.id']);

      await withId('dashboards')
        .addColumn('dashboard_title', 'varchar(500)', (c) => c.notNull())
        .addColumn('slug', 'varchar(255)', (c) => c.unique())
        .addColumn('position_json', 'text')
        .addColumn('json_metadata', 'text')
        .addColumn('css', 'text')
        .addColumn('description', 'text')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('certified_by', 'text')
        .addColumn('certification_details', 'text')
        .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'text')
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();

      await linkTable(
        'dashboard_owners',
        ['dashboard_id', 'dashboards.id'],
        ['user_id', 'users.id'],
      );

      await linkTable(
        'dashboard_slices',
        ['dashboard_id', 'dashboards.id'],
        ['slice_id', 'slices.id'],
      );
      await db.schema
        .createIndex('dashboard_slices_slice')
        .on('dashboard_slices')
        .column('slice_id')
        .execute();

      // Superset's favstar: class_name is 'slice' or 'Dashboard'.
      await withId('favstar')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('obj_id', 'integer', (c) => c.notNull())
        .addColumn('dttm', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('favstar_once', ['user_id', 'class_name', 'obj_id'])
        .execute();

      await withId('row_level_security_filters')
        .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        // 'Regular' or 'Base' (RowLevelSecurityFilterType).
        .addColumn('filter_type', 'varchar(255)', (c) => c.notNull())
        .addColumn('group_key', 'varchar(255)')
        .addColumn('clause', 'text', (c) => c.notNull())
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .execute();
      await linkTable(
        'rls_filter_tables',
        ['rls_filter_id', 'row_level_security_filters.id'],
        ['dataset_id', 'dataset.id'],
      );
      await linkTable(
        'rls_filter_roles',
        ['rls_filter_id', 'row_level_security_filters.id'],
        ['role_id', 'roles.id'],
      );

      // 'sqllab' for SQL Lab's runs, 'chart' for chart data; SQL Lab's history lists its own.
      await db.schema
        .alterTable('queries')
        .addColumn('origin', 'varchar(16)', (c) => c.notNull().defaultTo('sqllab'))
        .execute();
    },
  };
}
