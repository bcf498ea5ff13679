import type { Backend, Dialect } from './engine';
import { duckdbDialect } from './duckdb/duckdbDialect';
import { mysqlDialect } from './mysql/mysqlDialect';
import { postgresDialect } from './postgres/postgresDialect';

const DIALECTS: Record<Backend, Dialect> = {
  duckdb: duckdbDialect,
  postgresql: postgresDialect,
  mysql: mysqlDialect,
};

/** The dialect of a registered database's backend, without opening an engine. */
export function dialectFor(backend: string): Dialect | undefined {
  return Object.hasOwn(DIALECTS, backend) ? DIALECTS[backend as Backend] : undefined;
}
