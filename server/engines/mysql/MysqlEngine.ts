import mysql from 'mysql2/promise';
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
import { sentSql } from '../limitedSql';
import { valuesResult } from '../statementResult';
import { MYSQL_CONNECT_TIMEOUT_MS, mysqlConnectionConfig } from './mysqlConnectionConfig';
import { mysqlDialect } from './mysqlDialect';
import { mysqlError } from './mysqlErrors';
import { mysqlTableMetadata } from './mysqlTableMetadata';

const SYSTEM_SCHEMAS = ['information_schema', 'mysql', 'performance_schema', 'sys'];

class MysqlConnection implements EngineConnection {
  constructor(
    private readonly connection: mysql.Connection,
    private readonly options: EngineOptions,
    private readonly errors: ErrorContext,
  ) {}

  async run(sql: string, limit: number | null, write = false): Promise<StatementResult> {
    if (write && this.options.allowCtas === true && !this.options.allowDml) {
      // CREATE … AS commits implicitly, outside any transaction: lift the session's read-only
      // for this one statement, and restore it before anything else runs on the session.
      const fail = (error: unknown) => {
        throw mysqlError(error, this.errors);
      };
      await this.connection.query('SET SESSION TRANSACTION READ WRITE').catch(fail);
      try {
        return await this.runStatement(sql, limit, true);
      } finally {
        await this.connection.query('SET SESSION TRANSACTION READ ONLY').catch(fail);
      }
    }
    return this.runStatement(sql, limit, this.options.allowDml);
  }

  private async runStatement(
    sql: string,
    limit: number | null,
    writable: boolean,
  ): Promise<StatementResult> {
    const sent = sentSql(sql, limit === null ? null : limit + 1, isLimitable(sql));
    const text = sent.text;
    try {
      if (!writable) await this.connection.query('START TRANSACTION READ ONLY');
      const [rows, fields] = await this.connection.query({ sql: text, rowsAsArray: true });
      if (!writable) await this.connection.query('ROLLBACK');
      const columns = (fields ?? []).map((field) => ({
        name: field.name,
        type: mysqlTypeName(field.columnType ?? field.type ?? 253),
      }));
      return valuesResult(
        mysqlDialect,
        columns,
        Array.isArray(rows) ? (rows as unknown[][]) : [],
        limit,
        this.options.maxResultBytes,
      );
    } catch (error) {
      await this.connection.query('ROLLBACK').catch(() => undefined);
      throw mysqlError(error, { ...this.errors, sent });
    }
  }

  async cancel(): Promise<void> {
    const killer = await mysql.createConnection(mysqlConnectionConfig(this.options.uri));
    // An 'error' event without a listener would end the process.
    killer.on('error', () => undefined);
    try {
      await killer.query(`KILL QUERY ${Number(this.connection.threadId)}`);
    } finally {
      await killer.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.connection.end().catch(() => undefined);
  }
}

const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};

function mysqlTypeName(code: number): string {
  return TYPE_NAMES[code] ?? 'VARCHAR';
}

/** MySQL and MariaDB through mysql2: read-only transactions, cancel with KILL QUERY. */
export class MysqlEngine implements Engine {
  readonly dialect = mysqlDialect;
  private pool?: mysql.Pool;
  private readonly errors: ErrorContext;

  constructor(private readonly options: EngineOptions) {
    // A stored URI with an option that is no longer allowed never reaches the driver.
    const config = mysqlConnectionConfig(options.uri);
    this.errors = errorContext(options, 'MySQL', config.connectTimeout ?? MYSQL_CONNECT_TIMEOUT_MS);
  }

  private getPool(): mysql.Pool {
    if (!this.pool) {
      this.pool = mysql.createPool({
        ...mysqlConnectionConfig(this.options.uri),
        rowsAsArray: false,
        connectionLimit: 2,
      });
      // A pooled connection the server ends emits 'error' (once per failure, maybe more than
      // once): without a listener that ends the process. The pool drops it and opens another.
      this.pool.on('connection', (connection) => connection.on('error', () => undefined));
    }
    return this.pool;
  }

  private async read(sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
    try {
      const [rows] = await this.getPool().query(sql, values);
      return rows as Record<string, unknown>[];
    } catch (error) {
      throw mysqlError(error, this.errors);
    }
  }

  async connect(): Promise<EngineConnection> {
    try {
      const connection = await mysql.createConnection(mysqlConnectionConfig(this.options.uri));
      connection.on('error', () => undefined);
      if (!this.options.allowDml) await connection.query('SET SESSION TRANSACTION READ ONLY');
      return new MysqlConnection(connection, this.options, this.errors);
    } catch (error) {
      throw mysqlError(error, this.errors);
    }
  }

  async testConnection(): Promise<void> {
    let connection: mysql.Connection | undefined;
    try {
      connection = await mysql.createConnection(mysqlConnectionConfig(this.options.uri));
      connection.on('error', () => undefined);
      await connection.query('SELECT 1');
    } catch (error) {
      throw mysqlError(error, this.errors);
    } finally {
      await connection?.end().catch(() => undefined);
    }
  }

  async catalogs(): Promise<string[]> {
    return [];
  }

  async schemas(): Promise<string[]> {
    const rows = await this.read(
      'SELECT schema_name AS name FROM information_schema.schemata ORDER BY 1',
    );
    return rows.map((row) => String(row.name)).filter((name) => !SYSTEM_SCHEMAS.includes(name));
  }

  async tables(schema: string): Promise<TableRef[]> {
    const rows = await this.read(
      'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = ? ORDER BY 1',
      [schema],
    );
    return rows.map((row) => ({
      value: String(row.name),
      type: row.type === 'VIEW' ? 'view' : 'table',
    }));
  }

  async tableMetadata(table: string, schema: string): Promise<TableMetadata> {
    return mysqlTableMetadata((sql, values) => this.read(sql, values), table, schema);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end().catch(() => undefined);
  }
}
