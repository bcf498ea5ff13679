import { ErrorType } from '@common/errors/errorTypes';
import { backendOfUri } from './connectionOptions';
import { DuckDbEngine } from './duckdb/DuckDbEngine';
import { MysqlEngine } from './mysql/MysqlEngine';
import { PostgresEngine } from './postgres/PostgresEngine';
import { type Backend, type Engine, EngineError, type EngineOptions } from './engine';

/** The backend a URI's scheme names, or undefined for one Tessera does not support. */
export function backendOf(uri: string): Backend | undefined {
  return backendOfUri(uri);
}

/** The engine for a database's URI. */
export function createEngine(options: EngineOptions): Engine {
  const backend = backendOf(options.uri);
  if (backend === 'duckdb') return new DuckDbEngine(options);
  if (backend === 'postgresql') return new PostgresEngine(options);
  if (backend === 'mysql') return new MysqlEngine(options);
  throw new EngineError(
    `No engine is available for ${backend ?? 'this URI'} yet`,
    ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR,
    backend ?? 'unknown',
  );
}
