import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { FieldValidationError } from '../errors';

export type DatabaseBackend = 'duckdb' | 'postgresql' | 'mysql';

const SCHEMES: Record<string, DatabaseBackend> = {
  duckdb: 'duckdb',
  postgres: 'postgresql',
  postgresql: 'postgresql',
  'postgresql+psycopg2': 'postgresql',
  'postgresql+pg8000': 'postgresql',
  mysql: 'mysql',
  'mysql+mysqldb': 'mysql',
  'mysql+pymysql': 'mysql',
  mariadb: 'mysql',
  'mariadb+mariadbconnector': 'mysql',
};

const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata',
  'metadata.azure.com',
  'instance-data',
]);
// Files in the home folder that belong to Tessera itself, never to users.
const RESERVED_FILES = ['tessera.db', 'secret_key', 'results'];

export interface ValidatedUri {
  backend: DatabaseBackend;
  /** For DuckDB: the absolute file path, or ':memory:'. */
  filePath?: string;
}

function refuse(message: string): never {
  throw new FieldValidationError({ sqlalchemy_uri: [message] });
}

/** True for addresses a user must never make the server reach: link-local and cloud metadata. */
export function isForbiddenAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const [a, b] = address.split('.').map(Number);
    return (a === 169 && b === 254) || address === '100.100.100.200' || address === '0.0.0.0';
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isForbiddenAddress(lower.slice(7));
  return /^fe[89ab]/.test(lower) || lower === 'fd00:ec2::254' || lower === '::';
}

/** Resolves symlinks in the part of a path that exists, so a link cannot lead outside. */
function realPathOfNearest(target: string): string {
  let existing = target;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing)
    existing = path.dirname(existing);
  return path.join(fs.realpathSync(existing), path.relative(existing, target));
}

function duckdbPath(uri: string, home: string, allowLocalFiles: boolean): string {
  const rest = decodeURIComponent(uri.replace(/^duckdb:\/\/\//i, '').split('?')[0] ?? '');
  if (rest === '' || rest === ':memory:') return ':memory:';
  // SQLAlchemy form: duckdb:///relative/to/home.duckdb or duckdb:////absolute/path.duckdb
  const resolved = path.resolve(home, rest);
  const homeReal = realPathOfNearest(path.resolve(home));
  const target = realPathOfNearest(resolved);
  const inside = target === homeReal || target.startsWith(`${homeReal}${path.sep}`);
  if (!inside && !allowLocalFiles) {
    refuse(
      'DuckDB files must be inside the Tessera data folder (set TESSERA_ALLOW_LOCAL_FILE_DATABASES=true to allow others)',
    );
  }
  if (
    inside &&
    RESERVED_FILES.some((name) => path.relative(homeReal, target).split(path.sep)[0] === name)
  ) {
    refuse('This file belongs to Tessera itself and cannot be registered as a database');
  }
  return target;
}

async function checkHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (!host) refuse('The URI must name a host');
  if (METADATA_HOSTS.has(host.toLowerCase())) refuse('Cloud metadata addresses cannot be used');
  const addresses = net.isIP(host)
    ? [host]
    : await dns
        .lookup(host, { all: true })
        .then((found) => found.map((a) => a.address))
        .catch(() => [] as string[]); // an unknown host fails later with a connection error
  if (addresses.some(isForbiddenAddress))
    refuse('Link-local and cloud metadata addresses cannot be used');
}

/** The one check every create, update, test and import of a database URI goes through. */
export async function validateDatabaseUri(
  uri: string,
  home: string,
  allowLocalFiles: boolean,
): Promise<ValidatedUri> {
  const scheme = /^([a-z0-9+]+):\/\//i.exec(uri)?.[1]?.toLowerCase();
  if (!scheme)
    refuse('Invalid URI: expected something like postgresql://user:password@host:5432/database');
  if (scheme.startsWith('sqlite')) refuse('SQLite files cannot be used as databases');
  const backend = SCHEMES[scheme];
  if (!backend) refuse(`Unsupported database type "${scheme}"; use duckdb, postgresql or mysql`);
  if (backend === 'duckdb') return { backend, filePath: duckdbPath(uri, home, allowLocalFiles) };
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    refuse('Invalid URI: expected something like postgresql://user:password@host:5432/database');
  }
  await checkHost(url.hostname);
  return { backend };
}
