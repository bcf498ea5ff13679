import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDuckDb } from '@server/test/scratchDuckDb';
import { ConnectionOptionError } from '../connectionOptions';
import { type EngineConnection, EngineError } from '../engine';
import { DuckDbEngine } from './DuckDbEngine';

describe('DuckDB messages and options', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-duckmsg-'));
  let file: string;
  let engine: DuckDbEngine;
  let connection: EngineConnection;

  beforeAll(async () => {
    file = await createScratchDuckDb(home);
    engine = new DuckDbEngine({
      uri: `duckdb://${file}`,
      allowDml: false,
      home,
      allowLocalFiles: false,
    });
    connection = await engine.connect();
  });
  afterAll(async () => {
    await connection.close();
    await engine.close();
    fs.rmSync(home, { recursive: true, force: true });
  });

  const failure = async (sql: string, limit: number | null = 1000): Promise<EngineError> => {
    const outcome = await connection.run(sql, limit).catch((error: unknown) => error);
    if (outcome instanceof EngineError) return outcome;
    throw new Error(`expected an EngineError, got ${String(outcome)}`);
  };

  it('quotes only the user SQL, with the caret on the missing table', async () => {
    const error = await failure('SELECT * FROM no_such_table_xyz');
    expect(error.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(error.message).not.toContain('tessera_limit');
    expect(error.message).toContain(
      'LINE 1: SELECT * FROM no_such_table_xyz\n' + '                      ^',
    );
  });

  it('puts the caret on the right line and column of multi-line SQL, limited or not', async () => {
    const sql = 'SELECT id,\n  nope\nFROM t';
    for (const limit of [1000, null]) {
      const error = await failure(sql, limit);
      expect(error.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
      expect(error.message).toContain('LINE 2:   nope\n' + '          ^');
    }
  });

  it('counts positions in characters after non-ASCII text', async () => {
    const error = await failure("SELECT 'héllo' AS a, nope AS b FROM t");
    expect(error.message).toContain(
      "LINE 1: SELECT 'héllo' AS a, nope AS b FROM t\n" + ' '.repeat(29) + '^',
    );
  });

  it('puts the caret at the end of the user SQL for an error in the wrapper', async () => {
    const error = await failure('SELECT 1 +');
    expect(error.errorType).toBe('SYNTAX_ERROR');
    expect(error.message).not.toContain('tessera_limit');
    expect(error.message).toContain('LINE 1: SELECT 1 +\n' + '                  ^');
  });

  it('refuses DuckDB options other than access_mode=read_only, and honours that one', async () => {
    const options = { allowDml: true, home, allowLocalFiles: false };
    expect(() => new DuckDbEngine({ ...options, uri: `duckdb://${file}?threads=64` })).toThrow(
      ConnectionOptionError,
    );
    expect(
      () => new DuckDbEngine({ ...options, uri: `duckdb://${file}?enable_external_access=true` }),
    ).toThrow('The connection option enable_external_access is not allowed');
    const readOnly = new DuckDbEngine({
      ...options,
      uri: `duckdb://${file}?access_mode=read_only`,
    });
    try {
      const session = await readOnly.connect();
      const error = await session.run('CREATE TABLE x AS SELECT 1', null).catch((e: unknown) => e);
      await session.close();
      expect(error).toMatchObject({ errorType: 'DML_NOT_ALLOWED_ERROR' });
    } finally {
      await readOnly.close();
    }
  });
});
