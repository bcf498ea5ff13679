import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHeader } from '@common/results/columnarTable';
import { DuckDbEngine } from './duckdb/DuckDbEngine';
import { PostgresEngine } from './postgres/PostgresEngine';
import { MysqlEngine } from './mysql/MysqlEngine';
import type { Engine, EngineOptions } from './engine';
import { serviceAvailable, TEST_SERVICE_URLS } from '../test/testServices';

const PG_URL = TEST_SERVICE_URLS.postgres;
const MYSQL_URL = TEST_SERVICE_URLS.mysql.replace(/\/[^/]*$/, '/mysql');
const MAX_BYTES = 1_000_000;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-size-'));

const options = (uri: string, maxResultBytes?: number): EngineOptions => ({
  uri,
  allowDml: false,
  home,
  allowLocalFiles: false,
  maxResultBytes,
});

// 100 000 rows of about a kilobyte: 100 MB uncut.
const WIDE: Record<string, string> = {
  DuckDB: "select i, repeat('x', 1000) as pad from range(100000) t(i)",
  PostgreSQL: "select i, repeat('x', 1000) as pad from generate_series(0, 99999) i",
  MySQL:
    "with recursive n(i) as (select 0 union all select i + 1 from n where i < 99999) select i, repeat('x', 1000) as pad from n",
};

const engines: [string, () => Engine][] = [
  ['DuckDB', () => new DuckDbEngine(options('duckdb:///:memory:', MAX_BYTES))],
];
if (await serviceAvailable('postgres', 'the result size limit on PostgreSQL'))
  engines.push(['PostgreSQL', () => new PostgresEngine(options(PG_URL, MAX_BYTES))]);
if (await serviceAvailable('mysql', 'the result size limit on MySQL'))
  engines.push(['MySQL', () => new MysqlEngine(options(MYSQL_URL, MAX_BYTES))]);

afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

describe.each(engines)('the result size limit on %s', (name, create) => {
  it('cuts the rows before they take more than the limit, and says so', async () => {
    const engine = create();
    try {
      const connection = await engine.connect();
      try {
        const cut = await connection.run(WIDE[name] as string, 100_000);
        expect(cut.sizeLimited).toBe(true);
        // About a kilobyte a row: most of a megabyte is kept, and never more.
        expect(cut.rowCount).toBeGreaterThan(900);
        expect(cut.rowCount).toBeLessThan(1000);
        expect(readHeader(cut.table).rowCount).toBe(cut.rowCount);
        expect(cut.table.byteLength).toBeLessThan(MAX_BYTES * 1.1);
        const small = await connection.run('select 1 as one', 100_000);
        expect(small.sizeLimited).toBe(false);
        expect(small.rowCount).toBe(1);
      } finally {
        await connection.close();
      }
    } finally {
      await engine.close();
    }
  });
});

describe('the result size limit on fixed-width DuckDB results', () => {
  it('materialises what the row limit keeps under the cap, and cuts what it does not', async () => {
    const engine = new DuckDbEngine(options('duckdb:///:memory:', 100_000));
    const connection = await engine.connect();
    try {
      // 1 001 rows of one number: at most 8 kB, known before the run.
      const small = await connection.run('select i from range(5000) t(i)', 1000);
      expect(small).toMatchObject({ rowCount: 1000, fetched: 1001, sizeLimited: false });
      // 100 001 rows could take 800 kB: streamed, and cut at the cap.
      const large = await connection.run('select i from range(200000) t(i)', 100_000);
      expect(large.sizeLimited).toBe(true);
      expect(large.rowCount).toBe(12_500);
    } finally {
      await connection.close();
      await engine.close();
    }
  });
});
