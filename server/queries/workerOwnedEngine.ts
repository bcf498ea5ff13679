import crypto from 'node:crypto';
import { duckdbDialect } from '../engines/duckdb/duckdbDialect';
import type {
  Engine,
  EngineConnection,
  EngineOptions,
  StatementResult,
  TableMetadata,
  TableRef,
} from '../engines/engine';
import type { OwnedFiles, OwnerWorker } from './ownedFiles';

/** What the engine needs of the worker pool's files (OwnedFiles). */
export type OwnerCalls = Pick<OwnedFiles<OwnerWorker>, 'call' | 'cancelCall' | 'releaseFile'>;

/** A session whose statements run on the owning worker, each on a DuckDB connection of its own. */
class WorkerOwnedConnection implements EngineConnection {
  private current?: string;

  constructor(
    private readonly files: OwnerCalls,
    private readonly options: EngineOptions,
  ) {}

  async run(sql: string, limit: number | null, write?: boolean): Promise<StatementResult> {
    const requestId = crypto.randomUUID();
    this.current = requestId;
    try {
      const result = await this.files.call(
        this.options,
        { op: 'run', sql, limit, write },
        requestId,
      );
      // The table crossed the IPC channel as a Uint8Array; callers read it as a Buffer.
      const { table } = result;
      return { ...result, table: Buffer.from(table.buffer, table.byteOffset, table.byteLength) };
    } finally {
      this.current = undefined;
    }
  }

  async cancel(): Promise<void> {
    if (this.current !== undefined) this.files.cancelCall(this.current);
  }

  async close(): Promise<void> {
    // Nothing is held here: each statement's connection closed on the worker.
  }
}

/**
 * A DuckDB database whose file is open for writing (DML or CTAS allowed): DuckDB lets one
 * process hold it, so the worker that owns it carries out every Engine method, and this
 * process never opens the file.
 */
export class WorkerOwnedEngine implements Engine {
  readonly dialect = duckdbDialect;

  constructor(
    private readonly files: OwnerCalls,
    private readonly options: EngineOptions,
    /** The file, which the owner closes when the database's settings change. */
    private readonly file: string,
  ) {}

  async connect(): Promise<EngineConnection> {
    return new WorkerOwnedConnection(this.files, this.options);
  }

  async testConnection(): Promise<void> {
    await this.files.call(this.options, { op: 'testConnection' });
  }

  catalogs(): Promise<string[]> {
    return this.files.call(this.options, { op: 'catalogs' });
  }

  schemas(catalog?: string): Promise<string[]> {
    return this.files.call(this.options, { op: 'schemas', catalog });
  }

  tables(schema: string, catalog?: string): Promise<TableRef[]> {
    return this.files.call(this.options, { op: 'tables', schema, catalog });
  }

  tableMetadata(table: string, schema: string, catalog?: string): Promise<TableMetadata> {
    return this.files.call(this.options, { op: 'tableMetadata', table, schema, catalog });
  }

  /**
   * The database changed or went: its owner closes the file (after what runs on it), so a
   * next owner, another program or a read-only open can take it. Not waited for: a long run
   * must not hold up saving the database.
   */
  async close(): Promise<void> {
    void this.files.releaseFile(this.file);
  }
}
