import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../errors';
import { isForbiddenAddress, validateDatabaseUri } from './validateDatabaseUri';

const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-uri-'));

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
      filePath: path.join(fs.realpathSync(home), 'examples.duckdb'),
    });
    expect((await validateDatabaseUri('duckdb:///:memory:', home, false)).filePath).toBe(
      ':memory:',
    );
  });

  it('refuses SQLite, unknown schemes and garbage', async () => {
    expect(await refusal('sqlite:////etc/passwd')).toMatch(/SQLite/);
    expect(await refusal('oracle://x@y/z')).toMatch(/Unsupported/);
    expect(await refusal('not a uri')).toMatch(/Invalid URI/);
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

  it('refuses link-local and cloud metadata hosts', async () => {
    expect(await refusal('postgresql://u:p@169.254.169.254/db')).toMatch(/Link-local/);
    expect(await refusal('mysql://u@[fe80::1]:3306/db')).toMatch(/Link-local/);
    expect(await refusal('postgresql://u@metadata.google.internal/db')).toMatch(/metadata/);
    expect(isForbiddenAddress('::ffff:169.254.1.1')).toBe(true);
    expect(isForbiddenAddress('10.1.2.3')).toBe(false);
  });
});
