import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../errors';
import { isForbiddenAddress, validateDatabaseUri } from './validateDatabaseUri';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-uri-'));
const homeReal = fs.realpathSync(home);
fs.writeFileSync(path.join(home, 'ca.pem'), '-----BEGIN CERTIFICATE-----\n');
fs.writeFileSync(path.join(home, 'secret_key'), 'not a real key\n');
fs.writeFileSync(path.join(home, 'tessera.db-wal'), '');
fs.mkdirSync(path.join(home, 'certs'));

/** The validator's message for a URI, '' when it is accepted; anything else than a 400 throws. */
async function refusal(uri: string, allowLocal = false): Promise<string> {
  try {
    await validateDatabaseUri(uri, home, allowLocal);
  } catch (error) {
    if (error instanceof FieldValidationError) return error.fields.sqlalchemy_uri?.[0] ?? '';
    throw error;
  }
  return '';
}

describe('validateDatabaseUri', () => {
  it('accepts the supported engines and names their backend', async () => {
    expect(await validateDatabaseUri('postgresql://u:p@127.0.0.1:5432/db', home, false)).toEqual({
      backend: 'postgresql',
    });
    expect(await validateDatabaseUri('mysql://root@127.0.0.1:3306/test', home, false)).toEqual({
      backend: 'mysql',
    });
    expect(await validateDatabaseUri('duckdb:///examples.duckdb', home, false)).toEqual({
      backend: 'duckdb',
      filePath: path.join(homeReal, 'examples.duckdb'),
    });
    expect((await validateDatabaseUri('duckdb:///:memory:', home, false)).filePath).toBe(
      ':memory:',
    );
  });

  it('refuses SQLite, unknown schemes and garbage', async () => {
    expect(await refusal('sqlite:////etc/passwd')).toMatch(/SQLite/);
    expect(await refusal('oracle://x@y/z')).toMatch(/Unsupported/);
    expect(await refusal('not a uri')).toMatch(/Invalid URI/);
    expect(await refusal('postgresql://u:p%zz@127.0.0.1/db')).toMatch(/Invalid URI/);
    expect(await refusal('postgresql://u@127.0.0.1/db?host=127.0.0.1 ')).toMatch(/Invalid URI/);
  });

  it('keeps DuckDB files inside the data folder unless allowed, and never Tessera’s own files', async () => {
    expect(await refusal('duckdb:////tmp/elsewhere.duckdb')).toMatch(
      /inside the Tessera data folder/,
    );
    expect(await refusal('duckdb:///../outside.duckdb')).toMatch(/inside the Tessera data folder/);
    expect(await refusal('duckdb:////tmp/elsewhere.duckdb', true)).toBe('');
    expect(await refusal('duckdb:///tessera.db')).toMatch(/belongs to Tessera/);
    expect(await refusal('duckdb:///secret_key', true)).toMatch(/belongs to Tessera/);
    fs.symlinkSync('/tmp', path.join(home, 'link'));
    expect(await refusal('duckdb:///link/x.duckdb')).toMatch(/inside the Tessera data folder/);
  });

  it.each([
    'duckdb:///TESSERA.DB',
    'duckdb:///Tessera.Db',
    'duckdb:///tessera.db-wal',
    'duckdb:///tessera.db-shm',
    'duckdb:///tessera.db-journal',
    'duckdb:///TESSERA.DB-WAL',
    'duckdb:///tessera.db.',
    'duckdb:///tessera.db%20',
    'duckdb:///%74essera.db',
    'duckdb:///./x/../tessera.db',
    'duckdb:///Secret_Key',
    'duckdb:///te%C5%BF%C5%BFera.db',
    'duckdb:///secret_key.tmp',
    'duckdb:///results/abc.duckdb',
    'duckdb:///RESULTS/abc.duckdb',
  ])('refuses Tessera’s own file %s, even where local files are allowed', async (uri) => {
    expect(await refusal(uri)).toMatch(/belongs to Tessera/);
    expect(await refusal(uri, true)).toMatch(/belongs to Tessera/);
  });

  it('refuses the absolute path of the store and DuckDB forms that are not file paths', async () => {
    expect(await refusal(`duckdb:///${homeReal}/TESSERA.db-wal`, true)).toMatch(
      /belongs to Tessera/,
    );
    expect(await refusal('duckdb:///.')).toMatch(/not the data folder/);
    expect(await refusal('duckdb://tessera.db')).toMatch(/duckdb:\/\/\/file/);
    expect(await refusal('duckdb:///%zz.duckdb')).toMatch(/percent-encoding/);
    expect(await refusal('duckdb:///a%00.duckdb')).toMatch(/control characters/);
    expect(await refusal('duckdb:///tessera.duckdb')).toBe('');
    expect(await refusal('duckdb:///results.duckdb')).toBe('');
  });

  it('refuses link-local and cloud metadata hosts', async () => {
    expect(await refusal('postgresql://u:p@169.254.169.254/db')).toMatch(/link-local/i);
    expect(await refusal('mysql://u@[fe80::1]:3306/db')).toMatch(/link-local/i);
    expect(await refusal('postgresql://u@metadata.google.internal/db')).toMatch(/metadata/);
    expect(isForbiddenAddress('::ffff:169.254.1.1')).toBe(true);
    expect(isForbiddenAddress('10.1.2.3')).toBe(false);
  });

  it.each([
    // IPv6 forms that carry an IPv4 address
    'postgresql://u@[::ffff:169.254.169.254]/db',
    'postgresql://u@[::ffff:a9fe:a9fe]/db',
    'postgresql://u@[0:0:0:0:0:FFFF:A9FE:A9FE]/db',
    'postgresql://u@[::169.254.169.254]/db',
    'postgresql://u@[::ffff:0:a9fe:a9fe]/db',
    'postgresql://u@[64:ff9b::169.254.169.254]/db',
    'postgresql://u@[2002:a9fe:a9fe::1]/db',
    'mysql://u@[::ffff:169.254.169.254]:3306/db',
    'postgresql://u@[::ffff:100.100.100.200]/db',
    // other IPv6 spellings of the refused ranges
    'postgresql://u@[FE80::1]/db',
    'postgresql://u@[febf:ffff::1]/db',
    'postgresql://u@[fd00:0ec2:0:0:0:0:0:0254]/db',
    'postgresql://u@[::]/db',
    'postgresql://u@[0:0::0]/db',
    // IPv4 in decimal, octal, hex, short and percent-encoded forms, with a trailing dot
    'postgresql://u@2852039166/db',
    'postgresql://u@0xa9fea9fe/db',
    'postgresql://u@0251.0376.0251.0376/db',
    'postgresql://u@0xA9.0xFE.0xA9.0xFE/db',
    'postgresql://u@169.254.43518/db',
    'postgresql://u@169.16689662/db',
    'postgresql://u@169.254.169.254./db',
    'postgresql://u@%31%36%39.254.169.254/db',
    'mysql://u@0xa9fea9fe:3306/db',
    'postgresql://u@0.0.0.0/db',
    'postgresql://u@0/db',
    'postgresql://u@100.100.100.200/db',
    // every host an option can name
    'postgresql://u@127.0.0.1:5432/x?host=169.254.169.254',
    'postgresql://u@127.0.0.1:5432/x?host=127.0.0.1,169.254.169.254',
    'postgresql://u@127.0.0.1:5432/x?host=127.0.0.1&host=169.254.169.254',
    'postgresql://u@127.0.0.1:5432/x?h%6Fst=169.254.169.254',
    'postgresql://u@127.0.0.1:5432/x?host=%5B%3A%3Affff%3A169.254.169.254%5D',
    'postgresql://u@127.0.0.1:5432/x?hostaddr=169.254.169.254',
    'postgresql://u@127.0.0.1,169.254.169.254/x',
    'postgresql://u@127.0.0.1%2C169.254.169.254/x',
  ])('refuses %s', async (uri) => {
    expect(await refusal(uri)).toMatch(/(link-local|metadata|option hostaddr)/i);
  });

  it.each([
    'postgresql://u@METADATA.GOOGLE.INTERNAL./db',
    'postgresql://u@metadata.google.internal../db',
    'postgresql://u@Metadata.Google.Internal/db',
    'postgresql://u@%6detadata.google.internal/db',
    'postgresql://u@ｍｅｔａｄａｔａ.google.internal/db',
    'postgresql://u@metadata.goog/db',
    'mysql://u@instance-data.ec2.internal/db',
    'postgresql://u@127.0.0.1/x?host=METADATA.',
  ])('refuses the metadata name %s', async (uri) => {
    expect(await refusal(uri)).toMatch(/metadata/);
  });

  it.each([
    'postgresql://u@127.0.0.1/db',
    'postgresql://u@localhost/db',
    'postgresql://u@[::1]/db',
    'postgresql://u@10.1.2.3/db',
    'postgresql://u@[2001:db8::1]/db',
    'postgresql://u@db.example.invalid/db',
    'postgresql://u@127.0.0.1/db?host=localhost',
  ])('still accepts %s', async (uri) => {
    expect(await refusal(uri)).toBe('');
  });
});

