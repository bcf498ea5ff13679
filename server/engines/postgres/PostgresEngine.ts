import pg from 'pg';
import { isLimitable } from '@common/sql/statements';
import type {
  Engine,
  EngineConnection,
  EngineOptions,
  StatementResult,
  TableMetadata,
  TableRef,
} from '../engine';
import { type ErrorContext, errorContext } from '../connectionErrors';
import { assertAllowedConnectionOptions } from '../connectionOptions';
import { sentSql } from '../limitedSql';
import { valuesResult } from '../statementResult';
import { POSTGRES_CONNECT_TIMEOUT_MS, postgresClientConfig } from './postgresClientConfig';
import { postgresDialect } from './postgresDialect';
import { postgresError } from './postgresErrors';
import { postgresTableMetadata } from './postgresTableMetadata';

/** The pg settings of a database: allowed URI options, then the lock-down. */
function clientConfig(options: EngineOptions): pg.ClientConfig {
  return postgresClientConfig(options.uri, options.allowDml);
}

class PostgresConnection implements EngineConnection {
  constructor(
    private readonly client: pg.Client,
    private readonly pid: number,
    private readonly options: EngineOptions,
    private readonly typeNames: Map<number, string>,
    private readonly errors: ErrorContext,
  ) {}

  async run(sql: string, limit: number | null, write = false): Promise<StatementResult> {
    const sent = sentSql(sql, limit === null ? null : limit + 1, isLimitable(sql));
    const text = sent.text;
    // Read-only unless the database allows DML (or this is its allowed CTAS statement).
    const writable = this.options.allowDml || (write && this.options.allowCtas === true);
    try {
      // Inside the try: on a lost connection BEGIN is what fails.
      await this.client.query(writable ? 'BEGIN READ WRITE' : 'BEGIN READ ONLY');
      // The extended protocol makes PostgreSQL refuse a smuggled second statement.
      const result = await this.client.query({
        text,
        values: [],
        rowMode: 'array',
        queryMode: 'extended',
      } as pg.QueryArrayConfig);
      await this.client.query(writable ? 'COMMIT' : 'ROLLBACK');
      const columns = (result.fields ?? []).map((field) => ({
        name: field.name,
        type: this.typeNames.get(field.dataTypeID) ?? 'unknown',
      }));
      return valuesResult(
        postgresDialect,
        columns,
        (result.rows ?? []) as unknown[][],
        limit,
        this.options.maxResultBytes,
      );
    } catch (error) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      throw postgresError(error, { ...this.errors, sent });
    }
  }

  async cancel(): Promise<void> {
    // From outside: user SQL could have changed statement_timeout, so the app cancels itself.
    const canceller = new pg.Client(clientConfig(this.options));
    // An 'error' event without a listener would end the process.
    canceller.on('error', () => undefined);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [this.pid]);
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/** PostgreSQL through pg: a session per run, read-only transactions, cancel by backend pid. */
export class PostgresEngine implements Engine {
  readonly dialect = postgresDialect;
  private pool?: pg.Pool;
  private typeNames?: Promise<Map<number, string>>;
  private readonly errors: ErrorContext;

  constructor(private readonly options: EngineOptions) {
    // A stored URI with an option that is no longer allowed never reaches the driver.
    assertAllowedConnectionOptions(options.uri);
    const timeout = clientConfig(options).connectionTimeoutMillis ?? POSTGRES_CONNECT_TIMEOUT_MS;
    this.errors = errorContext(options, 'PostgreSQL', timeout);
  }

  private getPool(): pg.Pool {
    if (!this.pool) {
      this.pool = new pg.Pool({
        ...clientConfig(this.options),
        max: 2,
        idleTimeoutMillis: 30_000,
      });
      // An idle connection the server ends is replaced on the next checkout.
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  private async read<T extends Record<string, unknown>>(
    sql: string,
    values: unknown[] = [],
  ): Promise<T[]> {
    try {
      return (await this.getPool().query<T>(sql, values)).rows;
    } catch (error) {
      throw postgresError(error, this.errors);
    }
  }

  private loadTypeNames(): Promise<Map<number, string>> {
    this.typeNames ??= this.read<{ oid: number; typname: string }>(
      'SELECT oid::int AS oid, typname FROM pg_type',
    )
      .then((rows) => new Map(rows.map((row) => [row.oid, row.typname])))
      .catch((error: unknown) => {
        this.typeNames = undefined;
        throw error;
      });
    return this.typeNames;
  }

  async connect(): Promise<EngineConnection> {
    const client = new pg.Client(clientConfig(this.options));
    client.on('error', () => undefined);
    try {
      await client.connect();
      const pid =
        (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0;
      return new PostgresConnection(
        client,
        pid,
        this.options,
        await this.loadTypeNames(),
        this.errors,
      );
    } catch (error) {
      await client.end().catch(() => undefined);
      throw postgresError(error, this.errors);
    }
  }

  async testConnection(): Promise<void> {
    const client = new pg.Client(clientConfig(this.options));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      throw postgresError(error, this.errors);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async catalogs(): Promise<string[]> {
    return (await this.read<{ name: string }>('SELECT current_database() AS name')).map(
      (row) => row.name,
    );
  }

  async schemas(): Promise<string[]> {
    const rows = await this.read<{ name: string }>(
      `SELECT schema_name AS name FROM information_schema.schemata
       WHERE schema_name NOT LIKE 'pg\\_%' AND schema_name <> 'information_schema' ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }

  async tables(schema: string): Promise<TableRef[]> {
    // pg_class rather than information_schema.tables, which leaves out materialized views; the
    // privilege test keeps information_schema's rule (only relations the role may use).
    const rows = await this.read<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')
         AND (pg_has_role(c.relowner, 'USAGE')
              OR has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
              OR has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))
       ORDER BY 1`,
      [schema],
    );
    return rows.map((row) => ({
      value: row.name,
      type: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
    }));
  }

  async tableMetadata(table: string, schema: string, catalog?: string): Promise<TableMetadata> {
    return postgresTableMetadata((sql, values) => this.read(sql, values), table, schema, catalog);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}
