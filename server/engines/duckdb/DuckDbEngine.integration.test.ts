import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHeader } from '@common/results/columnarTable';
import { resultRows } from '@server/test/resultRows';
import { createScratchDuckDb } from '@server/test/scratchDuckDb';
import { EngineCancelledError, type EngineConnection, EngineError } from '../engine';
import { DuckDbEngine } from './DuckDbEngine';

describe('DuckDB engine', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-duck-'));
  let engine: DuckDbEngine;
  let connection: EngineConnection;

  beforeAll(async () => {
    const file = await createScratchDuckDb(home);
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

  const rows = async (sql: string, limit: number | null = null) => {
    const result = await connection.run(sql, limit);
    return { ...result, rows: resultRows(result) };
  };

  it('serialises common types exactly, with unique column names', async () => {
    const result = await rows(
      `select 1::bigint as a, 2.5::decimal(5,2) as b, null::varchar as c, 'it''s "q"' || chr(10) || 'ü' as d,
              date '2024-01-02' as e, timestamp '2024-01-02 03:04:05' as f, true as g, 7 as a`,
    );
    expect(result.rows).toEqual([
      {
        a: 1,
        b: 2.5,
        c: null,
        d: 'it\'s "q"\nü',
        e: '2024-01-02',
        f: '2024-01-02 03:04:05',
        g: true,
        a__1: 7,
      },
    ]);
    expect(result.columns.map((c) => c.type)).toEqual([
      'BIGINT',
      'DECIMAL(5,2)',
      'VARCHAR',
      'VARCHAR',
      'DATE',
      'TIMESTAMP',
      'BOOLEAN',
      'INTEGER',
    ]);
    expect(result.columns.map((c) => [c.name, c.type_generic, c.is_dttm])).toEqual([
      ['a', 0, false],
      ['b', 0, false],
      ['c', 1, false],
      ['d', 1, false],
      ['e', 2, true],
      ['f', 2, true],
      ['g', 3, false],
      ['a__1', 0, false],
    ]);
  });

  it('reads wide and rare types exactly, nulls included', async () => {
    const result = await rows(
      `select 10000000000::bigint as big, 9007199254740993::bigint as huge, null::bigint as none,
              sum(i) as total, 1.5::float as f, 12345.678::decimal(18,3) as d,
              timestamp_ns '2024-01-02 03:04:05.123456789' as ns, interval 2 day as span,
              [1, 2] as list, repeat('long text ', 3) as long_text
       from range(3) t(i)`,
    );
    expect(result.rows).toEqual([
      {
        big: 10000000000,
        huge: '9007199254740993',
        none: null,
        total: 3,
        f: 1.5,
        d: 12345.678,
        ns: '2024-01-02 03:04:05.123456',
        span: '2 days',
        list: '[1, 2]',
        long_text: 'long text long text long text ',
      },
    ]);
    // Types with parameters are named in full each time, the others by their id.
    expect(result.columns.map((c) => c.type)).toEqual([
      'BIGINT',
      'BIGINT',
      'BIGINT',
      'HUGEINT',
      'FLOAT',
      'DECIMAL(18,3)',
      'TIMESTAMP_NS',
      'INTERVAL',
      'INTEGER[]',
      'VARCHAR',
    ]);
  });

  it('sends integers and string lengths in fewer bytes where every value fits', async () => {
    const result = await rows(
      `select i::bigint as small, (i * 100000)::bigint as mid, (i * 10000000000)::bigint as big,
              i::integer as int, (i * 70000)::integer as wide_int, i::smallint as tiny,
              'v' || i as short, repeat('w', 250 + i::integer * 5) as long
       from range(3) t(i) order by i`,
    );
    const columns = readHeader(result.table).columns;
    expect(columns.map((c) => c.kind)).toEqual([
      'int16',
      'int32',
      'int64',
      'int16',
      'int32',
      'int16',
      'utf8',
      'utf8',
    ]);
    expect(columns.map((c) => [c.lengths !== undefined, c.offsets !== undefined]).slice(6)).toEqual(
      [
        [true, false],
        [false, true],
      ],
    );
    expect(result.rows[2]).toEqual({
      small: 2,
      mid: 200000,
      big: 20000000000,
      int: 2,
      wide_int: 140000,
      tiny: 2,
      short: 'v2',
      long: 'w'.repeat(260),
    });
  });

  it('copies strings of every length, short and long, with their neighbours intact', async () => {
    const result = await rows(
      "select i, repeat('é', i % 3) || repeat('x', i) as s from range(0, 40) t(i) order by i",
    );
    expect(result.rows.map((row) => row.s)).toEqual(
      Array.from({ length: 40 }, (_, i) => 'é'.repeat(i % 3) + 'x'.repeat(i)),
    );
  });

  it('keeps the statement’s row order and fetches at most the limit', async () => {
    const ordered = await rows('select i from range(300000) t(i) order by i desc');
    expect(ordered.rowCount).toBe(300000);
    expect(ordered.rows.slice(0, 3)).toEqual([{ i: 299999 }, { i: 299998 }, { i: 299997 }]);
    expect(ordered.rows.every((row, index) => row.i === 299999 - index)).toBe(true);
    expect((await rows('select * from t', 11)).rowCount).toBe(11);
    expect((await rows('show tables', 1)).rowCount).toBe(1);
  });

  it('keeps its sandbox settings locked', async () => {
    const settings = await rows(
      "select current_setting('enable_external_access') as ext, current_setting('lock_configuration') as locked, current_setting('autoload_known_extensions') as autoload",
    );
    expect(settings.rows).toEqual([{ ext: false, locked: true, autoload: false }]);
  });

  it('tracks query progress without printing a bar, and unlocks nothing else for it', async () => {
    const settings = await rows(
      "select current_setting('enable_progress_bar') as tracked, current_setting('enable_progress_bar_print') as printed, current_setting('allowed_configs') as allowed",
    );
    expect(settings.rows).toEqual([
      {
        tracked: true,
        printed: false,
        // Exactly these two, in DuckDB's order.
        allowed: "['enable_progress_bar_print', 'enable_progress_bar']",
      },
    ]);
  });

  // Each refusal names what stopped it: the locked file system, the locked configuration,
  // the extension lock, the read-only attachment, or a function the build does not have.
  const FILES_LOCKED =
    /^Permission Error: Cannot access (file|directory) ".*" - file system operations are disabled by configuration/;
  const refused: [string, string, string, RegExp][] = [
    [
      'read_csv of /etc/passwd',
      "select * from read_csv('/etc/passwd')",
      'GENERIC_DB_ENGINE_ERROR',
      FILES_LOCKED,
    ],
    [
      'read_text of /etc/passwd',
      "select * from read_text('/etc/passwd')",
      'GENERIC_DB_ENGINE_ERROR',
      FILES_LOCKED,
    ],
    ['glob of /etc', "select * from glob('/etc/*')", 'GENERIC_DB_ENGINE_ERROR', FILES_LOCKED],
    // Replacement scans of file paths are off: the path is read as a table name.
    [
      'a bare path',
      "select * from '/etc/passwd'",
      'TABLE_DOES_NOT_EXIST_ERROR',
      /^Catalog Error: Table with name \/etc\/passwd does not exist/,
    ],
    [
      'ATTACH',
      `attach '${path.join(os.tmpdir(), 'tessera-attach.duckdb')}' as other`,
      'GENERIC_DB_ENGINE_ERROR',
      FILES_LOCKED,
    ],
    ['INSTALL', 'install httpfs', 'GENERIC_DB_ENGINE_ERROR', FILES_LOCKED],
    [
      'LOAD',
      'load httpfs',
      'GENERIC_DB_ENGINE_ERROR',
      /^Permission Error: Loading external extensions is disabled through configuration/,
    ],
    [
      'SET of a locked setting',
      'set enable_external_access = true',
      'GENERIC_DB_ENGINE_ERROR',
      /Cannot change configuration option "enable_external_access" - the configuration has been locked/,
    ],
    [
      'getenv',
      "select getenv('HOME')",
      'GENERIC_DB_ENGINE_ERROR',
      /^Catalog Error: Scalar Function with name getenv does not exist/,
    ],
    [
      'DDL on a read-only file',
      'create table made_here (a int)',
      'DML_NOT_ALLOWED_ERROR',
      /Cannot execute statement of type "CREATE" .* read-only mode/,
    ],
    [
      'DML on a read-only file',
      'delete from t',
      'DML_NOT_ALLOWED_ERROR',
      /Cannot execute statement of type "DELETE" .* read-only mode/,
    ],
  ];
  it.each(refused)('refuses %s, saying what stopped it', async (_name, sql, errorType, message) => {
    const error = await connection.run(sql, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ errorType, message: expect.stringMatching(message) });
    expect(fs.existsSync(path.join(os.tmpdir(), 'tessera-attach.duckdb'))).toBe(false);
    expect((await rows('select count(*) as n from t')).rows).toEqual([{ n: 50 }]);
  });

  it('writes no file with COPY … TO', async () => {
    const target = path.join(os.tmpdir(), `tessera-copy-${process.pid}.csv`);
    await expect(connection.run(`copy (select 1) to '${target}'`, null)).rejects.toMatchObject({
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: expect.stringMatching(FILES_LOCKED),
    });
    expect(fs.existsSync(target)).toBe(false);
  });

  it('refuses two statements in one run, and DML says it is not allowed', async () => {
    await expect(connection.run('select 1; select 2', null)).rejects.toMatchObject({
      errorType: 'INVALID_SQL_ERROR',
    });
    await expect(
      connection.run('insert into t values (99, null, null)', null),
    ).rejects.toMatchObject({ errorType: 'DML_NOT_ALLOWED_ERROR' });
  });

  it('stops a long query when cancelled', async () => {
    const other = await engine.connect();
    const running = other.run('select sum(hash(i)) from range(100000000000) t(i)', null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.cancel();
    await expect(running).rejects.toBeInstanceOf(EngineCancelledError);
    await other.close();
  });

  it('introspects schemas, tables and table metadata', async () => {
    expect(await engine.schemas()).toContain('main');
    expect(await engine.tables('main')).toEqual([
      { value: 'events', type: 'table' },
      { value: 't', type: 'table' },
    ]);
    const meta = await engine.tableMetadata('t', 'main');
    expect(meta.columns.map((c) => [c.name, c.type_generic])).toEqual([
      ['id', 0],
      ['name', 1],
      ['score', 0],
    ]);
    expect(meta.selectStar).toBe(
      'SELECT\n  "id",\n  "name",\n  "score"\nFROM "main"."t"\nLIMIT 100',
    );
    await expect(engine.tableMetadata('nope', 'main')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('refuses files outside the data folder', () => {
    expect(
      () =>
        new DuckDbEngine({
          uri: 'duckdb:///tmp/x.duckdb',
          allowDml: false,
          home,
          allowLocalFiles: false,
        }),
    ).toThrow('DuckDB files must be inside the Tessera data folder');
  });
});

describe('DuckDB sessions between runs', () => {
  const memoryEngine = () =>
    new DuckDbEngine({
      uri: 'duckdb:///:memory:',
      allowDml: true,
      home: os.tmpdir(),
      allowLocalFiles: false,
    });

  it('reuses a session that only read, and never one that changed anything', async () => {
    const engine = memoryEngine();
    try {
      const writer = await engine.connect();
      await writer.run('create temp table session_only as select 1 as a', null);
      await writer.close();
      // A temporary table lives in its session: the next run must not see it.
      const next = await engine.connect();
      await expect(next.run('select * from session_only', null)).rejects.toThrow(/session_only/);
      await next.close();
      const reader = await engine.connect();
      expect(resultRows(await reader.run('select 42 as answer', null))).toEqual([{ answer: 42 }]);
      await reader.close();
      const again = await engine.connect();
      expect(resultRows(await again.run('select 1 as one', null))).toEqual([{ one: 1 }]);
      await again.close();
    } finally {
      await engine.close();
    }
  });

  it('runs a kept statement again with fresh data, and binds it again after the table changed', async () => {
    const engine = memoryEngine();
    const read = 'select * from kept order by 1';
    // The reader's session (with its statement kept) waits idle while a second session
    // writes; the next connect() takes the reader's session back.
    const readAfter = async (write: string) => {
      const reader = await engine.connect();
      const rowsBefore = resultRows(await reader.run(read, 100));
      const writer = await engine.connect();
      await reader.close();
      await writer.run(write, null);
      await writer.close();
      const again = await engine.connect();
      try {
        return { before: rowsBefore, after: resultRows(await again.run(read, 100)) };
      } finally {
        await again.close();
      }
    };
    try {
      const setup = await engine.connect();
      await setup.run('create table kept as select 1 as a', null);
      await setup.close();
      expect(await readAfter('insert into kept values (2)')).toEqual({
        before: [{ a: 1 }],
        after: [{ a: 1 }, { a: 2 }],
      });
      expect((await readAfter("create or replace table kept as select 'x' as b")).after).toEqual([
        { b: 'x' },
      ]);
      await expect(readAfter('drop table kept')).rejects.toThrow(/kept/);
    } finally {
      await engine.close();
    }
  });
});
