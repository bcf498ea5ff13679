import { connectionOptionsOf } from '../engines/connectionOptions';
import { duckdbPath } from '../engines/duckdb/DuckDbEngine';
import type { EngineOptions } from '../engines/engine';

/** The DuckDB file an engine opens, if it opens one (not for :memory: or other engines). */
export function duckDbFileOf(options: EngineOptions): string | undefined {
  if (!/^duckdb:/i.test(options.uri)) return undefined;
  const file = duckdbPath(options.uri);
  return file === ':memory:' ? undefined : file;
}

/**
 * The DuckDB file an engine opens for writing, which only one process may hold: the same rule
 * as DuckDbEngine's start-up config (DML or CTAS allowed, and no access_mode option in the URI,
 * which can only make it read-only). Read-only files are shared by every process.
 */
export function writableDuckDbFile(options: EngineOptions): string | undefined {
  // Checked first: the fast path of runs on read-only files does no parsing here.
  if (!(options.allowDml || options.allowCtas === true)) return undefined;
  const file = duckDbFileOf(options);
  return file !== undefined && connectionOptionsOf(options.uri).length === 0 ? file : undefined;
}
