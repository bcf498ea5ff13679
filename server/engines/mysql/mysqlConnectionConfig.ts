import type mysql from 'mysql2/promise';
import { assertAllowedConnectionOptions, connectionOptionsOf } from '../connectionOptions';

/** How long connecting may take before it is given up, unless the URI's connectTimeout says less. */
export const MYSQL_CONNECT_TIMEOUT_MS = 10_000;

/**
 * mysql2 settings of a mysql:// URI, built field by field: the URI is never handed to mysql2,
 * whose own parser lets any query parameter (multipleStatements=true, debug, socketPath…)
 * override a setting the caller left false. Allowed options first, the lock-down last.
 */
export function mysqlConnectionConfig(uri: string): mysql.ConnectionOptions {
  assertAllowedConnectionOptions(uri);
  const url = new URL(uri.replace(/^(mysql|mariadb)(\+\w+)?:/i, 'mysql:'));
  const chosen: mysql.ConnectionOptions = {};
  for (const [name, value] of connectionOptionsOf(uri)) {
    if (name === 'charset' || name === 'timezone') chosen[name] = value;
    else if (name === 'connectTimeout') chosen.connectTimeout = Number(value);
    else if (name === 'compress') chosen.compress = value === 'true';
    else if (name === 'ssl')
      chosen.ssl = value.startsWith('{') ? (JSON.parse(value) as mysql.SslOptions) : value;
  }
  return {
    connectTimeout: MYSQL_CONNECT_TIMEOUT_MS,
    ...chosen,
    host: decodeURIComponent(url.hostname.replace(/^\[(.*)\]$/, '$1')) || 'localhost',
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    database: decodeURIComponent(url.pathname.slice(1)) || undefined,
    multipleStatements: false,
    // Without the LOCAL_FILES capability the server cannot ask for a client file.
    flags: ['-LOCAL_FILES'],
    dateStrings: true,
    supportBigNumbers: true,
    decimalNumbers: true,
    rowsAsArray: true,
  };
}
