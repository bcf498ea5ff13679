import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SemanticDataset } from '@common/api/datasets';
import { dialectFor } from '@server/engines/dialects';
import type { TimeGrain } from '@server/engines/engine';
import { resultRows } from '@server/test/resultRows';
import { serviceAvailable } from '@server/test/testServices';
import { ChartQueryError } from './chartQueryError';
import { type CompileQueryInput, compileQuery, compileSamples } from './compileQuery';
import { query, salesDataset } from './testing/compileFixtures';
import { duckdbSales, mysqlSales, postgresSales, type SalesTable } from './testing/salesTables';

const TARGETS = [
  { name: 'DuckDB', open: duckdbSales, available: true },
  {
    name: 'PostgreSQL',
    open: postgresSales,
    available: await serviceAvailable('postgres', 'chart query compiler'),
  },
  {
    name: 'MariaDB',
    open: mysqlSales,
    available: await serviceAvailable('mysql', 'chart query compiler'),
  },
];

/** "YYYY-MM-DD HH:MM:SS" of whatever an engine answers for a date or timestamp. */
function wallTime(value: unknown): string {
  if (typeof value === 'number')
    return new Date(value).toISOString().slice(0, 19).replace('T', ' ');
  const text = String(value).replace('T', ' ');
  return text.length === 10 ? `${text} 00:00:00` : text.slice(0, 19);
}

