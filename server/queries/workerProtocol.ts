import type { ErrorTypeName } from '@common/errors/errorTypes';
import type {
  EngineOptions,
  ResultColumn,
  StatementResult,
  TableMetadata,
  TableRef,
} from '../engines/engine';

/** A run handed to a query worker. */
export interface RunJob {
  type: 'run';
  jobId: string;
  engine: EngineOptions;
  /** Statements run in order on one session; the last one's rows are the result. */
  statements: string[];
  /** Index of Tessera's CTAS/CVAS statement, the only one that may write (engines check). */
  writableStatement?: number;
  /** Rows to keep of the last statement (null: all); limit + 1 are fetched to detect more. */
  limit: number | null;
  /** Where the worker writes the columnar table of the rows. */
  spoolFile: string;
  /**
   * The spool file is the stored result: write it even for results that travel in the message,
   * after that message, and say 'stored' once it is written.
   */
  spoolAlways: boolean;
  /** The spool file's mtime: the file results backend reads it as the expiry. */
  expiresAt: number;
  /** Results up to this many bytes come back in the message instead of the spool file. */
  inlineMaxBytes: number;
}

/** What a run whose result cannot be kept ends with (Superset's RESULTS_BACKEND_ERROR). */
export const RESULTS_BACKEND_UNAVAILABLE = 'The results backend is not available';

/** An Engine method carried out by the worker that owns the database's file. */
export type EngineCall =
  | { op: 'testConnection' }
  | { op: 'catalogs' }
  | { op: 'schemas'; catalog?: string }
  | { op: 'tables'; schema: string; catalog?: string }
  | { op: 'tableMetadata'; table: string; schema: string; catalog?: string }
  /** One statement on a session of its own (an EXPLAIN of the cost estimate). */
  | { op: 'run'; sql: string; limit: number | null; write?: boolean };

/** What each call answers. */
export interface EngineCallResults {
  testConnection: undefined;
  catalogs: string[];
  schemas: string[];
  tables: TableRef[];
  tableMetadata: TableMetadata;
  run: StatementResult;
}

/** A call handed to a worker; it runs beside the worker's job, on its own DuckDB connection. */
export interface EngineRequest {
  type: 'engine';
  requestId: string;
  engine: EngineOptions;
  call: EngineCall;
}

export type ToWorker =
  | RunJob
  | { type: 'cancel'; jobId: string }
  | EngineRequest
  | { type: 'engineCancel'; requestId: string }
  /** Close every engine on this DuckDB file, once what uses them has ended; say 'released'. */
  | { type: 'release'; file: string };

export interface JobError {
  message: string;
  errorType: ErrorTypeName;
  engineName?: string;
  /** The engine's details for Superset's `errors[0].extra` (say, `detail`). */
  extra?: Record<string, unknown>;
  cancelled: boolean;
}

export type FromWorker =
  | { type: 'ready' }
  | {
      type: 'done';
      jobId: string;
      rowCount: number;
      fetched: number;
      /** The result size limit cut the rows. */
      sizeLimited: boolean;
      columns: ResultColumn[];
      bytes: number;
      /** The columnar table, when it was small enough to send inline. */
      inline?: Uint8Array;
      /** The spool file is still being written; a 'stored' message follows. */
      storing?: boolean;
    }
  /** How far the run is, in whole percent below 100, where the engine tells (DuckDB). */
  | { type: 'progress'; jobId: string; progress: number }
  /** The spool file named is written (unique per run, unlike a reusable client id). */
  | { type: 'stored'; spoolFile: string; error?: string }
  | { type: 'failed'; jobId: string; error: JobError }
  | { type: 'engineReply'; requestId: string; value?: unknown; error?: JobError }
  | { type: 'released'; file: string };
