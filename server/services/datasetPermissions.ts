import type { PermissionPair } from '@common/permissions/builtinRoles';
import { datasourcePermissionView, schemaPermissionView } from '../policies/datasourcePolicy';
import type { Store } from '../store/db';
import { RoleRepository } from '../store/roleRepository';

/** What names a dataset's permissions. */
export interface DatasetPermissionRef {
  id: number;
  table_name: string;
  /** '' or null when none. */
  schema: string | null;
  database_name: string;
}

/** The dataset's `datasource_access` pair and, when it has a schema, its schema's `schema_access`. */
export function datasetPermissionPairs(dataset: DatasetPermissionRef): PermissionPair[] {
  const pairs: PermissionPair[] = [
    [
      'datasource_access',
      datasourcePermissionView(dataset.database_name, dataset.table_name, dataset.id),
    ],
  ];
  if (dataset.schema)
    pairs.push(['schema_access', schemaPermissionView(dataset.database_name, dataset.schema)]);
  return pairs;
}

/** Makes the permissions of new datasets exist, so admins can grant them (Superset does on create). */
export async function ensureDatasetPermissions(
  db: Store,
  datasets: DatasetPermissionRef[],
): Promise<void> {
  if (datasets.length > 0)
    await new RoleRepository(db).ensurePermissions(datasets.flatMap(datasetPermissionPairs));
}

const DATASET_ID = /\(id:(\d+)\)$/;

/**
 * Deletes the `datasource_access` permissions (and their grants) of deleted datasets, found by the
 * id in the view name, so a later dataset never inherits a grant. Schema grants stay.
 */
export async function deleteDatasetPermissions(db: Store, datasetIds: number[]): Promise<void> {
  const gone = new Set(datasetIds);
  const roles = new RoleRepository(db);
  for (const permission of await roles.permissions()) {
    const id = DATASET_ID.exec(permission.view_menu_name)?.[1];
    if (permission.permission_name === 'datasource_access' && id && gone.has(Number(id)))
      await roles.deletePermission('datasource_access', permission.view_menu_name);
  }
}

/**
 * A renamed database keeps its data grants: `schema_access` and `datasource_access` views that
 * start with `[old name].` are renamed (database_access is renamed by saveDatabase itself).
 */
export async function renameDatabaseDataPermissions(
  db: Store,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  const roles = new RoleRepository(db);
  const prefix = `[${from}].`;
  for (const permission of await roles.permissions()) {
    const action = permission.permission_name;
    const view = permission.view_menu_name;
    if ((action === 'schema_access' || action === 'datasource_access') && view.startsWith(prefix))
      await roles.renamePermissionView(action, view, `[${to}].${view.slice(prefix.length)}`);
  }
}

/** A deleted database's `schema_access` and `datasource_access` permissions go with their grants. */
export async function deleteDatabaseDataPermissions(
  db: Store,
  databaseName: string,
): Promise<void> {
  const roles = new RoleRepository(db);
  const prefix = `[${databaseName}].`;
  for (const permission of await roles.permissions()) {
    const action = permission.permission_name;
    if (
      (action === 'schema_access' || action === 'datasource_access') &&
      permission.view_menu_name.startsWith(prefix)
    )
      await roles.deletePermission(action, permission.view_menu_name);
  }
}

/**
 * Brings data permissions in line with the datasets, whichever path made, renamed or removed them
 * (create, duplicate, import, examples, edit, delete): every dataset's pairs exist, a renamed
 * dataset's `datasource_access` follows it with its grants, and those of datasets that are gone
 * are deleted with their grants.
 */
export async function syncDatasetPermissions(db: Store): Promise<void> {
  const datasets = await db
    .selectFrom('dataset')
    .innerJoin('dbs', 'dbs.id', 'dataset.database_id')
    .select(['dataset.id', 'dataset.table_name', 'dataset.schema', 'dbs.database_name'])
    .execute();
  const views = new Map(
    datasets.map((dataset) => [
      dataset.id,
      datasourcePermissionView(dataset.database_name, dataset.table_name, dataset.id),
    ]),
  );
  const roles = new RoleRepository(db);
  const permissions = await roles.permissions();
  const held = new Set(
    permissions
      .filter((permission) => permission.permission_name === 'datasource_access')
      .map((permission) => permission.view_menu_name),
  );
  const stale: number[] = [];
  for (const permission of permissions) {
    const view = permission.view_menu_name;
    const id = Number(DATASET_ID.exec(view)?.[1] ?? Number.NaN);
    if (permission.permission_name !== 'datasource_access' || Number.isNaN(id)) continue;
    const current = views.get(id);
    if (current === undefined) stale.push(id);
    else if (current !== view && !held.has(current)) {
      await roles.renamePermissionView('datasource_access', view, current);
      held.add(current);
    }
  }
  if (stale.length > 0) await deleteDatasetPermissions(db, stale);
  await ensureDatasetPermissions(db, datasets);
}
