import type { GenericDataTypeValue } from '@common/data/genericTypes';
import type { TimeGrainValue } from '@common/data/timeGrains';
import type { ErrorTypeName } from '@common/errors/errorTypes';
import type { ResultColumn } from '@common/results/resultColumn';

/** The engines Tessera connects to. */
export type Backend = 'duckdb' | 'postgresql' | 'mysql';

// Shared with the web app and the API's schemas.
export { GenericDataType } from '@common/data/genericTypes';
export type { GenericDataTypeValue, ResultColumn };

/**
 * The time grains an engine may support, as ISO-8601 durations: Superset's labelled grains
 * (common/data/timeGrains.ts, §2.6). Each dialect lists the ones it can compute.
 */
export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const satisfies readonly TimeGrainValue[];
export type TimeGrain = (typeof TIME_GRAINS)[number];

/** One statement's result: rows already serialised, never boxed cell by cell where avoidable. */
export interface StatementResult {
  /** Column names are made unique first (a, a__1, …). */
  columns: ResultColumn[];
  /** The kept rows as a columnar table (common/results/columnarTable.ts). */
  table: Buffer;
  /** Rows kept in the table. */
  rowCount: number;
  /** Rows the engine returned: one more than kept means the limit cut the result. */
  fetched: number;
  /** The result size limit cut the rows (EngineOptions.maxResultBytes). */
  sizeLimited?: boolean;
}

/** A column of table metadata (GET /api/v1/database/{id}/table_metadata/). */
export interface TableColumn {
  name: string;
  type: string;
  type_generic: GenericDataTypeValue;
  longType: string;
  nullable: boolean;
  default: string | null;
  comment: string | null;
  keys: { type: 'pk' | 'fk' | 'index'; name: string }[];
}

export interface TableMetadata {
  name: string;
  schema: string;
  catalog: string | null;
  comment: string | null;
  columns: TableColumn[];
  primaryKey: { constrained_columns: string[]; name: string | null; type: 'pk' } | null;
  foreignKeys: {
    name: string | null;
    constrained_columns: string[];
    referred_schema: string;
    referred_table: string;
    referred_columns: string[];
    type: 'fk';
  }[];
  indexes: { name: string; column_names: string[]; unique: boolean; type: 'index' }[];
  /** A `SELECT col, … FROM schema.table LIMIT 100` with quoted names, for the editor. */
  selectStar: string;
}

export interface TableRef {
  value: string;
  type: 'table' | 'view';
}

/** An engine's SQL dialect, as data and small pure functions. */
export interface Dialect {
  readonly backend: Backend;
  /** Display name, e.g. "DuckDB", "PostgreSQL", "MySQL". */
  readonly engineName: string;
  quoteIdentifier(name: string): string;
  /** Wraps one SELECT-like statement so that at most `n` rows come back. */
  applyLimit(sql: string, n: number): string;
  /** The statement that asks the engine for a cost estimate / plan of `sql`. */
  explain(sql: string): string;
  /** A string literal holding exactly `value` (quotes, and backslashes where they escape, doubled). */
  quoteString(value: string): string;
  /** A typed timestamp literal for a naive UTC date (its UTC fields are the wall time). */
  timestampLiteral(date: Date): string;
  /** A timestamp from a number of seconds or milliseconds since 1970 (naive UTC). */
  epochToTimestamp(sql: string, unit: 's' | 'ms'): string;
  /** Expression templates with `{col}` for each supported time grain. */
  readonly timeGrains: Partial<Record<TimeGrain, string>>;
  /** Maps a native type name (e.g. "BIGINT", "timestamp with time zone") to the generic type. */
  genericType(nativeType: string): GenericDataTypeValue;
}

/** What a registered database gives the engine. */
export interface EngineOptions {
  /** The connection URI with the real password (duckdb:///path, postgresql://…, mysql://…). */
  uri: string;
  /** Writes allowed: false means read-only transactions / read-only files. */
  allowDml: boolean;
  /**
   * The database allows CREATE TABLE/VIEW AS (allow_ctas/allow_cvas): a statement run with
   * `write` may write; every other statement stays read-only. DuckDB opens its file writable.
   */
  allowCtas?: boolean;
  /** Tessera's data folder: DuckDB files must live here unless local files are allowed. */
  home: string;
  allowLocalFiles: boolean;
  /** Rows beyond this many bytes of result are cut, as a row limit cuts them. */
  maxResultBytes?: number;
  /** DuckDB resource caps for user SQL. */
  memoryLimit?: string;
  threads?: number;
  /**
   * Engine parameters from the database's `extra.engine_params`. No engine passes them to its
   * driver: connection settings come from the URI's allowed options (connectionOptions.ts) only.
   */
  engineParams?: Record<string, unknown>;
  /** The registered database's name, for messages such as "The connection to … was lost". */
  databaseName?: string;
}

/** A failure of the user's database, with Superset's error type. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly errorType: ErrorTypeName,
    readonly engineName: string,
    /** For Superset's `errors[0].extra`, e.g. `detail`: the engine's own text, scrubbed. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The engine stopped a statement because it was asked to. */
export class EngineCancelledError extends EngineError {
  constructor(engineName: string) {
    super('Query was stopped', 'GENERIC_DB_ENGINE_ERROR', engineName);
  }
}

/** One locked-down session on which user SQL runs, one statement at a time. */
export interface EngineConnection {
  /**
   * Runs exactly one statement (a string with two statements is refused with INVALID_SQL_ERROR).
   * With a `limit`, at most limit + 1 rows are fetched and the first `limit` kept.
   * `write` (Tessera's own CTAS/CVAS statement) lifts read-only for this statement only, and
   * only when the options allow CTAS.
   */
  run(sql: string, limit: number | null, write?: boolean): Promise<StatementResult>;
  /** Cancels the running statement inside the engine, from outside; safe to call any time. */
  cancel(): Promise<void>;
  close(): Promise<void>;
}

/** A registered database, behind one small interface. */
export interface Engine {
  readonly dialect: Dialect;
  /** Opens a session with every lock-down applied before it is returned. */
  connect(): Promise<EngineConnection>;
  /** Connects and runs a trivial query; throws EngineError with a CONNECTION_* type. */
  testConnection(): Promise<void>;
  catalogs(): Promise<string[]>;
  schemas(catalog?: string): Promise<string[]>;
  tables(schema: string, catalog?: string): Promise<TableRef[]>;
  tableMetadata(table: string, schema: string, catalog?: string): Promise<TableMetadata>;
  close(): Promise<void>;
}
