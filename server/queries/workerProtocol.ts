import type { ErrorTypeName } from '../../common/errors/errorTypes';
import type { EngineOptions, ResultColumn } from '../engines/engine';

/** A run handed to a query worker. */
export interface RunJob {
  type: 'run';
  jobId: string;
  engine: EngineOptions;
  /** Statements run in order on one session; the last one's rows are the result. */
  statements: string[];
  /** Rows to keep of the last statement (null: all); limit + 1 are fetched to detect more. */
  limit: number | null;
  /** Where the worker writes the JSON array of rows. */
  spoolFile: string;
  /** Results up to this many bytes come back in the message instead of the spool file. */
  inlineMaxBytes: number;
}

export type ToWorker = RunJob | { type: 'cancel'; jobId: string };

export interface JobError {
  message: string;
  errorType: ErrorTypeName;
  engineName?: string;
  cancelled: boolean;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'started'; jobId: string }
  | {
      type: 'done';
      jobId: string;
      rowCount: number;
      fetched: number;
      columns: ResultColumn[];
      bytes: number;
      /** The JSON array of rows, when it was small enough to send inline. */
      inline?: string;
    }
  | { type: 'failed'; jobId: string; error: JobError };
