import dns from 'node:dns/promises';
import fs from 'node:fs';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import {
  assertAllowedConnectionOptions,
  ConnectionOptionError,
} from '../engines/connectionOptions';
import { FieldValidationError } from '../errors';
import { hostsOfUri, parseIPv4, parseIPv6, type UriHost } from './databaseUri';

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

const INVALID_URI =
  'Invalid URI: expected something like postgresql://user:password@host:5432/database';
const METADATA_HOSTS = [
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
];
const METADATA_IPV4 = [0x646464c8 /* 100.100.100.200 Alibaba */, 0xc00000c0 /* 192.0.0.192 */];
const AWS_IPV6_METADATA = [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254];
// Tessera's own files in the home folder, with SQLite's -wal/-shm/-journal companions and the like.
const RESERVED_NAME = /^((tessera\.db|secret_key)([-.~].*)?|results)$/;
// Options naming a file the driver reads (libpq, mysqlclient/PyMySQL spellings).
const READ_FILE_OPTIONS = new Set([
  'sslrootcert',
  'sslcert',
  'sslkey',
  'sslcrl',
  'passfile',
  'servicefile',
  'ssl_ca',
  'ssl_cert',
  'ssl_key',
  'ssl_crl',
  'read_default_file',
]);
// Options naming a directory or socket the driver opens.
const PATH_OPTIONS = new Set([
  'sslcrldir',
  'ssl_capath',
  'ssl_crlpath',
  'unix_socket',
  'socketpath',
]);
// Refused whatever their value: they write files, load local files, or name hosts indirectly.
const REFUSED_OPTIONS = new Set(['sslkeylogfile', 'service', 'local_infile']);
const MAX_OPTION_FILE_BYTES = 1024 * 1024;

export interface ValidatedUri {
  backend: DatabaseBackend;
  /** For DuckDB: the absolute file path, or ':memory:'. */
  filePath?: string;
}

interface FileRules {
  home: string;
  allowLocalFiles: boolean;
}

function refuse(message: string): never {
  throw new FieldValidationError({ sqlalchemy_uri: [message] });
}

function hasControlCharacters(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

function forbiddenIPv4(value: number): boolean {
  const [a, b] = [value >>> 24, (value >>> 16) & 255];
  // 0.0.0.0/8 reaches the local host on Linux; 169.254/16 holds the cloud metadata services.
  return a === 0 || (a === 169 && b === 254) || METADATA_IPV4.includes(value);
}

/** The IPv4 address an IPv6 address carries (mapped, translated, compatible, NAT64, 6to4). */
function embeddedIPv4(w: number[]): number | undefined {
  const zeros = (n: number) => w.slice(0, n).every((x) => x === 0);
  const low = (w[6] ?? 0) * 0x10000 + (w[7] ?? 0);
  if (zeros(5) && w[5] === 0xffff) return low;
  if (zeros(4) && w[4] === 0xffff && w[5] === 0) return low;
  if (zeros(6) && low > 1) return low; // :: and ::1 are IPv6's own
  if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return low;
  if (w[0] === 0x2002) return (w[1] ?? 0) * 0x10000 + (w[2] ?? 0);
  return undefined;
}

/** True for addresses a user must never make the server reach: link-local and cloud metadata. */
export function isForbiddenAddress(address: string): boolean {
  const host = address.trim().replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIPv4(host);
  if (v4 !== undefined) return forbiddenIPv4(v4);
  const words = parseIPv6(host);
  if (!words) return false;
  const carried = embeddedIPv4(words);
  if (carried !== undefined) return forbiddenIPv4(carried);
  return (
    words.every((x) => x === 0) ||
    ((words[0] ?? 0) & 0xffc0) === 0xfe80 ||
    words.every((x, i) => x === AWS_IPV6_METADATA[i])
  );
}

/** Resolves symlinks in the part of a path that exists, so a link cannot lead outside. */
function realPathOfNearest(target: string): string {
  let existing = target;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing)
    existing = path.dirname(existing);
  return path.join(fs.realpathSync(existing), path.relative(existing, target));
}

/**
 * The real path of a file the rules allow: inside the home folder (unless local files are
 * allowed) and never one of Tessera's own files. `label` names what the file is for.
 */
function allowedPath(label: string, target: string, rules: FileRules): string {
  if (hasControlCharacters(target)) refuse(`${label}: the path holds control characters`);
  let homeReal: string;
  let real: string;
  try {
    homeReal = realPathOfNearest(path.resolve(rules.home));
    real = realPathOfNearest(target);
  } catch {
    refuse(`${label}: the path cannot be read`);
  }
  const inside = real.startsWith(`${homeReal}${path.sep}`);
  if (real === homeReal) refuse(`${label}: the path must name a file, not the data folder`);
  if (!inside && !rules.allowLocalFiles) {
    refuse(
      `${label}: files must be inside the Tessera data folder (set TESSERA_ALLOW_LOCAL_FILE_DATABASES=true to allow others)`,
    );
  }
  const first = path.relative(homeReal, real).split(path.sep)[0] ?? '';
  // Compared as a case-insensitive file system would (full case folding, so 'ſ' is 's'),
  // without the trailing dots and spaces Windows drops.
  const folded = first
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .replace(/[. ]+$/, '');
  if (inside && RESERVED_NAME.test(folded))
    refuse(`${label}: this file belongs to Tessera itself and cannot be used`);
  return real;
}