describe('validateDatabaseUri: files and sockets named by options', () => {
  const ca = path.join(home, 'ca.pem');

  it('accepts an existing certificate inside the data folder', async () => {
    expect(await refusal(`postgresql://u@127.0.0.1/db?sslmode=verify-full&sslrootcert=${ca}`)).toBe(
      '',
    );
    expect(await refusal(`postgresql://u@127.0.0.1/db?sslrootcert=${encodeURIComponent(ca)}`)).toBe(
      '',
    );
  });

  it.each([
    ['sslrootcert=/etc/passwd', /^sslrootcert: files must be inside the Tessera data folder/],
    ['sslrootcert=%2Fetc%2Fpasswd', /^sslrootcert: files must be inside/],
    ['sslcert=/etc/passwd', /^sslcert: files must be inside/],
    ['sslkey=/etc/shadow', /^sslkey: files must be inside/],
    ['sslrootcert=ca.pem', /^sslrootcert: must be an absolute path/],
    ['sslrootcert=system', /^sslrootcert: must be an absolute path/],
    [`sslrootcert=${home}/missing.pem`, /^sslrootcert: no such file/],
    [`sslkey=${home}/secret_key`, /^sslkey: this file belongs to Tessera/],
    [`sslcert=${home}/TESSERA.DB-wal`, /^sslcert: this file belongs to Tessera/],
    [`sslrootcert=${home}/link/passwd`, /^sslrootcert: files must be inside/],
    [`sslrootcert=${home}/certs`, /^sslrootcert: must name a regular file/],
    [`sslrootcert=${home}`, /^sslrootcert: the path must name a file/],
    ['host=/var/run/postgresql', /^host parameter: files must be inside/],
  ])('refuses %s with a message naming the option', async (query, message) => {
    expect(await refusal(`postgresql://u@127.0.0.1:5432/x?${query}`)).toMatch(message);
  });

  it('refuses a Unix socket folder outside the data folder given as the host', async () => {
    expect(await refusal('postgresql://u@%2Fvar%2Frun%2Fpostgresql/db')).toMatch(
      /^host: files must be inside/,
    );
    expect(await refusal('postgresql://u@%2Fvar%2Frun%2Fpostgresql/db', true)).toBe('');
  });

  it('refuses options the engines do not take, naming them', async () => {
    for (const [uri, name] of [
      ['postgresql://u@127.0.0.1/x?passfile=/etc/passwd', 'passfile'],
      ['postgresql://u@127.0.0.1/x?sslcrl=/etc/passwd', 'sslcrl'],
      ['postgresql://u@127.0.0.1/x?sslkeylogfile=/tmp/keys', 'sslkeylogfile'],
      ['postgresql://u@127.0.0.1/x?service=metadata', 'service'],
      ['mysql://u@127.0.0.1/x?socketPath=/var/run/mysqld/mysqld.sock', 'socketPath'],
      ['mysql://u@127.0.0.1/x?ssl_ca=/etc/passwd', 'ssl_ca'],
      ['mysql://u@127.0.0.1/x?local_infile=1', 'local_infile'],
    ]) {
      expect(await refusal(uri ?? '', true)).toContain(name);
    }
  });

  it('where local files are allowed, still reads only regular files that exist', async () => {
    expect(await refusal('postgresql://u@127.0.0.1/x?sslrootcert=/no/such/ca.pem', true)).toMatch(
      /^sslrootcert: no such file/,
    );
    expect(await refusal('postgresql://u@127.0.0.1/x?sslrootcert=/dev/zero', true)).toMatch(
      /^sslrootcert: must name a regular file/,
    );
    expect(await refusal('postgresql://u@127.0.0.1/x?sslkey=/etc/hostname', true)).toBe('');
  });
});
