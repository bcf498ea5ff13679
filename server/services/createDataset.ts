import type { DatasetColumn, DatasetCreateBody } from '@common/api/datasets';
import { ErrorType } from '@common/errors/errorTypes';
import type { AppContext } from '../context';
import { EngineError, GenericDataType } from '../engines/engine';
import { AppError, BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertDatasetSqlAllowed } from '../policies/datasetSqlPolicy';
import { assertCan } from '../policies/securityPolicy';
import type { DatabaseRow } from '../store/databaseRepository';
import { DatasetRepository, type DatasetName } from '../store/datasetRepository';
import { newDatasetSemantics } from './datasetFields';
import { ensureDatasetPermissions } from './datasetPermissions';
import { readQueryColumns } from './readQueryColumns';

/** The schema a table is looked up in when none is given, per backend. */
const DEFAULT_SCHEMAS: Record<string, string> = { duckdb: 'main', postgresql: 'public' };

/** The dataset's display name in messages: schema.table, or table. */
export function datasetLabel(name: Pick<DatasetName, 'schema' | 'table_name'>): string {
  return name.schema ? `${name.schema}.${name.table_name}` : name.table_name;
}

/** Superset answers 422 for a dataset name already taken in the same database and schema. */
export function datasetExists(name: Pick<DatasetName, 'schema' | 'table_name'>): AppError {
  return new AppError(
    422,
    `Dataset ${datasetLabel(name)} already exists`,
    ErrorType.GENERIC_COMMAND_ERROR,
  );
}

/** The unique name of a new dataset: physical tables need a schema to be looked up in. */
export function datasetName(
  database: DatabaseRow,
  body: Pick<DatasetCreateBody, 'catalog' | 'schema' | 'table_name' | 'sql'>,
): DatasetName {
  let schema = body.schema ?? '';
  if (!body.sql && !schema) {
    schema = DEFAULT_SCHEMAS[database.backend] ?? '';
    if (!schema) throw new BadRequestError('A schema is needed to find the table');
  }
  return {
    database_id: database.id,
    catalog: body.catalog ?? '',
    schema,
    table_name: body.table_name,
  };
}

/** A table's columns as its engine describes them (404-like 422 when the table is gone). */
export async function tableColumns(
  ctx: AppContext,
  database: DatabaseRow,
  name: DatasetName,
): Promise<DatasetColumn[]> {
  try {
    const engine = await ctx.engines.get(database);
    const metadata = await engine.tableMetadata(
      name.table_name,
      name.schema,
      name.catalog || undefined,
    );
    return metadata.columns.map((column) => ({
      column_name: column.name,
      type: column.type,
      type_generic: column.type_generic,
      is_dttm: column.type_generic === GenericDataType.TEMPORAL,
    }));
  } catch (error) {
    if (error instanceof EngineError && error.errorType === ErrorType.TABLE_DOES_NOT_EXIST_ERROR) {
      throw new AppError(
        422,
        `Table [${datasetLabel(name)}] could not be found, please double check your database connection, schema, and table name`,
        ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      );
    }
    throw error;
  }
}

/** Creates a physical (table) or virtual (SQL) dataset; its columns are read from the engine. */
export async function createDataset(
  ctx: AppContext,
  principal: Principal,
  body: DatasetCreateBody,
): Promise<number> {
  assertCan(principal, 'can_write', 'Dataset');
  const database = assertDatabaseAccess(principal, await ctx.databases.findById(body.database));
  const name = datasetName(database, body);
  const datasets = new DatasetRepository(ctx.db);
  // Checked before reading columns, so a duplicate answers at once; the unique key decides races.
  if (await datasets.findByName(name)) throw datasetExists(name);
  // The same table rules as SQL Lab, before the SQL runs to read its columns.
  if (body.sql)
    await assertDatasetSqlAllowed(ctx, principal, database, body.sql, {
      templateParams: body.template_params,
    });
  const columns = body.sql
    ? await readQueryColumns(ctx, principal, database, body.sql, body.template_params)
    : await tableColumns(ctx, database, name);
  const now = Date.now();
  let id: number;
  try {
    id = await datasets.insert(
      {
        ...name,
        sql: body.sql || null,
        kind: body.sql ? 'virtual' : 'physical',
        owner_id: principal.user.id,
        ...newDatasetSemantics(columns),
        template_params: body.template_params || null,
        description: body.description ?? null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        created_on: now,
        changed_on: now,
        changed_by_fk: principal.user.id,
      },
      [principal.user.id],
    );
  } catch (error) {
    if (await datasets.findByName(name)) throw datasetExists(name);
    throw error;
  }
  // Grantable at once, as Superset creates a dataset's permission with it.
  await ensureDatasetPermissions(ctx.db, [
    { id, table_name: name.table_name, schema: name.schema, database_name: database.database_name },
  ]);
  return id;
}
