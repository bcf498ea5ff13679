import path from 'node:path';
import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBPreparedStatement,
  type DuckDBValue,
  StatementType,
} from '@duckdb/node-api';
import { ErrorType } from '@common/errors/errorTypes';
import { isLimitable } from '@common/sql/statements';
import {
  type Engine,
  type EngineConnection,
  EngineError,
  type EngineOptions,
  type StatementResult,
  type TableMetadata,
  type TableRef,
} from '../engine';
import { assertAllowedConnectionOptions, connectionOptionsOf } from '../connectionOptions';
import { type ReportsProgress } from '../reportsProgress';
import { sentSql } from '../limitedSql';
import { resultColumn } from '../statementResult';
import { fixedRowBytes } from './duckdbChunkBytes';
import { encodeDuckDbResult } from './duckdbColumnar';
import { duckdbDialect } from './duckdbDialect';
import { duckdbError, duckdbOpenError } from './duckdbErrors';
import { duckdbTableMetadata } from './duckdbTableMetadata';

/** The file of a duckdb:// URI: duckdb:///abs/path.duckdb, or ':memory:'. */
export function duckdbPath(uri: string): string {
  const rest = decodeURIComponent(uri.replace(/^duckdb:\/\//i, '').split('?')[0] ?? '');
  if (rest === '' || rest === '/' || rest === '/:memory:' || rest === ':memory:') return ':memory:';
  return path.resolve(rest);
}

/**
 * The settings that make DuckDB track a running query's progress (for SQL Lab's bar) without
 * printing a bar of its own. They are per session, so the locked configuration lets these two
 * through: at worst a user's SET turns their own session's bar off or prints it to the log.
 */
const PROGRESS_SETTINGS = ['enable_progress_bar', 'enable_progress_bar_print'] as const;

/** Settings that make user SQL unable to reach files, the network or extensions, then lock. */
function lockedDownConfig(options: EngineOptions, memory: boolean): Record<string, string> {
  // The only option a URI may carry (access_mode=read_only) can only take writes away.
  const writable =
    (options.allowDml || options.allowCtas) && connectionOptionsOf(options.uri).length === 0;
  return {
    // A database that allows CTAS/CVAS needs a writable file; see DuckDbConnection's guard.
    ...(memory || writable ? {} : { access_mode: 'READ_ONLY' }),
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    allow_community_extensions: 'false',
    memory_limit: options.memoryLimit ?? '1GB',
    threads: String(options.threads ?? 2),
    max_temp_directory_size: '0B',
    // Errors carry their position, so a message can quote the user's SQL, not the limit wrapper.
    errors_as_json: 'true',
    // Query progress is a per-session setting; each session turns it on (PROGRESS_SETTINGS).
    allowed_configs: `[${PROGRESS_SETTINGS.map((name) => `'${name}'`).join(', ')}]`,
    lock_configuration: 'true',
  };
}

const ONE_STATEMENT = () =>
  new EngineError('Run one statement at a time.', ErrorType.INVALID_SQL_ERROR, 'DuckDB');

/** Statement types that only read, as DuckDB's own parser classifies them. */
const READ_STATEMENT_TYPES = new Set<StatementType>([StatementType.SELECT, StatementType.EXPLAIN]);

/** Prepared reads a session keeps for runs of the same SQL, the least recently used dropped. */
const KEPT_STATEMENTS = 32;
/** Longer SQL (a huge VALUES list, say) is not kept: the text and plan could hold megabytes. */
const KEPT_SQL_MAX_LENGTH = 64 * 1024;

/** A DuckDB connection with the reads it has prepared, by SQL text. */
interface Session {
  connection: DuckDBConnection;
  statements: Map<string, DuckDBPreparedStatement>;
}

async function openSession(instance: DuckDBInstance): Promise<Session> {
  const connection = await instance.connect();
  await connection.run('SET enable_progress_bar = true');
  await connection.run('SET enable_progress_bar_print = false');
  return { connection, statements: new Map() };
}

function closeSession(session: Session): void {
  for (const statement of session.statements.values()) statement.destroySync();
  session.statements.clear();
  session.connection.closeSync();
}

class DuckDbConnection implements EngineConnection, ReportsProgress {
  /** Only reads ran, all of them to the end: nothing of this session can reach the next run. */
  private clean = true;

  constructor(
    private readonly session: Session,
    /** The file is writable only for CTAS/CVAS: every other statement must be a read. */
    private readonly guardReads: boolean,
    /** Takes the session back for the next run; false when the engine wants no more. */
    private readonly release: (session: Session) => boolean,
    /** Rows beyond this many bytes of result are cut (EngineOptions.maxResultBytes). */
    private readonly maxResultBytes?: number,
  ) {}

  /**
   * The statement for this SQL: kept from an earlier run of the session (a read), or prepared
   * now. A kept one skips DuckDB's parsing and planning and a trip through the thread pool
   * (0.5–1.4 ms for the examples' aggregates); DuckDB binds it again if the catalog changed.
   */
  private async statementFor(sql: string): Promise<DuckDBPreparedStatement> {
    const kept = this.session.statements.get(sql);
    if (kept) {
      this.session.statements.delete(sql);
      return kept;
    }
    // prepare() refuses a second statement, so nothing smuggled after the first one runs.
    return this.session.connection.prepare(sql).catch((error: unknown) => {
      throw /multiple statements/i.test(String(error)) ? ONE_STATEMENT() : error;
    });
  }

  /** Keeps a read that ran to the end for the session's next run of the same SQL. */
  private keep(sql: string, statement: DuckDBPreparedStatement): void {
    const { statements } = this.session;
    statements.set(sql, statement);
    if (statements.size <= KEPT_STATEMENTS) return;
    // A Map iterates in insertion order, and a statement in use is re-inserted: the first is oldest.
    const [oldest, dropped] = statements.entries().next().value ?? [];
    dropped?.destroySync();
    if (oldest !== undefined) statements.delete(oldest);
  }

  async run(sql: string, limit: number | null, write = false): Promise<StatementResult> {
    let prepared: DuckDBPreparedStatement | undefined;
    const sent = sentSql(sql, limit === null ? null : limit + 1, isLimitable(sql));
    try {
      const limited = sent.text;
      prepared = await this.statementFor(limited);
      const reads = READ_STATEMENT_TYPES.has(prepared.statementType);
      if (!reads) this.clean = false;
      if (this.guardReads && !write && !reads) {
        throw new EngineError(
          'Only SELECT statements are allowed against this database.',
          ErrorType.DML_NOT_ALLOWED_ERROR,
          'DuckDB',
        );
      }
      const result = this.materialisable(prepared, limit)
        ? await prepared.run()
        : await prepared.stream();
      // The engine's vectors are copied into the columnar table; no cell becomes a JS value.
      const { table, fetched, kept, columns, sizeLimited } = await encodeDuckDbResult(
        result,
        limit,
        this.maxResultBytes,
      );
      // A result left unread holds the session: the next run takes a fresh one.
      if (sizeLimited) this.clean = false;
      const statement = prepared;
      prepared = undefined;
      if (reads && limited.length <= KEPT_SQL_MAX_LENGTH) this.keep(limited, statement);
      else statement.destroySync();
      return {
        columns: columns.map(({ name, type }) => resultColumn(duckdbDialect, name, type)),
        table,
        rowCount: kept,
        fetched,
        sizeLimited,
      };
    } catch (error) {
      this.clean = false;
      prepared?.destroySync();
      throw duckdbError(error, sent);
    }
  }

  /**
   * Fixed-width rows under a row limit cannot outgrow the result size limit: such a result is
   * materialised in one trip through the thread pool (0.2 ms less than streaming it, measured).
   * Any other result streams, so DuckDB never holds more than the limit lets through.
   */
  private materialisable(prepared: DuckDBPreparedStatement, limit: number | null): boolean {
    if (limit === null) return false;
    const typeIds = Array.from({ length: prepared.columnCount }, (_, i) =>
      prepared.columnTypeId(i),
    );
    const perRow = fixedRowBytes(typeIds);
    return perRow !== undefined && (limit + 1) * perRow <= (this.maxResultBytes ?? Infinity);
  }

  async cancel(): Promise<void> {
    this.clean = false;
    this.session.connection.interrupt();
  }

  /** The running statement's progress in percent; undefined when DuckDB cannot tell. */
  progress(): number | undefined {
    // -1 between statements, and for scans that report none (say, range()).
    const { percentage } = this.session.connection.progress;
    return percentage >= 0 ? percentage : undefined;
  }

  async close(): Promise<void> {
    if (!(this.clean && this.release(this.session))) closeSession(this.session);
  }
}

/** DuckDB, embedded: one instance per file, locked down before any user SQL runs. */
export class DuckDbEngine implements Engine {
  readonly dialect = duckdbDialect;
  private readonly file: string;
  private instance?: Promise<DuckDBInstance>;
  private spare?: Promise<Session>;
  private idle?: Promise<Session>;

  constructor(private readonly options: EngineOptions) {
    assertAllowedConnectionOptions(options.uri);
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
      throw duckdbOpenError(error);
    });
    return this.instance;
  }

  async connect(): Promise<EngineConnection> {
    const instance = await this.getInstance();
    // A session whose runs only read is reused: a read leaves nothing behind for the next
    // run, and a fresh session's first statement costs about 0.3 ms more. Any other session
    // is closed, and the next run gets a spare one, opened while the previous run worked.
    let session: Promise<Session> | undefined = this.idle;
    this.idle = undefined;
    if (!session) {
      session = this.spare ?? openSession(instance);
      this.spare = openSession(instance);
      this.spare.catch(() => (this.spare = undefined));
    }
    return new DuckDbConnection(
      await session,
      this.options.allowCtas === true && !this.options.allowDml && this.file !== ':memory:',
      (done) => {
        if (this.idle || !this.instance) return false;
        this.idle = Promise.resolve(done);
        return true;
      },
      this.options.maxResultBytes,
    );
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
    for (const session of [this.spare, this.idle]) {
      const open = await session?.catch(() => undefined);
      if (open) closeSession(open);
    }
    this.spare = undefined;
    this.idle = undefined;
    const instance = await this.instance?.catch(() => undefined);
    this.instance = undefined;
    instance?.closeSync();
  }
}
