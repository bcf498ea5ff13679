import type { Kysely, Migration } from 'kysely';

/**
 * Dashboards, issue 23: the roles that may view a dashboard (Superset's `dashboard_roles`) and
 * a `version` that every write raises by one, so a save can be refused when the dashboard it
 * edited is no longer the stored one (the ETag / If-Match check).
 */
export const dashboardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_roles')
      .addColumn('dashboard_id', 'integer', (c) =>
        c.notNull().references('dashboards.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'integer', (c) =>
        c.notNull().references('roles.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('dashboard_roles_pk', ['dashboard_id', 'role_id'])
      .execute();
    // The view check reads a role's dashboards when listing: index the second key too.
    await db.schema
      .createIndex('dashboard_roles_role')
      .on('dashboard_roles')
      .column('role_id')
      .execute();
    await db.schema
      .alterTable('dashboards')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
};
