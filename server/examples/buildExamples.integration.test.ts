import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  buildExamples,
  EXAMPLE_TABLE_DESCRIPTIONS,
  EXAMPLE_TABLES,
  EXAMPLES_MARKER_TABLE,
  EXAMPLES_VERSION,
  type BuildExamplesResult,
} from './buildExamples';

type Row = Record<string, unknown>;

/** Runs one statement on the examples file and closes it again, so tests never hold it open. */
async function query(file: string, sql: string, readOnly = true): Promise<Row[]> {
  const instance = await DuckDBInstance.create(file, readOnly ? { access_mode: 'READ_ONLY' } : {});
  try {
    const connection = await instance.connect();
    try {
      return (await connection.runAndReadAll(sql)).getRowObjectsJson();
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Column name → DuckDB type of a table in schema main. */
async function columnTypes(file: string, table: string): Promise<Record<string, string>> {
  const rows = await query(
    file,
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'main' AND table_name = '${table}' ORDER BY ordinal_position`,
  );
  return Object.fromEntries(rows.map((row) => [String(row.column_name), String(row.data_type)]));
}

// Above Linux's largest possible pid, so no process can own it.
const DEAD_PID = 4_194_305;

let home: string;
let file: string;
let first: BuildExamplesResult;
const lines: string[] = [];

beforeAll(async () => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-examples-'));
  first = await buildExamples(home, { log: (line) => lines.push(line) });
  file = first.path;
});

afterAll(() => {
  fs.rmSync(home, { recursive: true, force: true });
});

describe('buildExamples', () => {
  it('builds examples.duckdb in the home folder and reports every table with its rows', () => {
    expect(first.built).toBe(true);
    expect(file).toBe(path.join(home, 'examples.duckdb'));
    expect(fs.existsSync(file)).toBe(true);
    expect(first.tables.map((table) => table.name)).toEqual(EXAMPLE_TABLES);
    expect(first.tables.every((table) => table.rows > 0)).toBe(true);
    expect(first.ms).toBeGreaterThan(0);
    // One line per table with its row count, then the total with the build time.
    for (const table of first.tables) {
      const rows = table.rows.toLocaleString('en-US');
      expect(lines).toContainEqual(
        expect.stringMatching(`^examples: ${table.name}: ${rows} rows in [\\d.]+ s$`),
      );
    }
    expect(first.tables.find((table) => table.name === 'flights')?.rows).toBe(3_000_000);
    expect(lines.at(-1)).toMatch(/^examples: built 21 tables, [\d,]+ rows in [\d.]+ s$/);
    expect(fs.readdirSync(home)).toEqual(['examples.duckdb']);
  });

  it('creates every required table in schema main, each with a description', async () => {
    const rows = await query(
      file,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'`,
    );
    const names = rows.map((row) => row.table_name);
    for (const table of [
      'flights',
      'airports',
      'movies',
      'cars',
      'gapminder',
      'seattle_weather',
      'stocks',
      'sp500',
      'population',
      'unemployment_across_industries',
      'penguins',
      'disasters',
      'us_employment',
      'iowa_electricity',
      'co2_concentration',
      'global_temp',
      'weather',
      'barley',
      'jobs',
      'income',
      'zipcodes',
    ]) {
      expect(names).toContain(table);
      expect(EXAMPLE_TABLE_DESCRIPTIONS[table as (typeof EXAMPLE_TABLES)[number]]).toBeTruthy();
    }
    expect(names.sort()).toEqual([...EXAMPLE_TABLES, EXAMPLES_MARKER_TABLE].sort());
  });

  it('loads all 3,000,000 flights with a TIMESTAMP date', async () => {
    const [row] = await query(
      file,
      'SELECT count(*) AS n, min(date) AS lo, max(date) AS hi FROM flights',
    );
    expect(row).toEqual({ n: '3000000', lo: '2001-01-01 00:01:00', hi: '2001-07-01 00:00:00' });
    expect(await columnTypes(file, 'flights')).toEqual({
      date: 'TIMESTAMP',
      delay: 'BIGINT',
      distance: 'BIGINT',
      origin: 'VARCHAR',
      destination: 'VARCHAR',
    });
  });

  it('uses snake_case table and column names that need no quoting', async () => {
    const rows = await query(
      file,
      `SELECT c.table_name, c.column_name, k.keyword_category
       FROM information_schema.columns c
       LEFT JOIN duckdb_keywords() k ON k.keyword_name = c.column_name AND k.keyword_category = 'reserved'
       WHERE c.table_schema = 'main'`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(String(row.table_name)).toMatch(/^_?[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(String(row.column_name)).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(row.keyword_category).toBeNull();
    }
  });

  it('stores only plain scalar types: no JSON, nested or untyped date strings', async () => {
    const rows = await query(
      file,
      `SELECT DISTINCT data_type FROM information_schema.columns WHERE table_schema = 'main'`,
    );
    const types = rows.map((row) => String(row.data_type));
    for (const type of types)
      expect(['BIGINT', 'INTEGER', 'DOUBLE', 'VARCHAR', 'DATE', 'TIMESTAMP']).toContain(type);
  });

  it('keeps real values: cars, stocks, penguins, movies and friends', async () => {
    const [cars] = await query(
      file,
      'SELECT count(*) AS n, max(miles_per_gallon) AS best FROM cars',
    );
    expect(cars).toEqual({ n: '406', best: 46.6 });
    expect((await columnTypes(file, 'cars')).miles_per_gallon).toBe('DOUBLE');

    const [stocks] = await query(
      file,
      'SELECT min(date) AS lo, max(date) AS hi, count(DISTINCT symbol) AS symbols FROM stocks',
    );
    expect(stocks).toEqual({ lo: '2000-01-01', hi: '2010-03-01', symbols: '5' });
    expect((await columnTypes(file, 'stocks')).date).toBe('DATE');
    expect(await query(file, `SELECT price FROM sp500 WHERE date = DATE '2000-01-01'`)).toEqual([
      { price: 1394.46 },
    ]);

    const species = await query(file, 'SELECT DISTINCT species FROM penguins ORDER BY 1');
    expect(species.map((row) => row.species)).toEqual(['Adelie', 'Chinstrap', 'Gentoo']);
    expect(Object.keys(await columnTypes(file, 'penguins'))).toContain('beak_length_mm');

    // Titles that are numbers in the JSON file stay text, and "Jun 12 1998" becomes a DATE.
    expect(
      await query(
        file,
        `SELECT title, release_date FROM movies WHERE title IN ('1776', 'The Land Girls') ORDER BY 1`,
      ),
    ).toEqual([
      { title: '1776', release_date: '1972-11-09' },
      { title: 'The Land Girls', release_date: '1998-06-12' },
    ]);
    expect((await columnTypes(file, 'movies')).imdb_rating).toBe('DOUBLE');

    const unemployment = await columnTypes(file, 'unemployment_across_industries');
    expect(unemployment.date).toBe('DATE');
    const [months] = await query(
      file,
      'SELECT count(*) FILTER (WHERE date <> make_date(CAST(year AS INTEGER), CAST(month AS INTEGER), 1)) AS off FROM unemployment_across_industries',
    );
    expect(months).toEqual({ off: '0' });

    expect(Object.keys(await columnTypes(file, 'co2_concentration'))).toEqual([
      'date',
      'co2',
      'adjusted_co2',
    ]);
    expect(Object.keys(await columnTypes(file, 'income'))).toContain('income_group');
    expect(await query(file, `SELECT city FROM zipcodes WHERE zip_code = '00501'`)).toEqual([
      { city: 'Holtsville' },
    ]);
    expect(await query(file, `SELECT iata, city FROM airports WHERE iata = 'SEA'`)).toEqual([
      { iata: 'SEA', city: 'Seattle' },
    ]);
  });

  it('skips an up-to-date file: built false, same counts, file untouched', async () => {
    const before = fs.statSync(file);
    const again = await buildExamples(home);
    expect(again).toMatchObject({ path: file, built: false, tables: first.tables });
    const after = fs.statSync(file);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.ino).toBe(before.ino);
  });

  it('shares one run between concurrent calls', async () => {
    const [a, b] = await Promise.all([buildExamples(home), buildExamples(home)]);
    expect(a).toBe(b);
    expect(a.built).toBe(false);
  });

  it('removes temporary files of dead builds but not of running ones', async () => {
    const dead = path.join(home, `examples.duckdb.tmp-${DEAD_PID}`);
    const live = path.join(home, `examples.duckdb.tmp-${process.ppid}`);
    for (const leftover of [dead, `${dead}.wal`, live]) fs.writeFileSync(leftover, 'partial');
    const log: string[] = [];
    const result = await buildExamples(home, { log: (line) => log.push(line) });
    expect(result.built).toBe(false);
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(`${dead}.wal`)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    expect(log).toContain(`examples: removed stale examples.duckdb.tmp-${DEAD_PID}`);
    fs.rmSync(live);
  });

  it('fails cleanly when data files are missing, leaving no partial file', async () => {
    const emptyHome = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-examples-empty-'));
    try {
      await expect(buildExamples(emptyHome, { dataDir: emptyHome })).rejects.toThrow(
        /flights-3m\.parquet/,
      );
      expect(fs.readdirSync(emptyHome)).toEqual([]);
    } finally {
      fs.rmSync(emptyHome, { recursive: true, force: true });
    }
  });

  it('rebuilds a file written by another version', async () => {
    await query(file, `UPDATE main.${EXAMPLES_MARKER_TABLE} SET version = version - 1`, false);
    const before = fs.statSync(file);
    const rebuilt = await buildExamples(home);
    expect(rebuilt.built).toBe(true);
    expect(rebuilt.tables).toEqual(first.tables);
    expect(fs.statSync(file).ino).not.toBe(before.ino);
    expect(await query(file, `SELECT version FROM main.${EXAMPLES_MARKER_TABLE}`)).toEqual([
      { version: EXAMPLES_VERSION },
    ]);
    expect(fs.readdirSync(home)).toEqual(['examples.duckdb']);
  });
});
