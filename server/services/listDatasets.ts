import { hasPermission } from '@common/permissions/hasPermission';
import type { DatasetListFilter, DatasetListQuery } from '@common/api/datasets';
import type { AppContext } from '../context';
import { FieldValidationError } from '../errors';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';
import {
  type DatasetCriteria,
  type DatasetScope,
  type DatasetListRow,
  type DatasetOrderColumn,
  DatasetRepository,
} from '../store/datasetRepository';

/** Superset's order column names → the store's. */
const ORDER_COLUMNS: Record<DatasetListQuery['order_column'], DatasetOrderColumn> = {
  id: 'id',
  table_name: 'table_name',
  schema: 'schema',
  kind: 'kind',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  'database.database_name': 'database_name',
  'changed_by.first_name': 'changed_by_first_name',
  sql: 'sql',
  extra: 'extra',
};

function refuse(filter: DatasetListFilter): never {
  throw new FieldValidationError({
    filters: [
      `Filter ${filter.opr} on ${filter.col} with value ${String(filter.value)} is not supported`,
    ],
  });
}

function idOf(filter: DatasetListFilter): number {
  const id = Number(filter.value);
  if (typeof filter.value === 'boolean' || !Number.isSafeInteger(id)) refuse(filter);
  return id;
}

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(criteria: DatasetCriteria, filter: DatasetListFilter): void {
  const { col, opr, value } = filter;
  const text = typeof value === 'string' ? value : undefined;
  if (col === 'table_name' && text !== undefined && opr === 'ct') criteria.nameContains = text;
  else if (col === 'table_name' && text !== undefined && opr === 'sw')
    criteria.nameStartsWith = text;
  else if (col === 'table_name' && text !== undefined && opr === 'eq') criteria.nameEquals = text;
  else if (col === 'database' && (opr === 'rel_o_m' || opr === 'eq')) {
    criteria.databaseId = idOf(filter);
  } else if (col === 'schema' && text !== undefined && opr === 'eq') criteria.schema = text;
  // Superset's list tells physical from virtual by `sql` being null or empty.
  else if (col === 'sql' && opr === 'dataset_is_null_or_empty' && typeof value === 'boolean')
    criteria.kind = value ? 'physical' : 'virtual';
  else if (col === 'kind' && opr === 'eq' && (value === 'physical' || value === 'virtual'))
    criteria.kind = value;
  else if (col === 'owners' && (opr === 'rel_m_m' || opr === 'eq')) criteria.ownerId = idOf(filter);
  else refuse(filter);
}

/**
 * The datasets the caller may see, as Superset's DatasourceFilter: databases they may access,
 * schemas with schema_access, datasets with datasource_access (`[db].[table](id:3)`).
 */
async function visibleScope(ctx: AppContext, principal: Principal): Promise<DatasetScope> {
  const databases = await ctx.databases.list();
  if (hasPermission(principal.roles, 'all_datasource_access', 'all_datasource_access'))
    return { databaseIds: databases.map((db) => db.id), schemas: [], datasetIds: [] };
  const byName = new Map(databases.map((db) => [db.database_name, db.id]));
  const scope: DatasetScope = {
    databaseIds: databases.filter((db) => canAccessDatabase(principal, db)).map((db) => db.id),
    schemas: [],
    datasetIds: [],
  };
  for (const pairs of Object.values(principal.roles))
    for (const [action, view] of pairs) {
      const schema = action === 'schema_access' ? /^\[(.*)\]\.\[(.*)\]$/.exec(view) : null;
      const databaseId = schema ? byName.get(schema[1] ?? '') : undefined;
      if (schema && databaseId !== undefined)
        scope.schemas.push({ database_id: databaseId, schema: schema[2] ?? '' });
      const dataset = action === 'datasource_access' ? /\(id:(\d+)\)$/.exec(view) : null;
      if (dataset) scope.datasetIds.push(Number(dataset[1]));
    }
  return scope;
}

/** GET /api/v1/dataset/: datasets of the databases the caller may access, filtered and paged. */
export async function listDatasets(
  ctx: AppContext,
  principal: Principal,
  query: DatasetListQuery,
): Promise<{ rows: DatasetListRow[]; count: number }> {
  assertCan(principal, 'can_read', 'Dataset');
  const criteria: DatasetCriteria = {
    visible: await visibleScope(ctx, principal),
    orderColumn: ORDER_COLUMNS[query.order_column],
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  for (const filter of query.filters) applyFilter(criteria, filter);
  return new DatasetRepository(ctx.db).list(criteria);
}
