import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '@server/engines/duckdb/duckdbDialect';
import type { Dialect } from '@server/engines/engine';
import { mysqlDialect } from '@server/engines/mysql/mysqlDialect';
import { postgresDialect } from '@server/engines/postgres/postgresDialect';
import { ChartQueryError } from './chartQueryError';
import {
  type CompileQueryInput,
  compileQuery,
  compileSamples,
  effectiveLimit,
} from './compileQuery';
import { query, salesDataset } from './testing/compileFixtures';

const DIALECTS: Dialect[] = [duckdbDialect, postgresDialect, mysqlDialect];
const NOW = new Date(Date.UTC(2024, 5, 15, 12));

function compile(raw: Record<string, unknown>, overrides: Partial<CompileQueryInput> = {}) {
  return compileQuery({
    query: query(raw),
    dataset: salesDataset(),
    dialect: postgresDialect,
    rlsClauses: [],
    allowAdhocSubquery: false,
    now: NOW,
    ...overrides,
  });
}

function failure(raw: Record<string, unknown>, overrides: Partial<CompileQueryInput> = {}) {
  try {
    compile(raw, overrides);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartQueryError);
    return (error as ChartQueryError).message;
  }
  throw new Error('compiled');
}

describe('compileQuery', () => {
  it('selects columns and metrics with quoted labels and groups by the columns', () => {
    const compiled = compile({
      columns: ['country', { sqlExpression: 'lower(country)', label: 'Low "c"' }],
      metrics: [
        'count',
        { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'num2' } },
        { expressionType: 'SQL', sqlExpression: 'SUM(num) / 2', label: 'half' },
      ],
      row_limit: 10,
    });
    expect(compiled.sql).toBe(
      [
        'SELECT "country" AS "country",',
        '       (lower(country)) AS "Low ""c""",',
        '       (COUNT(*)) AS "count",',
        '       COUNT(DISTINCT (num * 2)) AS "COUNT_DISTINCT(num2)",',
        '       (SUM(num) / 2) AS "half"',
        'FROM "sales"',
        'GROUP BY "country",',
        '         (lower(country))',
        'LIMIT 10',
      ].join('\n'),
    );
    expect(compiled.labelMap).toEqual({
      country: ['country'],
      'Low "c"': ['Low "c"'],
      count: ['count'],
      'COUNT_DISTINCT(num2)': ['COUNT_DISTINCT(num2)'],
      half: ['half'],
    });
  });

  it('quotes names per dialect and reads a virtual dataset as a subquery', () => {
    const mysql = compile({ columns: ['country'], metrics: ['total'] }, { dialect: mysqlDialect });
    expect(mysql.sql).toContain('SELECT `country` AS `country`');
    expect(mysql.sql).toContain('FROM `sales`');
    const virtual = compile(
      { columns: ['country'] },
      { dataset: salesDataset({ sql: 'SELECT * FROM raw_sales -- all;\n;', schema: 'main' }) },
    );
    expect(virtual.sql).toContain('FROM (\nSELECT * FROM raw_sales -- all;\n) AS virtual_table');
    expect(virtual.sql).not.toContain('GROUP BY');
  });

  it('quotes hostile values by the dialect, never pasting them', () => {
    const hostile = ["O'Brien", 'back\\slash', "'; drop table sales; --"];
    const raw = { columns: ['country'], filters: [{ col: 'country', op: 'IN', val: hostile }] };
    expect(compile(raw, { dialect: duckdbDialect }).sql).toContain(
      `"country" IN ('O''Brien', 'back\\slash', '''; drop table sales; --')`,
    );
    expect(compile(raw, { dialect: mysqlDialect }).sql).toContain(
      "`country` IN ('O''Brien', 'back\\\\slash', '''; drop table sales; --')",
    );
  });

  it('writes every operator', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ col: 'num', op: '==', val: 3 }, '"num" = 3'],
      [{ col: 'num', op: '==', val: '3' }, '"num" = 3'],
      [{ col: 'country', op: '==', val: null }, '"country" IS NULL'],
      [{ col: 'country', op: '!=', val: 'US' }, `"country" <> 'US'`],
      [{ col: 'country', op: '!=', val: null }, '"country" IS NOT NULL'],
      [{ col: 'num', op: '>', val: 1.5 }, '"num" > 1.5'],
      [{ col: 'num', op: '<', val: 2 }, '"num" < 2'],
      [{ col: 'num', op: '>=', val: 2 }, '"num" >= 2'],
      [{ col: 'num', op: '<=', val: 2 }, '"num" <= 2'],
      [{ col: 'country', op: 'LIKE', val: 'U%' }, `"country" LIKE 'U%'`],
      [{ col: 'country', op: 'NOT LIKE', val: 'U%' }, `"country" NOT LIKE 'U%'`],
      [{ col: 'country', op: 'ILIKE', val: 'u%' }, `"country" ILIKE 'u%'`],
      [{ col: 'country', op: 'NOT ILIKE', val: 'u%' }, `"country" NOT ILIKE 'u%'`],
      [{ col: 'country', op: 'IS NULL' }, '"country" IS NULL'],
      [{ col: 'country', op: 'IS NOT NULL' }, '"country" IS NOT NULL'],
      [{ col: 'country', op: 'IN', val: ['a', 'b'] }, `("country" IN ('a', 'b'))`],
      [{ col: 'country', op: 'IN', val: [] }, '(1 = 0)'],
      [
        { col: 'country', op: 'NOT IN', val: ['a', null] },
        `NOT ("country" IS NULL OR "country" IN ('a'))`,
      ],
      [{ col: 'flag', op: 'IS TRUE' }, '"flag" IS TRUE'],
      [{ col: 'flag', op: 'IS FALSE' }, '"flag" IS FALSE'],
      [{ col: 'flag', op: '==', val: 'true' }, '"flag" = TRUE'],
      [{ col: 'num2', op: '>', val: 4 }, '(num * 2) > 4'],
      [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
        `"ds" >= TIMESTAMP '2024-01-01 00:00:00.000' AND "ds" < TIMESTAMP '2024-02-01 00:00:00.000'`,
      ],
      [
        { col: 'day_text', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
        `"day_text" >= '2024-01-01' AND "day_text" < '2024-02-01'`,
      ],
      [
        { col: 'ds', op: '>=', val: Date.UTC(2024, 0, 2) },
        `"ds" >= TIMESTAMP '2024-01-02 00:00:00.000'`,
      ],
    ];
    for (const [filter, expected] of cases) {
      const compiled = compile({ columns: ['country'], filters: [filter] });
      expect(compiled.sql, JSON.stringify(filter)).toContain(`WHERE ${expected}\n`);
      expect(compiled.appliedFilters).toEqual([{ column: filter.col }]);
    }
    const mysql = compile(
      { columns: ['country'], filters: [{ col: 'country', op: 'NOT ILIKE', val: 'u%' }] },
      { dialect: mysqlDialect },
    );
    expect(mysql.sql).toContain("WHERE LOWER(`country`) NOT LIKE LOWER('u%')");
  });

  it('refuses filters without the value their operator needs', () => {
    expect(failure({ columns: ['num'], filters: [{ col: 'num', op: '>' }] })).toBe(
      'Must specify a value for filters with comparison operators',
    );
    expect(failure({ columns: ['num'], filters: [{ col: 'num', op: '==', val: [1, 2] }] })).toMatch(
      /one value/,
    );
  });

  it('rejects filters on unknown or non-temporal columns and reports the time bounds', () => {
    const compiled = compile({
      columns: ['country'],
      filters: [
        { col: 'nope', op: '==', val: 1 },
        { col: 'country', op: 'TEMPORAL_RANGE', val: 'Last week' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' },
      ],
      applied_time_extras: { __time_range: 'Last week' },
    });
    expect(compiled.rejectedFilters).toEqual([
      { column: 'nope', reason: 'not_in_datasource' },
      { column: 'country', reason: 'no_temporal_column' },
    ]);
    expect(compiled.appliedFilters).toEqual([{ column: 'ds' }, { column: '__time_range' }]);
    expect(compiled.fromDttm).toBe(Date.UTC(2024, 0, 1));
    expect(compiled.toDttm).toBe(Date.UTC(2024, 1, 1));
    expect(compiled.sql).not.toContain('nope');
    const noTime = compile(
      { columns: ['country'], applied_time_extras: { __time_range: 'Last week' } },
      { dataset: salesDataset({ columns: salesDataset().columns.slice(1, 3) }) },
    );
    expect(noTime.rejectedFilters).toEqual([
      { column: '__time_range', reason: 'no_temporal_column' },
    ]);
  });

  it('names unknown columns and metrics as Superset does', () => {
    expect(
      failure({
        columns: ['country', 'foo'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'bar' } }],
      }),
    ).toBe("Columns missing in dataset: ['foo', 'bar']");
    expect(failure({ columns: ['country'], metrics: ['revenue'] })).toBe(
      "Metric 'revenue' does not exist",
    );
    expect(failure({ columns: ['country'], orderby: [['baz', true]] })).toBe(
      "Columns missing in dataset: ['baz']",
    );
    expect(failure({ columns: [] })).toBe('Empty query?');
    expect(failure({ columns: ['country', 'country'] })).toMatch(
      /^Duplicate column\/metric labels: "country"/,
    );
  });

  it('guards custom SQL in metrics, columns, filters and extras', () => {
    const subquery = 'Custom SQL fields cannot contain sub-queries.';
    expect(failure({ columns: [{ sqlExpression: '(SELECT 1)', label: 'x' }] })).toBe(subquery);
    expect(
      failure({ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(a); DROP TABLE t' }] }),
    ).toMatch(/more than one statement/);
    expect(failure({ columns: ['country'], extras: { where: '1 = 1) OR (1 = 1' } })).toMatch(
      /balanced/,
    );
    expect(
      failure({ columns: ['country'], metrics: ['count'], extras: { having: 'COUNT(*) > 1 --' } }),
    ).toMatch(/comment/);
    expect(
      failure({
        columns: ['country'],
        filters: [{ col: { sqlExpression: 'a IN (SELECT 1)' }, op: 'IS NULL' }],
      }),
    ).toBe(subquery);
    expect(
      compile(
        { columns: [{ sqlExpression: '(SELECT 1)', label: 'x' }] },
        { allowAdhocSubquery: true },
      ).sql,
    ).toContain('((SELECT 1)) AS "x"');
  });

  it('adds custom WHERE and HAVING and ANDs the RLS clauses', () => {
    const compiled = compile(
      {
        columns: ['country'],
        metrics: ['count'],
        where: "country <> 'x'",
        extras: { having: 'COUNT(*) > 1' },
      },
      { rlsClauses: ['num > 0', "country = 'US' OR country = 'FR'"] },
    );
    expect(compiled.sql).toContain(
      "WHERE (country <> 'x')\n  AND (num > 0)\n  AND (country = 'US' OR country = 'FR')\n",
    );
    expect(compiled.sql).toContain('HAVING (COUNT(*) > 1)');
  });

  it('orders, limits and offsets', () => {
    const compiled = compile({
      columns: ['country'],
      metrics: ['count'],
      orderby: [
        ['count', false],
        ['num', true],
        [{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' } }, true],
      ],
      row_limit: 5,
      row_offset: 10,
    });
    expect(compiled.sql).toContain(
      'ORDER BY "count" DESC,\n         "num" ASC,\n         MAX("num") ASC\nLIMIT 5\nOFFSET 10',
    );
    const sum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } };
    expect(
      compile({ columns: ['country'], metrics: [sum], orderby: [[sum, false]] }).sql,
    ).toContain('ORDER BY "SUM(num)" DESC');
    expect(effectiveLimit(null)).toBe(50_000);
    expect(effectiveLimit(null, 1000)).toBe(1000);
    expect(effectiveLimit(0, 100_000)).toBe(100_000);
    expect(effectiveLimit(200_000, 100_000)).toBe(100_000);
    expect(compile({ columns: ['country'] }).sql).toContain('LIMIT 50000');
  });

  it('compiles legacy timeseries queries with __timestamp and the time range on granularity', () => {
    for (const dialect of DIALECTS) {
      const compiled = compile(
        {
          metrics: ['count'],
          is_timeseries: true,
          granularity_sqla: 'ds',
          time_range: '2024-01-01 : 2024-03-01',
          extras: { time_grain_sqla: 'P1M' },
        },
        { dialect },
      );
      const grain = dialect.timeGrains.P1M!.replaceAll('{col}', dialect.quoteIdentifier('ds'));
      expect(compiled.sql).toContain(
        `SELECT ${grain} AS ${dialect.quoteIdentifier('__timestamp')}`,
      );
      expect(compiled.sql).toContain(`GROUP BY ${grain}`);
      expect(compiled.timeColumn).toBe('__timestamp');
      expect(compiled.fromDttm).toBe(Date.UTC(2024, 0, 1));
    }
    expect(failure({ metrics: ['count'], is_timeseries: true })).toMatch(
      /Datetime column not provided/,
    );
    expect(
      failure({
        metrics: ['count'],
        is_timeseries: true,
        granularity: 'ds',
        extras: { time_grain_sqla: 'P2D' },
      }),
    ).toBe('No grain spec for P2D for database PostgreSQL');
  });

  it('truncates the x-axis to its grain and names it the time column', () => {
    const compiled = compile({
      columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1W' }],
      metrics: ['count'],
    });
    expect(compiled.sql).toContain(`SELECT date_trunc('week', "ds") AS "ds"`);
    expect(compiled.timeColumn).toBe('ds');
    const filtered = compile({
      columns: ['country'],
      filters: [
        {
          col: { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1W' },
          op: 'TEMPORAL_RANGE',
          val: '2024-01-01 : 2024-01-02',
        },
      ],
    });
    expect(filtered.sql).toContain(`WHERE "ds" >= TIMESTAMP '2024-01-01 00:00:00.000'`);
  });

  it('turns epoch columns into timestamps before the grain', () => {
    const epoch = salesDataset({
      columns: [
        {
          column_name: 'ts',
          type: 'BIGINT',
          type_generic: 0,
          is_dttm: true,
          python_date_format: 'epoch_ms',
        },
      ],
    });
    const compiled = compile(
      {
        columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ts', label: 'ts', timeGrain: 'P1D' }],
        metrics: ['count'],
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-01-02' }],
      },
      { dataset: epoch },
    );
    expect(compiled.sql).toContain(
      `SELECT date_trunc('day', (timestamp 'epoch' + "ts" / 1000.0 * interval '1 second')) AS "ts"`,
    );
    expect(compiled.sql).toContain('WHERE "ts" >= 1704067200000 AND "ts" < 1704153600000');
  });

  it('limits series with a ranked subquery on the unshifted range', () => {
    const compiled = compile(
      {
        columns: [
          { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1D' },
          'country',
        ],
        metrics: ['count'],
        series_columns: ['country'],
        series_limit: 2,
        series_limit_metric: 'total',
        order_desc: false,
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
      },
      { timeOffset: '1 year ago' },
    );
    expect(compiled.sql).toContain(
      'JOIN (\n  SELECT "country" AS "__series_0"\n  FROM "sales"\n' +
        `  WHERE "ds" >= TIMESTAMP '2024-01-01 00:00:00.000' AND "ds" < TIMESTAMP '2024-02-01 00:00:00.000'\n` +
        '  GROUP BY "country"\n  ORDER BY (SUM(num)) ASC\n  LIMIT 2\n) AS series_limit ON "country" = series_limit."__series_0"',
    );
    expect(compiled.sql).toContain(
      `WHERE "ds" >= TIMESTAMP '2023-01-01 00:00:00.000' AND "ds" < TIMESTAMP '2023-02-01 00:00:00.000'`,
    );
    expect(compiled.fromDttm).toBe(Date.UTC(2023, 0, 1));
    expect(compiled.toDttm).toBe(Date.UTC(2023, 1, 1));
  });

  it('selects labels too long for the engine under a short alias, named back in columnAliases', () => {
    const label = `Total of ${'x'.repeat(60)}`;
    const raw = {
      columns: ['country'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label }],
      orderby: [[label, false]],
    };
    const compiled = compile(raw);
    const [alias] = Object.keys(compiled.columnAliases);
    expect(alias).toMatch(/^label_[0-9a-f]{16}$/);
    expect(compiled.columnAliases).toEqual({ [alias!]: label });
    expect(compiled.sql).toContain(`(SUM(num)) AS "${alias}"`);
    expect(compiled.sql).toContain(`ORDER BY "${alias}" DESC`);
    expect(compiled.labelMap[label]).toEqual([label]);
    expect(compile(raw, { dialect: duckdbDialect }).columnAliases).toEqual({});
    expect(compile({ columns: ['country'] }).columnAliases).toEqual({});
  });

  it('counts rows with is_rowcount', () => {
    const compiled = compile({
      columns: ['country'],
      metrics: ['count'],
      is_rowcount: true,
      orderby: [['count', false]],
      row_limit: 7,
    });
    expect(compiled.sql).toMatch(/^SELECT COUNT\(\*\) AS rowcount\nFROM \(\nSELECT /);
    expect(compiled.sql).toMatch(/LIMIT 7\n\) AS rowcount_qry$/);
    expect(compiled.sql).not.toContain('ORDER BY');
    expect(compiled.labelMap).toEqual({ rowcount: ['rowcount'] });
  });

  it('compiles samples: every dataset column, raw, with filters, and their count', () => {
    const samples = compileSamples({
      query: query({
        filters: [{ col: 'num', op: '>', val: 1 }],
        row_limit: 20,
        row_offset: 40,
        metrics: ['count'],
      }),
      dataset: salesDataset(),
      dialect: duckdbDialect,
      rlsClauses: ['num < 100'],
      allowAdhocSubquery: false,
    });
    expect(samples.sql).toBe(
      [
        'SELECT "ds" AS "ds",',
        '       "country" AS "country",',
        '       "num" AS "num",',
        '       "flag" AS "flag",',
        '       (num * 2) AS "num2",',
        '       "day_text" AS "day_text"',
        'FROM "sales"',
        'WHERE "num" > 1',
        '  AND (num < 100)',
        'LIMIT 20',
        'OFFSET 40',
      ].join('\n'),
    );
    expect(samples.countSql).toMatch(/^SELECT COUNT\(\*\) AS rowcount\nFROM \(\n/);
    expect(samples.countSql).not.toMatch(/LIMIT|OFFSET/);
  });
});