/** A file a driver will read: allowed by the rules, present, a regular file of modest size. */
function checkReadFile(option: string, value: string, rules: FileRules): void {
  if (!path.isAbsolute(value)) refuse(`${option}: must be an absolute path`);
  const real = allowedPath(option, value, rules);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(real);
  } catch {
    refuse(`${option}: no such file`);
  }
  if (!stat.isFile()) refuse(`${option}: must name a regular file`);
  if (stat.size > MAX_OPTION_FILE_BYTES) refuse(`${option}: the file is too large`);
}

function duckdbPath(uri: string, rules: FileRules): string {
  if (!/^duckdb:\/\/\//i.test(uri)) refuse('DuckDB URIs look like duckdb:///file.duckdb');
  let rest: string;
  try {
    rest = decodeURIComponent(uri.slice('duckdb:///'.length).split('?')[0] ?? '');
  } catch {
    refuse('Invalid URI: malformed percent-encoding');
  }
  if (rest === '' || rest === ':memory:') return ':memory:';
  // SQLAlchemy form: duckdb:///relative/to/home.duckdb or duckdb:////absolute/path.duckdb
  return allowedPath('DuckDB file', path.resolve(rules.home, rest), rules);
}

async function addressesOf(name: string): Promise<string[]> {
  try {
    return (await dns.lookup(name, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return []; // an unknown host fails later with a connection error
  }
}

async function checkHost({ option, raw, host }: UriHost, rules: FileRules): Promise<void> {
  if (host === '') {
    if (option === 'host') refuse('The URI must name a host');
    return;
  }
  // libpq takes a host starting with '/' as the folder of a Unix socket.
  if (host.startsWith('/')) {
    allowedPath(option, raw, rules);
    return;
  }
  const ascii = domainToASCII(host) || host;
  if (METADATA_HOSTS.some((name) => ascii === name || ascii.endsWith(`.${name}`)))
    refuse(`${option}: cloud metadata addresses cannot be used`);
  const literal = parseIPv4(host) !== undefined || parseIPv6(host) !== undefined;
  const addresses = literal
    ? [host]
    : (await Promise.all([...new Set([raw, ascii])].map(addressesOf))).flat();
  if (addresses.some(isForbiddenAddress))
    refuse(`${option}: link-local and cloud metadata addresses cannot be used`);
}

async function checkNetworkUri(uri: string, rules: FileRules): Promise<void> {
  // Drivers re-encode such URIs before parsing them, differently from us: refuse instead.
  if (/\s|%(?![0-9a-f]{2})/i.test(uri) || hasControlCharacters(uri))
    refuse('Invalid URI: spaces, control characters and a bare % must be percent-encoded');
  let url: URL;
  let hosts: UriHost[];
  try {
    url = new URL(uri);
    hosts = hostsOfUri(url);
  } catch {
    refuse(INVALID_URI);
  }
  for (const [name, value] of url.searchParams) {
    const key = name.toLowerCase();
    if (REFUSED_OPTIONS.has(key)) refuse(`${name}: this connection option cannot be used`);
    if (READ_FILE_OPTIONS.has(key)) checkReadFile(name, value, rules);
    if (PATH_OPTIONS.has(key)) {
      if (!path.isAbsolute(value)) refuse(`${name}: must be an absolute path`);
      allowedPath(name, value, rules);
    }
  }
  for (const host of hosts) await checkHost(host, rules);
}

/** The one check every create, update, test and import of a database URI goes through. */
export async function validateDatabaseUri(
  uri: string,
  home: string,
  allowLocalFiles: boolean,
): Promise<ValidatedUri> {
  const scheme = /^([a-z0-9+]+):\/\//i.exec(uri)?.[1]?.toLowerCase();
  if (!scheme) refuse(INVALID_URI);
  if (scheme.startsWith('sqlite')) refuse('SQLite files cannot be used as databases');
  const backend = SCHEMES[scheme];
  if (!backend) refuse(`Unsupported database type "${scheme}"; use duckdb, postgresql or mysql`);
  try {
    assertAllowedConnectionOptions(uri);
  } catch (error) {
    if (error instanceof ConnectionOptionError) refuse(error.message);
    throw error;
  }
  const rules = { home, allowLocalFiles };
  if (backend === 'duckdb') return { backend, filePath: duckdbPath(uri, rules) };
  await checkNetworkUri(uri, rules);
  return { backend };
}
