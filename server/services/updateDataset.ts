import type { Updateable } from 'kysely';
import type { DatasetUpdateBody } from '@common/api/datasets';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertDatasetSqlAllowed } from '../policies/datasetSqlPolicy';
import { datasetColumnsOf, datasetMetricsOf, DatasetRepository } from '../store/datasetRepository';
import type { DatasetTable } from '../store/schema';
import { datasetExists } from './createDataset';
import { assertNoProblems } from './datasetInvalidError';
import { findEditableDataset } from './findDataset';
import { duplicateNames, mergeColumns, mergeMetrics, unknownIds } from './mergeDatasetFields';
import { datasetExpressionProblems } from './validateDatasetExpressions';

/** True when the text is empty or a JSON object. */
function isJsonObject(text: string | null | undefined): boolean {
  if (!text) return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Checks the body against the dataset's rules; every problem is reported at once (422). */
function bodyProblems(body: DatasetUpdateBody, databaseId: number): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (body.database_id !== undefined && body.database_id !== databaseId)
    add('database', 'Database not allowed to change');
  if (body.columns && duplicateNames(body.columns.map((c) => c.column_name)).length > 0)
    add('columns', 'One or more columns are duplicated');
  if (body.metrics && duplicateNames(body.metrics.map((m) => m.metric_name)).length > 0)
    add('metrics', 'One or more metrics are duplicated');
  if (!isJsonObject(body.extra)) add('extra', 'Field cannot be decoded by JSON.');
  if (!isJsonObject(body.template_params))
    add('template_params', 'Field cannot be decoded by JSON.');
  return problems;
}

/**
 * PUT /api/v1/dataset/{id}: settings, owners, columns and metrics in one change. Columns are
 * merged with the old ones (edits kept) unless `overrideColumns`; every check runs before
 * anything is written.
 */
export async function updateDataset(
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: DatasetUpdateBody,
  overrideColumns: boolean,
): Promise<void> {
  const { row } = await findEditableDataset(ctx, principal, id);
  const datasets = new DatasetRepository(ctx.db);
  const problems = bodyProblems(body, row.database_id);
  const oldColumns = datasetColumnsOf(row);
  const oldMetrics = datasetMetricsOf(row);
  if (body.columns && unknownIds(body.columns, oldColumns).length > 0)
    (problems.columns ??= []).push('One or more columns do not exist');
  if (body.metrics && unknownIds(body.metrics, oldMetrics).length > 0)
    (problems.metrics ??= []).push('One or more metrics do not exist');
  assertNoProblems(problems);

  const columns = body.columns
    ? mergeColumns(oldColumns, body.columns, overrideColumns)
    : undefined;
  const metrics = body.metrics ? mergeMetrics(oldMetrics, body.metrics) : undefined;
  Object.assign(problems, datasetExpressionProblems(columns, metrics, row.backend));
  const mainDttm = body.main_dttm_col === undefined ? row.main_dttm_col : body.main_dttm_col;
  if (mainDttm && !(columns ?? oldColumns).some((c) => c.column_name === mainDttm && c.is_dttm))
    problems.main_dttm_col = [`${mainDttm} is not a temporal column of the dataset`];
  let ownerIds: number[] | undefined;
  if (body.owners) {
    const users = await Promise.all(body.owners.map((owner) => ctx.users.findById(owner)));
    if (users.some((user) => !user)) problems.owners = ['Owners are invalid'];
    // As in Superset, a non-admin cannot give the dataset away from themselves.
    ownerIds = isAdmin(principal.roles) ? body.owners : [...body.owners, principal.user.id];
  }
  assertNoProblems(problems);

  const name = {
    database_id: row.database_id,
    catalog: body.catalog === undefined ? row.catalog : (body.catalog ?? ''),
    schema: body.schema === undefined ? row.schema : (body.schema ?? ''),
    table_name: body.table_name ?? row.table_name,
  };
  const renamed =
    name.catalog !== row.catalog ||
    name.schema !== row.schema ||
    name.table_name !== row.table_name;
  if (renamed && (await datasets.findByName(name))) throw datasetExists(name);
  const sql = body.sql === undefined ? row.sql : body.sql || null;
  const templateParams =
    body.template_params === undefined ? row.template_params : body.template_params;
  if (sql && (sql !== row.sql || templateParams !== row.template_params))
    await assertDatasetSqlAllowed(
      ctx,
      principal,
      await ctx.databases.findById(row.database_id),
      sql,
      {
        templateParams,
      },
    );

  const changes: Updateable<DatasetTable> = {
    ...name,
    sql,
    kind: sql ? 'virtual' : 'physical',
    changed_on: Math.max(Date.now(), row.changed_on + 1),
    changed_by_fk: principal.user.id,
  };
  if (columns) changes.columns_json = JSON.stringify(columns);
  if (metrics) changes.metrics_json = JSON.stringify(metrics);
  if (body.main_dttm_col !== undefined) changes.main_dttm_col = body.main_dttm_col || null;
  for (const key of [
    'description',
    'default_endpoint',
    'cache_timeout',
    'template_params',
    'extra',
    'external_url',
  ] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] ?? null });
  }
  if (body.is_managed_externally !== undefined)
    changes.is_managed_externally = body.is_managed_externally ? 1 : 0;
  try {
    await datasets.update(id, changes, ownerIds);
  } catch (error) {
    if (renamed && (await datasets.findByName(name))) throw datasetExists(name);
    throw error;
  }
}
