import { ErrorType } from '@common/errors/errorTypes';
import { hasPermission } from '@common/permissions/hasPermission';
import { ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase, databasePermissionView } from './databasePolicy';

/** What the access rules need to know of a dataset. */
export interface DatasourceRef {
  id: number;
  table_name: string;
  /** Null or '' when the dataset has no schema (some virtual datasets). */
  schema: string | null;
  database: { id: number; database_name: string };
}

/** The view name of a dataset's `datasource_access` permission: `[db].[table](id:3)`. */
export function datasourcePermissionView(
  databaseName: string,
  tableName: string,
  datasetId: number,
): string {
  return `[${databaseName}].[${tableName}](id:${datasetId})`;
}

/** The view name of a schema's `schema_access` permission: `[db].[schema]`. */
export function schemaPermissionView(databaseName: string, schema: string): string {
  return `[${databaseName}].[${schema}]`;
}

/** The dataset's name in messages, as Superset names it: `schema.table`, or `table`. */
export function datasourceName(dataset: Pick<DatasourceRef, 'schema' | 'table_name'>): string {
  return dataset.schema ? `${dataset.schema}.${dataset.table_name}` : dataset.table_name;
}

/**
 * True when the caller may read the dataset's data: all data sources, its database, its schema
 * or the dataset itself (Superset's can_access_datasource).
 */
export function canReadDatasource(principal: Principal, dataset: DatasourceRef): boolean {
  const { roles } = principal;
  const databaseName = dataset.database.database_name;
  return (
    hasPermission(roles, 'all_datasource_access', 'all_datasource_access') ||
    canAccessDatabase(principal, dataset.database) ||
    (!!dataset.schema &&
      hasPermission(roles, 'schema_access', schemaPermissionView(databaseName, dataset.schema))) ||
    hasPermission(
      roles,
      'datasource_access',
      datasourcePermissionView(databaseName, dataset.table_name, dataset.id),
    )
  );
}

/**
 * Throws 403 DATASOURCE_SECURITY_ACCESS_ERROR unless the caller may read the dataset's data; the
 * message is Superset's, and `extra.permissions` lists the grants any one of which would do.
 */
export function assertDatasourceAccess(principal: Principal, dataset: DatasourceRef): void {
  if (canReadDatasource(principal, dataset)) return;
  const databaseName = dataset.database.database_name;
  const name = datasourceName(dataset);
  const permissions = [
    `datasource_access on ${datasourcePermissionView(databaseName, dataset.table_name, dataset.id)}`,
    ...(dataset.schema
      ? [`schema_access on ${schemaPermissionView(databaseName, dataset.schema)}`]
      : []),
    `database_access on ${databasePermissionView(databaseName, dataset.database.id)}`,
    'all_datasource_access on all_datasource_access',
  ];
  throw new ForbiddenError(
    `This endpoint requires the datasource ${name}, database or \`all_datasource_access\` permission`,
    ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    { datasource: name, datasource_id: dataset.id, permissions },
  );
}
