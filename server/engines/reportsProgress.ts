import type { EngineConnection } from './engine';

/** A connection whose engine can tell how far its running statement is (DuckDB can). */
export interface ReportsProgress {
  /** Percent done of the running statement, 0–100; undefined when the engine cannot tell. */
  progress(): number | undefined;
}

/** True for a connection that reports progress; PostgreSQL's and MySQL's do not. */
export function reportsProgress(
  connection: EngineConnection,
): connection is EngineConnection & ReportsProgress {
  return typeof (connection as Partial<ReportsProgress>).progress === 'function';
}
