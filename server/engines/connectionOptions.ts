import { ErrorType } from '@common/errors/errorTypes';
import type { Backend } from './engine';
import { EngineError } from './engine';

/** A connection option (a URI query parameter) Tessera does not pass to the driver. */
export class ConnectionOptionError extends EngineError {
  constructor(message: string, engineName: string) {
    // Not a CONNECTION_* type: the API answers 400, the settings are what is wrong.
    super(message, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR, engineName);
  }
}

type Check = (value: string) => boolean;

const oneOf =
  (...values: string[]): Check =>
  (value) =>
    values.includes(value.toLowerCase());
const integerIn =
  (min: number, max: number): Check =>
  (value) =>
    /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max;
const anyText: Check = () => true;

/** mysql2's ssl option: a named profile or a JSON object of TLS settings (contents, never paths). */
const MYSQL_SSL_KEYS: Record<string, 'boolean' | 'string'> = {
  rejectUnauthorized: 'boolean',
  verifyIdentity: 'boolean',
  ca: 'string',
  cert: 'string',
  key: 'string',
  minVersion: 'string',
  maxVersion: 'string',
};
const mysqlSsl: Check = (value) => {
  if (value === 'Amazon RDS') return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  return Object.entries(parsed).every(
    ([key, item]) => Object.hasOwn(MYSQL_SSL_KEYS, key) && typeof item === MYSQL_SSL_KEYS[key],
  );
};

/**
 * The options each driver may receive, with the values allowed. Anything else (mysql2's
 * multipleStatements, debug, socketPath, flags…; libpq's options, replication, user…) is refused:
 * such options change what a session may do, where it connects or what it logs.
 * Hosts and files named in options (PostgreSQL's host, sslrootcert, sslcert, sslkey) pass here;
 * validateDatabaseUri checks their values.
 */
const ALLOWED: Record<Backend, Record<string, Check>> = {
  mysql: {
    charset: (value) => /^[A-Za-z0-9_]{1,64}$/.test(value),
    timezone: (value) => /^(local|Z|[+-]\d{2}:\d{2})$/.test(value),
    connectTimeout: integerIn(1, 120_000),
    compress: oneOf('true', 'false'),
    ssl: mysqlSsl,
  },
  postgresql: {
    sslmode: oneOf(
      'disable',
      'allow',
      'prefer',
      'require',
      'verify-ca',
      'verify-full',
      'no-verify',
    ),
    ssl: oneOf('true', 'false', '1', '0', 'no-verify'),
    sslrootcert: anyText,
    sslcert: anyText,
    sslkey: anyText,
    sslnegotiation: oneOf('postgres', 'direct'),
    uselibpqcompat: oneOf('true', 'false'),
    connect_timeout: integerIn(1, 120),
    host: anyText,
    port: integerIn(1, 65_535),
  },
  // DuckDB settings come from Tessera's lock-down only; a URI may ask for read-only, nothing more.
  duckdb: {
    access_mode: oneOf('read_only'),
  },
};

const ENGINE_NAMES: Record<Backend, string> = {
  duckdb: 'DuckDB',
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
};

/** The backend a URI's scheme names (duckdb, postgres[ql][+driver], mysql/mariadb[+driver]). */
export function backendOfUri(uri: string): Backend | undefined {
  const scheme = /^([a-z0-9+]+):\/\//i.exec(uri)?.[1]?.toLowerCase() ?? '';
  if (scheme === 'duckdb') return 'duckdb';
  if (/^postgres(ql)?(\+\w+)?$/.test(scheme)) return 'postgresql';
  if (/^(mysql|mariadb)(\+\w+)?$/.test(scheme)) return 'mysql';
  return undefined;
}

/** The query parameters of a URI, decoded as the drivers decode them (URLSearchParams). */
export function connectionOptionsOf(uri: string): [string, string][] {
  const backend = backendOfUri(uri);
  if (backend === 'duckdb') {
    // A DuckDB path is not a URL (it may hold characters a URL would re-encode): split at '?'.
    const query = uri.indexOf('?');
    return query < 0 ? [] : [...new URLSearchParams(uri.slice(query + 1))];
  }
  try {
    return [...new URL(uri).searchParams];
  } catch {
    throw new ConnectionOptionError(
      'The connection URI could not be read',
      ENGINE_NAMES[backend ?? 'postgresql'],
    );
  }
}

/**
 * Refuses a database URI whose query parameters are not known to be safe for its engine, naming
 * the first offending option. Call it wherever a URI is accepted (create, update, import,
 * test_connection); every engine calls it again before connecting.
 */
export function assertAllowedConnectionOptions(uri: string): void {
  const backend = backendOfUri(uri);
  if (!backend) return;
  const allowed = ALLOWED[backend];
  const engineName = ENGINE_NAMES[backend];
  for (const [name, value] of connectionOptionsOf(uri)) {
    if (!Object.hasOwn(allowed, name)) {
      const known = Object.keys(allowed).sort().join(', ');
      throw new ConnectionOptionError(
        `The connection option ${name} is not allowed (${engineName} URIs may use: ${known})`,
        engineName,
      );
    }
    if (!allowed[name]?.(value)) {
      throw new ConnectionOptionError(
        `The connection option ${name} does not allow the value given`,
        engineName,
      );
    }
  }
}
