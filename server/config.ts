import os from 'node:os';
import path from 'node:path';
import { SQLLAB_ASYNC_TIME_LIMIT_MS, SQLLAB_TIMEOUT_MS } from '../common/api/sqllab';
import { SQL_MAX_ROW } from '../common/sql/limits';

/** The server's typed configuration, read from TESSERA_* environment variables. */
export interface Config {
  port: number;
  host: string;
  home: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  secretKey: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  loadExamples: boolean;
  allowLocalFileDatabases: boolean;
  /**
   * Behind reverse proxies: how many hops (or which proxy addresses) to trust for
   * X-Forwarded-For/-Proto (client address, https); false trusts none.
   */
  trustProxy: false | number | string;
  /**
   * The address people reach Tessera at (`https://bi.example.com`), without a trailing slash:
   * links the server hands out are built on it. Unset, they are relative to the page: a
   * request's Host or X-Forwarded-* headers never build a link.
   */
  publicUrl: string | undefined;
  /** Query worker processes, and how many runs one user may have queued or running. */
  queryWorkers: number;
  maxQueriesPerUser: number;
  /** Synchronous and asynchronous run time limits. */
  sqlLabTimeoutMs: number;
  sqlLabAsyncTimeoutMs: number;
  /** Rows beyond this many bytes of one result are cut, as the row limit cuts them. */
  maxResultBytes: number;
  /** Heap (Node) and memory_limit (DuckDB) of each query worker, in megabytes. */
  queryWorkerMemoryMb: number;
  /** How long one SQL template may take to render. */
  templateTimeoutMs: number;
  /** Where the built single-page app lives; absent in API-only tests. */
  staticDir: string | undefined;
  /** Sessions last this long without use. */
  sessionIdleMs: number;
  /** Failed sign-ins per user and address before 429, within loginWindowMs. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** The chart data cache in memory (without Redis) holds at most this many bytes. */
  chartCacheBytes: number;
  /** Chart data answers 202 with a job, its result announced as an async event. */
  asyncQueries: boolean;
  /** Hard cap on rows of any SQL Lab run, chart query or export (Superset's SQL_MAX_ROW). */
  sqlMaxRow: number;
}

export class ConfigError extends Error {}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${raw}"`);
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  // The value is not echoed: it could hold credentials.
  const invalid = () =>
    new ConfigError(
      'TESSERA_PUBLIC_URL must be an http(s) address without credentials, query or fragment, such as https://bi.example.com',
    );
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid();
  }
  const plain = !url.username && !url.password && !url.search && !url.hash;
  if (!['http:', 'https:'].includes(url.protocol) || !plain) throw invalid();
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * TESSERA_TRUST_PROXY: `true` trusts the one proxy in front (its X-Forwarded-For entry is the
 * client); a number trusts that many hops; a list names the proxies' addresses or ranges. Never
 * every hop: a client could then choose its own address by sending X-Forwarded-For, and with it
 * slip past the sign-in limits.
 */
function parseTrustProxy(raw: string | undefined): false | number | string {
  const value = (raw ?? '').trim();
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (/^[0-9a-f.:/,\s]+$/i.test(value) && /[.:]/.test(value)) return value;
  return parseBoolean('TESSERA_TRUST_PROXY', raw, false) ? 1 : false;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8088;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`TESSERA_PORT must be a port number, not "${raw}"`);
  }
  return port;
}

/** Reads the configuration (the README's variables) from an environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const home = path.resolve(cwd, env.TESSERA_HOME || '.tessera');
  return {
    port: parsePort(env.TESSERA_PORT),
    host: env.TESSERA_HOST || '127.0.0.1',
    home,
    databaseUrl: env.TESSERA_DATABASE_URL || undefined,
    redisUrl: env.TESSERA_REDIS_URL || undefined,
    secretKey: env.TESSERA_SECRET_KEY || undefined,
    adminUsername: env.TESSERA_ADMIN_USERNAME || 'admin',
    adminPassword: env.TESSERA_ADMIN_PASSWORD || undefined,
    loadExamples: parseBoolean('TESSERA_LOAD_EXAMPLES', env.TESSERA_LOAD_EXAMPLES, true),
    allowLocalFileDatabases: parseBoolean(
      'TESSERA_ALLOW_LOCAL_FILE_DATABASES',
      env.TESSERA_ALLOW_LOCAL_FILE_DATABASES,
      false,
    ),
    trustProxy: parseTrustProxy(env.TESSERA_TRUST_PROXY),
    publicUrl: parsePublicUrl(env.TESSERA_PUBLIC_URL),
    queryWorkers: parseCount(
      'TESSERA_QUERY_WORKERS',
      env.TESSERA_QUERY_WORKERS,
      Math.max(2, os.availableParallelism()),
    ),
    maxQueriesPerUser: parseCount(
      'TESSERA_MAX_QUERIES_PER_USER',
      env.TESSERA_MAX_QUERIES_PER_USER,
      64,
    ),
    sqlLabTimeoutMs:
      parseCount('TESSERA_SQLLAB_TIMEOUT', env.TESSERA_SQLLAB_TIMEOUT, SQLLAB_TIMEOUT_MS / 1000) *
      1000,
    sqlLabAsyncTimeoutMs:
      parseCount(
        'TESSERA_SQLLAB_ASYNC_TIME_LIMIT',
        env.TESSERA_SQLLAB_ASYNC_TIME_LIMIT,
        SQLLAB_ASYNC_TIME_LIMIT_MS / 1000,
      ) * 1000,
    maxResultBytes:
      parseCount('TESSERA_MAX_RESULT_MB', env.TESSERA_MAX_RESULT_MB, 64) * 1024 * 1024,
    queryWorkerMemoryMb: parseCount(
      'TESSERA_QUERY_WORKER_MEMORY_MB',
      env.TESSERA_QUERY_WORKER_MEMORY_MB,
      1024,
    ),
    templateTimeoutMs:
      parseCount('TESSERA_TEMPLATE_TIMEOUT', env.TESSERA_TEMPLATE_TIMEOUT, 5) * 1000,
    staticDir: path.resolve(cwd, 'dist/app'),
    sessionIdleMs: 8 * 60 * 60 * 1000,
    loginMaxFailures: 5,
    loginWindowMs: 5 * 60 * 1000,
    chartCacheBytes:
      parseCount('TESSERA_CHART_CACHE_MB', env.TESSERA_CHART_CACHE_MB, 256) * 1024 * 1024,
    asyncQueries: parseBoolean('TESSERA_ASYNC_QUERIES', env.TESSERA_ASYNC_QUERIES, false),
    sqlMaxRow: parseCount('TESSERA_SQL_MAX_ROW', env.TESSERA_SQL_MAX_ROW, SQL_MAX_ROW),
  };
}
