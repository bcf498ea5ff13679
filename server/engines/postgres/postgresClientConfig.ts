import pg from 'pg';
import { assertAllowedConnectionOptions, connectionOptionsOf } from '../connectionOptions';

/** How long connecting may take before it is given up, unless the URI's connect_timeout says less. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

const TEXT_TYPES = [1082, 1083, 1114, 1184, 1186, 1266];

/** Values as SQL Lab shows them: exact text for dates and times, numbers for numerics. */
function getTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === 20 || oid === 1700) {
    return (value) => (Number.isSafeInteger(Number(value)) || oid === 1700 ? Number(value) : value);
  }
  if (TEXT_TYPES.includes(oid)) return (value) => value;
  return pg.types.getTypeParser(oid, format as 'text');
}

/**
 * The pg settings of a postgresql:// URI (driver suffixes like +psycopg2 dropped). pg lets the
 * connection string's parameters override the config object, so the string handed over is
 * rebuilt from the allowed parameters only, and the lock-down is set beside it.
 */
export function postgresClientConfig(uri: string, allowDml: boolean): pg.ClientConfig {
  assertAllowedConnectionOptions(uri);
  const url = new URL(uri.replace(/^postgres(ql)?(\+\w+)?:/i, 'postgresql:'));
  const params = connectionOptionsOf(uri);
  const timeout = params.find(([name]) => name === 'connect_timeout')?.[1];
  // Re-encoded by URLSearchParams, so pg's own parser reads exactly these names and values.
  url.search = new URLSearchParams(
    params.filter(([name]) => name !== 'connect_timeout'),
  ).toString();
  return {
    connectionString: url.href,
    connectionTimeoutMillis: timeout ? Number(timeout) * 1000 : POSTGRES_CONNECT_TIMEOUT_MS,
    application_name: 'tessera',
    types: { getTypeParser } as pg.CustomTypesConfig,
    // Every transaction starts read-only unless DML is allowed; a run's BEGIN says which it wants.
    options: allowDml ? undefined : '-c default_transaction_read_only=on',
  };
}
