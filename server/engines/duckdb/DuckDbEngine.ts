import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import { ErrorType } from '../../../common/errors/errorTypes';
import { isLimitable } from '../../../common/sql/statements';
import {
  type Engine,
  type EngineConnection,
  EngineError,
  type EngineOptions,
  type StatementResult,
  type TableMetadata,
  type TableRef,
} from '../engine';
import { uniqueNames } from '../genericType';
import { resultColumn, valuesResult } from '../statementResult';
import { duckdbDialect } from './duckdbDialect';
import { duckdbError } from './duckdbErrors';
import { duckdbTableMetadata } from './duckdbTableMetadata';

const q = duckdbDialect.quoteIdentifier;

/** The file of a duckdb:// URI: duckdb:///abs/path.duckdb, or ':memory:'. */
export function duckdbPath(uri: string): string {
  const rest = decodeURIComponent(uri.replace(/^duckdb:\/\//i, '').split('?')[0] ?? '');
  if (rest === '' || rest === '/' || rest === '/:memory:' || rest === ':memory:') return ':memory:';
  return path.resolve(rest);
}

/** Settings that make user SQL unable to reach files, the network or extensions, then lock. */
function lockedDownConfig(options: EngineOptions, memory: boolean): Record<string, string> {
  return {
    ...(memory || options.allowDml ? {} : { access_mode: 'READ_ONLY' }),
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    allow_community_extensions: 'false',
    memory_limit: options.memoryLimit ?? '1GB',
    threads: String(options.threads ?? 2),
    max_temp_directory_size: '0B',
    lock_configuration: 'true',
  };
}

const ONE_STATEMENT = () =>
  new EngineError('Run one statement at a time.', ErrorType.INVALID_SQL_ERROR, 'DuckDB');

class DuckDbConnection implements EngineConnection {
  constructor(private readonly connection: DuckDBConnection) {}

  async run(sql: string, fetchLimit: number | null): Promise<StatementResult> {
    try {
      // prepare() refuses a second statement itself; other statements are counted first.
      if (isLimitable(sql)) return await this.runAsJson(sql, fetchLimit);
      const statements = await this.connection.extractStatements(sql);
      if (statements.count !== 1) throw ONE_STATEMENT();
      return await this.runMaterialised(sql, fetchLimit);
    } catch (error) {
      throw duckdbError(error);
    }
  }

  /** SELECT-like statements: DuckDB builds the rows' JSON itself; no cell becomes a JS value. */
  private async runAsJson(sql: string, fetchLimit: number | null): Promise<StatementResult> {
    const prepared = await this.connection.prepare(sql);
    const count = prepared.columnCount;
    const names = uniqueNames(Array.from({ length: count }, (_, i) => prepared.columnName(i)));
    const types = Array.from({ length: count }, (_, i) => prepared.columnType(i).toString());
    const limited = fetchLimit === null ? sql : duckdbDialect.applyLimit(sql, fetchLimit);
    // DuckDB builds the JSON; the row number keeps the statement's own order through the aggregate.
    const reader = await this.connection.runAndReadAll(
      `SELECT string_agg(row_json, E',\\n' ORDER BY row_number) AS rows_json, count(*) AS row_count FROM (` +
        `SELECT to_json(tessera_row)::VARCHAR AS row_json, row_number() OVER () AS row_number ` +
        `FROM (SELECT * FROM (${limited}\n) AS tessera_q(${names.map(q).join(', ')})) AS tessera_row)`,
    );
    const [rowsJson, rowCount] = reader.getRows()[0] ?? [null, 0];
    return {
      columns: names.map((name, i) => resultColumn(duckdbDialect, name, types[i] ?? 'VARCHAR')),
      rowsJson: typeof rowsJson === 'string' ? rowsJson : '',
      rowCount: Number(rowCount ?? 0),
    };
  }

  /** Other statements (SHOW, DESCRIBE, PRAGMA, DML): small results, read as values. */
  private async runMaterialised(sql: string, fetchLimit: number | null): Promise<StatementResult> {
    const reader = await this.connection.runAndReadAll(sql);
    const types = reader.columnTypes();
    const columns = reader
      .columnNames()
      .map((name, i) => ({ name, type: types[i]?.toString() ?? 'VARCHAR' }));
    return valuesResult(duckdbDialect, columns, reader.getRowsJson(), fetchLimit);
  }

  async cancel(): Promise<void> {
    this.connection.interrupt();
  }

  async close(): Promise<void> {
    this.connection.closeSync();
  }
}

/** DuckDB, embedded: one instance per file, locked down before any user SQL runs. */
export class DuckDbEngine implements Engine {
  readonly dialect = duckdbDialect;
  private readonly file: string;
  private instance?: Promise<DuckDBInstance>;

  constructor(private readonly options: EngineOptions) {
    this.file = duckdbPath(options.uri);
    if (this.file !== ':memory:' && !options.allowLocalFiles) {
      const home = path.resolve(options.home);
      if (!this.file.startsWith(`${home}${path.sep}`)) {
        throw new EngineError(
          'DuckDB files must be inside the Tessera data folder',
          ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR,
          'DuckDB',
        );
      }
    }
  }

  private getInstance(): Promise<DuckDBInstance> {
    this.instance ??= DuckDBInstance.create(
      this.file,
      lockedDownConfig(this.options, this.file === ':memory:'),
    ).catch((error: unknown) => {
      this.instance = undefined;
      throw new EngineError(
        error instanceof Error ? error.message : String(error),
        ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
        'DuckDB',
      );
    });
    return this.instance;
  }

  async connect(): Promise<EngineConnection> {
    return new DuckDbConnection(await (await this.getInstance()).connect());
  }

  private async read(sql: string, values: DuckDBValue[] = []): Promise<Record<string, unknown>[]> {
    const connection = await (await this.getInstance()).connect();
    try {
      return (await connection.runAndReadAll(sql, values)).getRowObjectsJson();
    } catch (error) {
      throw duckdbError(error);
    } finally {
      connection.closeSync();
    }
  }

  async testConnection(): Promise<void> {
    await this.read('SELECT 1');
  }

  async catalogs(): Promise<string[]> {
    const rows = await this.read(
      'SELECT database_name FROM duckdb_databases() WHERE NOT internal ORDER BY 1',
    );
    return rows.map((row) => String(row.database_name));
  }

  async schemas(catalog?: string): Promise<string[]> {
    const rows = await this.read(
      `SELECT DISTINCT schema_name FROM duckdb_schemas() WHERE database_name = coalesce(?, current_database())
       AND schema_name NOT IN ('information_schema', 'pg_catalog') ORDER BY 1`,
      [catalog ?? null],
    );
    return rows.map((row) => String(row.schema_name));
  }

  async tables(schema: string, catalog?: string): Promise<TableRef[]> {
    const rows = await this.read(
      `SELECT table_name, table_type FROM information_schema.tables
       WHERE table_catalog = coalesce(?, current_database()) AND table_schema = ? AND table_name NOT LIKE '\\_tessera%' ESCAPE '\\'
       ORDER BY table_name`,
      [catalog ?? null, schema],
    );
    return rows.map((row) => ({
      value: String(row.table_name),
      type: row.table_type === 'VIEW' ? 'view' : 'table',
    }));
  }

  async tableMetadata(table: string, schema: string, catalog?: string): Promise<TableMetadata> {
    return duckdbTableMetadata((sql, values) => this.read(sql, values), table, schema, catalog);
  }

  async close(): Promise<void> {
    const instance = await this.instance?.catch(() => undefined);
    this.instance = undefined;
    instance?.closeSync();
  }
}
