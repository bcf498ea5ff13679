import { type Kysely, type Migration, sql } from 'kysely';
import type { StoreDialect } from '../db';
import { tableWithId } from './tableWithId';

/** Users, roles, permissions, sessions and the action log. */
export function securityMigration(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => tableWithId(db, dialect, name);

      await withId('users')
        .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_on', 'bigint', (c) => c.notNull())
        .addColumn('changed_on', 'bigint', (c) => c.notNull())
        .addColumn('last_login', 'bigint')
        .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId('roles')
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId('permissions')
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('view', 'varchar(250)', (c) => c.notNull())
        .addUniqueConstraint('permissions_action_view', ['action', 'view'])
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) =>
          c.notNull().references('roles.id').onDelete('cascade'),
        )
        .addColumn('permission_id', 'integer', (c) =>
          c.notNull().references('permissions.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role_id', 'integer', (c) =>
          c.notNull().references('roles.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await withId('logs')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'varchar(100)', (c) => c.notNull())
        .addColumn('item_type', 'varchar(32)')
        .addColumn('item_id', 'integer')
        .addColumn('item_title', 'varchar(500)')
        .addColumn('item_url', 'varchar(1000)')
        .addColumn('dttm', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('logs_user_dttm')
        .on('logs')
        .columns(['user_id', 'dttm'])
        .execute();
      // Case-insensitive username look-ups at sign-in.
      await sql`create index users_username_lower on users (lower(username))`.execute(db);
    },
  };
}