describe.each(TARGETS)('compiled chart queries on $name', ({ open, available }) => {
  let table: SalesTable;
  let dataset: SemanticDataset;

  beforeAll(async () => {
    if (!available) return;
    table = await open();
    const base = salesDataset();
    dataset = salesDataset({
      schema: table.schema,
      columns: [
        { column_name: 'id', type: 'INTEGER', type_generic: 0, is_dttm: false },
        ...base.columns,
        {
          column_name: 'ts_s',
          type: 'BIGINT',
          type_generic: 0,
          is_dttm: true,
          python_date_format: 'epoch_s',
        },
      ],
    });
  });
  afterAll(async () => {
    await table?.drop();
  });

  function compile(raw: Record<string, unknown>, overrides: Partial<CompileQueryInput> = {}) {
    return compileQuery({
      query: query(raw),
      dataset,
      dialect: dialectFor(table.backend)!,
      rlsClauses: [],
      allowAdhocSubquery: false,
      ...overrides,
    });
  }

  async function run(sql: string) {
    const connection = await table.engine.connect();
    try {
      return resultRows(await connection.run(sql, null));
    } finally {
      await connection.close();
    }
  }

  async function count(raw: Record<string, unknown>, overrides: Partial<CompileQueryInput> = {}) {
    const rows = await run(compile({ metrics: ['count'], ...raw }, overrides).sql);
    return Number(rows[0]?.count);
  }

  it.skipIf(!available)('answers every filter operator', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ col: 'num', op: '==', val: 10 }, 1],
      [{ col: 'num', op: '==', val: '10' }, 1],
      [{ col: 'country', op: '==', val: null }, 1],
      [{ col: 'country', op: '!=', val: 'US' }, 5],
      [{ col: 'num', op: '>', val: 7 }, 4],
      [{ col: 'num', op: '<', val: 3 }, 2],
      [{ col: 'num', op: '>=', val: 7 }, 5],
      [{ col: 'num', op: '<=', val: 3 }, 3],
      [{ col: 'country', op: 'LIKE', val: 'U%' }, 3],
      [{ col: 'country', op: 'NOT LIKE', val: 'U%' }, 5],
      [{ col: 'country', op: 'ILIKE', val: 'fr' }, 3],
      [{ col: 'country', op: 'NOT ILIKE', val: 'fr' }, 5],
      [{ col: 'country', op: 'REGEX', val: '^(US|FR)$' }, 6],
      [{ col: 'country', op: 'REGEX', val: '^U' }, 3],
      [{ col: 'num', op: 'REGEX', val: '^[0-9]0$' }, 3],
      [{ col: 'country', op: 'IS NULL' }, 1],
      [{ col: 'country', op: 'IS NOT NULL' }, 8],
      [{ col: 'country', op: 'IN', val: ['US', 'FR'] }, 6],
      [{ col: 'country', op: 'IN', val: ['US', null] }, 4],
      [{ col: 'country', op: 'IN', val: [] }, 0],
      [{ col: 'country', op: 'NOT IN', val: ['US'] }, 5],
      [{ col: 'country', op: 'NOT IN', val: ['US', null] }, 5],
      [{ col: 'flag', op: 'IS TRUE' }, 5],
      [{ col: 'flag', op: 'IS FALSE' }, 3],
      [{ col: 'num2', op: '>', val: 30 }, 3],
      [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-01-07' }, 4],
      [{ col: 'day_text', op: 'TEMPORAL_RANGE', val: '2024-01-02 : 2024-02-16' }, 4],
      [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }, 9],
    ];
    for (const [filter, expected] of cases)
      expect(await count({ filters: [filter] }), JSON.stringify(filter)).toBe(expected);
  });

  it.skipIf(!available)('quotes hostile values so they match exactly', async () => {
    const equal = (val: string) => count({ filters: [{ col: 'country', op: '==', val }] });
    expect(await equal("O'Brien")).toBe(1);
    expect(await equal('back\\slash')).toBe(1);
    expect(await equal("'; drop table sales; --")).toBe(0);
    expect(await equal("\\'; drop table sales; --")).toBe(0);
    expect(
      await count({ filters: [{ col: 'country', op: 'IN', val: ["O'Brien", 'back\\slash'] }] }),
    ).toBe(2);
    expect(await count({ filters: [{ col: 'country', op: 'LIKE', val: "O'%" }] })).toBe(1);
    const regex = (val: string) => count({ filters: [{ col: 'country', op: 'REGEX', val }] });
    expect(await regex("^O'B")).toBe(1);
    // A regex backslash escape reaches the engine intact: it matches the one literal backslash.
    expect(await regex('k\\\\s')).toBe(1);
    expect(await regex("'; drop table sales; --")).toBe(0);
    expect(await count({})).toBe(9);
  });

  it.skipIf(!available)('truncates to every grain the engine supports', async () => {
    const expected: Record<TimeGrain, [string, string]> = {
      // [row 6: Thursday 2024-02-15 17:47:13, row 5: Sunday 2024-01-07 12:00:00]
      PT1S: ['2024-02-15 17:47:13', '2024-01-07 12:00:00'],
      PT5S: ['2024-02-15 17:47:10', '2024-01-07 12:00:00'],
      PT30S: ['2024-02-15 17:47:00', '2024-01-07 12:00:00'],
      PT1M: ['2024-02-15 17:47:00', '2024-01-07 12:00:00'],
      PT5M: ['2024-02-15 17:45:00', '2024-01-07 12:00:00'],
      PT10M: ['2024-02-15 17:40:00', '2024-01-07 12:00:00'],
      PT15M: ['2024-02-15 17:45:00', '2024-01-07 12:00:00'],
      PT30M: ['2024-02-15 17:30:00', '2024-01-07 12:00:00'],
      PT1H: ['2024-02-15 17:00:00', '2024-01-07 12:00:00'],
      PT6H: ['2024-02-15 12:00:00', '2024-01-07 12:00:00'],
      P1D: ['2024-02-15 00:00:00', '2024-01-07 00:00:00'],
      P1W: ['2024-02-12 00:00:00', '2024-01-01 00:00:00'],
      P1M: ['2024-02-01 00:00:00', '2024-01-01 00:00:00'],
      P3M: ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
      P1Y: ['2024-01-01 00:00:00', '2024-01-01 00:00:00'],
      '1969-12-28T00:00:00Z/P1W': ['2024-02-11 00:00:00', '2024-01-07 00:00:00'],
      '1969-12-29T00:00:00Z/P1W': ['2024-02-12 00:00:00', '2024-01-01 00:00:00'],
      'P1W/1970-01-03T00:00:00Z': ['2024-02-17 00:00:00', '2024-01-13 00:00:00'],
      'P1W/1970-01-04T00:00:00Z': ['2024-02-18 00:00:00', '2024-01-07 00:00:00'],
    };
    const dialect = dialectFor(table.backend)!;
    expect(Object.keys(dialect.timeGrains).sort()).toEqual(Object.keys(expected).sort());
    for (const [grain, [thursday, sunday]] of Object.entries(expected)) {
      const sql = compile({
        columns: [
          { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: grain },
          'id',
        ],
        metrics: ['count'],
        filters: [{ col: 'id', op: 'IN', val: [5, 6] }],
        orderby: [['id', false]],
      }).sql;
      const rows = await run(sql);
      expect(
        rows.map((row) => wallTime(row.ds)),
        grain,
      ).toEqual([thursday, sunday]);
    }
  });

  it.skipIf(!available)('answers legacy timeseries queries under __timestamp', async () => {
    const rows = await run(
      compile({
        metrics: ['total'],
        is_timeseries: true,
        granularity_sqla: 'ds',
        time_range: '2024-01-01 : 2024-12-31',
        extras: { time_grain_sqla: 'P1M' },
        orderby: [['__timestamp', true]],
      }).sql,
    );
    expect(rows.map((row) => [wallTime(row.__timestamp), Number(row.total)])).toEqual([
      ['2024-01-01 00:00:00', 38],
      ['2024-02-01 00:00:00', 7],
      ['2024-04-01 00:00:00', 3],
    ]);
  });

  it.skipIf(!available)('reads a column of epoch seconds as time', async () => {
    const byMonth = async (column: string) =>
      run(
        compile({
          columns: [
            { columnType: 'BASE_AXIS', sqlExpression: column, label: 'month', timeGrain: 'P1M' },
          ],
          metrics: ['total'],
          filters: [{ col: column, op: 'TEMPORAL_RANGE', val: '2024-01-02 : 2024-12-31' }],
          orderby: [['month', true]],
        }).sql,
      ).then((rows) => rows.map((row) => [wallTime(row.month), Number(row.total)]));
    expect(await byMonth('ts_s')).toEqual([
      ['2024-01-01 00:00:00', 8],
      ['2024-02-01 00:00:00', 7],
      ['2024-04-01 00:00:00', 3],
    ]);
    expect(await byMonth('ts_s')).toEqual(await byMonth('ds'));
    const legacy = await run(
      compile({
        metrics: ['count'],
        is_timeseries: true,
        granularity: 'ts_s',
        orderby: [['__timestamp', true]],
        row_limit: 1,
      }).sql,
    );
    expect(wallTime(legacy[0]?.__timestamp)).toBe('2023-01-03 10:00:00');
  });

  it.skipIf(!available)('keeps the top or bottom series by a metric', async () => {
    const series = async (orderDesc: boolean) =>
      run(
        compile({
          columns: [
            { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1Y' },
            'country',
          ],
          metrics: ['total'],
          series_columns: ['country'],
          series_limit: 2,
          series_limit_metric: 'total',
          order_desc: orderDesc,
          orderby: [
            ['country', true],
            ['ds', true],
          ],
        }).sql,
      );
    const top = await series(true);
    expect(
      top.map((row) => [row.country, wallTime(row.ds).slice(0, 4), Number(row.total)]),
    ).toEqual([
      ['FR', '2023', 50],
      ['FR', '2024', 12],
      ['US', '2023', 100],
      ['US', '2024', 30],
    ]);
    const bottom = await series(false);
    expect(new Set(bottom.map((row) => row.country))).toEqual(new Set(["O'Brien", 'back\\slash']));
  });

  it.skipIf(!available)('counts rows with is_rowcount and pages with limit/offset', async () => {
    const rows = await run(
      compile({ columns: ['country'], metrics: ['count'], is_rowcount: true }).sql,
    );
    expect(Number(rows[0]?.rowcount)).toBe(5);
    const page = await run(
      compile({ columns: ['id'], orderby: [['id', true]], row_limit: 3, row_offset: 2 }).sql,
    );
    expect(page.map((row) => Number(row.id))).toEqual([3, 4, 5]);
    const rest = await run(
      compile({ columns: ['id'], orderby: [['id', true]], row_limit: 0, row_offset: 7 }).sql,
    );
    expect(rest.map((row) => Number(row.id))).toEqual([8, 9]);
  });

  it.skipIf(!available)('answers a label longer than the engine keeps', async () => {
    const label = `Total of ${'ü'.repeat(40)}`;
    const compiled = compile({
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)', label }],
    });
    const [row] = await run(compiled.sql);
    const name = Object.keys(compiled.columnAliases)[0] ?? label;
    expect(compiled.columnAliases[name] ?? name).toBe(label);
    expect(Object.keys(row!)).toEqual([name]);
    expect(Number(row![name])).toBe(198);
  });

  it.skipIf(!available)('moves the time bounds back by a time offset', async () => {
    const compiled = compile(
      {
        metrics: ['count', 'total'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
      },
      { timeOffset: '1 year ago' },
    );
    expect(compiled.fromDttm).toBe(Date.UTC(2023, 0, 1));
    expect(compiled.toDttm).toBe(Date.UTC(2023, 1, 1));
    const [row] = await run(compiled.sql);
    expect([Number(row?.count), Number(row?.total)]).toEqual([2, 150]);
  });

  it.skipIf(!available)('ANDs RLS clauses and reads virtual datasets', async () => {
    expect(await count({}, { rlsClauses: ['num > 5', "country <> 'US'"] })).toBe(2);
    const virtual = {
      ...dataset,
      schema: null,
      sql: `SELECT * FROM ${table.schema ? `${table.schema}.` : ''}sales WHERE num < 50;`,
    };
    expect(await count({ where: 'num > 2' }, { dataset: virtual })).toBe(5);
  });

  it.skipIf(!available)('answers samples and their total', async () => {
    const samples = compileSamples({
      query: query({ filters: [{ col: 'flag', op: 'IS TRUE' }], row_limit: 2, row_offset: 1 }),
      dataset,
      dialect: dialectFor(table.backend)!,
      rlsClauses: [],
      allowAdhocSubquery: false,
    });
    const rows = await run(samples.sql);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!)).toEqual(dataset.columns.map((column) => column.column_name));
    expect(Number((await run(samples.countSql))[0]?.rowcount)).toBe(5);
  });

  it.skipIf(!available)('refuses unsafe custom SQL before it runs, runs the rest', async () => {
    const refused = [
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales' }] },
      { metrics: ['count'], extras: { where: '1 = 1) OR (1 = 1' } },
      { metrics: ['count'], extras: { where: 'num IN (SELECT num FROM sales)' } },
      { metrics: ['count'], extras: { where: 'num > 1 -- ' } },
      { metrics: ['count'], extras: { where: 'num > 1 /* ' } },
      { metrics: ['count'], columns: ['nope'] },
    ];
    for (const raw of refused) {
      let error: unknown;
      try {
        compile(raw);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(raw)).toBeInstanceOf(ChartQueryError);
      expect((error as ChartQueryError).statusCode).toBe(400);
    }
    const allowed = compile(
      { metrics: ['count'], extras: { where: 'num IN (SELECT num FROM sales WHERE num > 10)' } },
      { allowAdhocSubquery: true, dataset: { ...dataset } },
    );
    // Unqualified `sales` resolves in the engine's default schema only for DuckDB and MariaDB.
    if (table.backend !== 'postgresql') expect(Number((await run(allowed.sql))[0]?.count)).toBe(3);
    expect(await count({ extras: { where: "country = 'FR' -- note\n OR num = 1" } })).toBe(4);
  });
});
