import type { Kysely, Migration } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/**
 * Annotation layers and their annotations (Superset's `annotation_layer` and `annotation`):
 * events and intervals that time-series charts draw over their data. Also the fields of
 * Superset's `logs` that the client's usage events carry (POST /superset/log/).
 */
export function annotationsMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);
      const audit = <T extends ReturnType<typeof withId>>(table: T) =>
        table
          .addColumn('created_by_fk', 'integer', (c) =>
            c.references('users.id').onDelete('set null'),
          )
          .addColumn('changed_by_fk', 'integer', (c) =>
            c.references('users.id').onDelete('set null'),
          )
          .addColumn('created_on', 'bigint', (c) => c.notNull())
          .addColumn('changed_on', 'bigint', (c) => c.notNull());

      await audit(
        withId('annotation_layer')
          .addColumn('name', 'varchar(250)', (c) => c.notNull().unique())
          .addColumn('descr', 'text'),
      ).execute();

      await audit(
        withId('annotation')
          .addColumn('layer_id', 'integer', (c) =>
            c.notNull().references('annotation_layer.id').onDelete('cascade'),
          )
          .addColumn('start_dttm', 'bigint', (c) => c.notNull())
          .addColumn('end_dttm', 'bigint', (c) => c.notNull())
          .addColumn('short_descr', 'varchar(500)', (c) => c.notNull())
          .addColumn('long_descr', 'text')
          .addColumn('json_metadata', 'text'),
      ).execute();
      // Charts read a layer's annotations by time: (layer, start) serves both.
      await db.schema
        .createIndex('annotation_layer_start')
        .on('annotation')
        .columns(['layer_id', 'start_dttm'])
        .execute();

      for (const [column, type] of [
        ['json', 'text'],
        ['dashboard_id', 'integer'],
        ['slice_id', 'integer'],
        ['duration_ms', 'integer'],
        ['referrer', 'varchar(1024)'],
      ] as const)
        await db.schema.alterTable('logs').addColumn(column, type).execute();
    },
  };
}
