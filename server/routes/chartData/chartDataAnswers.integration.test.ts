import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_ENGINES,
  createSalesDataset,
  type SalesDataset,
} from '@server/chartData/testing/chartDataFixtures';
import {
  dsRange,
  MONTH_AXIS,
  onlyEntry,
  postChartData,
  sortedBy,
} from '@server/chartData/testing/chartDataClient';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { serviceAvailable } from '@server/test/testServices';

const month = (year: number, m: number) => Date.UTC(year, m - 1, 1);

for (const engine of CHART_ENGINES) {
  const available =
    !engine.service || (await serviceAvailable(engine.service, `chart data on ${engine.name}`));
  describe.skipIf(!available)(`chart data answers on ${engine.name}`, () => {
    const t = withTestApp('sqlite');
    let admin: Record<string, string>;
    let sales: SalesDataset;
    const post = (queries: Record<string, unknown>[], extra = {}) =>
      postChartData(t, admin, sales.datasetId, queries, extra);

    beforeAll(async () => {
      admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
      sales = await createSalesDataset(t, admin, engine);
    });
    afterAll(async () => {
      await sales?.drop();
    });

    it('groups by a column with saved metrics, ordered by one of them', async () => {
      const entry = onlyEntry(
        await post([
          { columns: ['country'], metrics: ['count', 'total'], orderby: [['total', false]] },
        ]),
      );
      expect(entry.colnames).toEqual(['country', 'count', 'total']);
      expect(entry.coltypes).toEqual([1, 0, 0]);
      expect(entry.data).toEqual([
        { country: 'US', count: 3, total: 90 },
        { country: 'FR', count: 3, total: 45 },
        { country: 'DE', count: 1, total: 5 },
      ]);
      expect(entry).toMatchObject({
        status: 'success',
        rowcount: 3,
        sql_rowcount: 3,
        indexnames: [0, 1, 2],
        is_cached: false,
        cached_dttm: null,
        cache_timeout: 86400,
        result_format: 'json',
        annotation_data: [],
        stacktrace: null,
        error: null,
      });
      expect(entry.cache_key).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.query).toMatch(/sales/i);
    });

    it('computes adhoc SIMPLE and SQL metrics', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: ['country'],
            metrics: [
              {
                expressionType: 'SIMPLE',
                aggregate: 'MAX',
                column: { column_name: 'amount' },
                label: 'max_amount',
              },
              {
                expressionType: 'SQL',
                sqlExpression: 'SUM(amount) * 2',
                label: 'double_total',
              },
            ],
          },
        ]),
      );
      expect(sortedBy(entry.data, 'country')).toEqual([
        { country: 'DE', max_amount: 5, double_total: 10 },
        { country: 'FR', max_amount: 20, double_total: 90 },
        { country: 'US', max_amount: 35, double_total: 180 },
      ]);
    });

    it('names a column by its whole label, however long', async () => {
      const label = `total amount of every sale ${'x'.repeat(80)}`;
      const entry = onlyEntry(
        await post([
          {
            columns: ['country'],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label }],
            orderby: [[label, false]],
          },
        ]),
      );
      expect(entry.colnames).toEqual(['country', label]);
      expect(entry.data[0]).toEqual({ country: 'US', [label]: 90 });
    });

    it('applies filters and says which', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: ['country'],
            metrics: ['total'],
            filters: [
              { col: 'country', op: 'IN', val: ['FR', 'DE'] },
              { col: 'amount', op: '>', val: 5 },
            ],
          },
        ]),
      );
      expect(entry.data).toEqual([{ country: 'FR', total: 45 }]);
      expect(entry.applied_filters).toEqual([{ column: 'country' }, { column: 'amount' }]);
    });

    it('answers a time series by month within a time range, times as epoch ms', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: [MONTH_AXIS],
            metrics: ['total'],
            filters: [dsRange('2024-01-01 : 2024-04-01')],
            orderby: [['total', true]],
          },
        ]),
      );
      expect(entry.coltypes).toEqual([2, 0]);
      expect(sortedBy(entry.data, 'ds')).toEqual([
        { ds: month(2024, 1), total: 15 },
        { ds: month(2024, 2), total: 25 },
        { ds: month(2024, 3), total: 40 },
      ]);
      expect(entry.from_dttm).toBe(Date.UTC(2024, 0, 1));
      expect(entry.to_dttm).toBe(Date.UTC(2024, 3, 1));
    });

    it('keeps only the top series by a metric (series limit)', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: [MONTH_AXIS, 'country'],
            metrics: ['total'],
            series_columns: ['country'],
            series_limit: 1,
            series_limit_metric: 'total',
            order_desc: true,
          },
        ]),
      );
      expect(sortedBy(entry.data, 'ds')).toEqual([
        { ds: month(2023, 3), country: 'US', total: 30 },
        { ds: month(2024, 2), country: 'US', total: 25 },
        { ds: month(2024, 3), country: 'US', total: 35 },
      ]);
    });

    it('joins a time comparison (one year ago) on the shifted time', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: [MONTH_AXIS],
            metrics: ['total'],
            filters: [dsRange('2024-01-01 : 2024-04-01')],
            time_offsets: ['1 year ago'],
          },
        ]),
      );
      expect(entry.colnames).toEqual(['ds', 'total', 'total__1 year ago']);
      expect(sortedBy(entry.data, 'ds')).toEqual([
        { ds: month(2024, 1), total: 15, 'total__1 year ago': 10 },
        { ds: month(2024, 2), total: 25, 'total__1 year ago': 20 },
        { ds: month(2024, 3), total: 40, 'total__1 year ago': 30 },
      ]);
      expect(entry.query.split(';\n\n')).toHaveLength(2);
    });

    it('pivots through post-processing: rows per month, a column per country', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: [MONTH_AXIS, 'country'],
            metrics: ['total'],
            filters: [dsRange('2024-01-01 : 2024-04-01')],
            post_processing: [
              {
                operation: 'pivot',
                options: {
                  index: ['ds'],
                  columns: ['country'],
                  aggregates: { total: { operator: 'mean' } },
                  drop_missing_columns: false,
                },
              },
              { operation: 'flatten' },
            ],
          },
        ]),
      );
      expect(entry.sql_rowcount).toBe(4);
      expect(entry.rowcount).toBe(3);
      expect(entry.colnames).toHaveLength(4);
      expect(entry.colnames[0]).toBe('ds');
      const march = entry.data.find((row) => row.ds === month(2024, 3));
      expect(Object.values(march ?? {}).sort()).toEqual(
        expect.arrayContaining([5, 35, month(2024, 3)]),
      );
    });

    it('answers boxplot outliers as lists, not as text', async () => {
      const entry = onlyEntry(
        await post([
          {
            columns: ['country', 'product'],
            metrics: ['total'],
            post_processing: [
              {
                operation: 'boxplot',
                options: { groupby: ['country'], metrics: ['total'], whisker_type: 'min/max' },
              },
            ],
          },
        ]),
      );
      const us = entry.data.find((row) => row.country === 'US');
      expect(us).toMatchObject({ total__max: 65, total__min: 25, total__outliers: [] });
    });

    it('counts rows (is_rowcount)', async () => {
      const entry = onlyEntry(
        await post([{ columns: ['country'], metrics: ['count'], is_rowcount: true }]),
      );
      expect(entry.data).toEqual([{ rowcount: 3 }]);
    });

    it('answers samples: raw rows of the dataset', async () => {
      const entry = onlyEntry(await post([{}], { result_type: 'samples' }));
      expect(entry.rowcount).toBe(7);
      expect(entry.colnames).toEqual(
        expect.arrayContaining(['ds', 'country', 'product', 'amount']),
      );
      expect(entry.data.map((row) => row.amount).sort((a, b) => Number(a) - Number(b))).toEqual([
        5, 10, 15, 20, 25, 30, 35,
      ]);
    });

    it('answers drill to detail: filtered raw rows, paged', async () => {
      const entry = onlyEntry(
        await post(
          [
            {
              filters: [{ col: 'country', op: '==', val: 'US' }],
              row_limit: 2,
              row_offset: 1,
            },
          ],
          { result_type: 'drill_detail' },
        ),
      );
      expect(entry.rowcount).toBe(2);
      expect(entry.data.every((row) => row.country === 'US')).toBe(true);
    });

    it('answers the SQL for result_type query, running nothing', async () => {
      const response = await post([{ columns: ['country'], metrics: ['total'] }], {
        result_type: 'query',
      });
      expect(response.statusCode).toBe(200);
      const [entry] = (response.json() as { result: { query: string; language: string }[] }).result;
      expect(entry?.language).toBe('sql');
      expect(entry?.query).toMatch(/GROUP BY/i);
      expect(entry?.query).toMatch(/sales/);
    });

    it('answers columns and time grains', async () => {
      const columns = await post([{}], { result_type: 'columns' });
      const names = (
        columns.json() as { result: { data: { column_name: string }[] }[] }
      ).result[0]?.data.map((column) => column.column_name);
      expect(names).toEqual(['ds', 'country', 'product', 'amount']);
      const grains = await post([{}], { result_type: 'timegrains' });
      const durations = (
        grains.json() as { result: { data: { duration: string }[] }[] }
      ).result[0]?.data.map((grain) => grain.duration);
      expect(durations).toEqual(expect.arrayContaining(['P1D', 'P1M', 'P1Y']));
    });

    it('answers a clear 400 for broken custom SQL, an unknown column and a stacked statement', async () => {
      const broken = await post([
        {
          columns: ['country'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount', label: 'x' }],
        },
      ]);
      expect(broken.statusCode).toBe(400);
      expect((broken.json() as { errors: { message: string }[] }).errors[0]?.message).toBeTruthy();

      const unknown = await post([{ columns: ['nope'], metrics: ['count'] }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toMatch(/nope/);

      const stacked = await post([
        { columns: ['country'], metrics: ['count'], extras: { where: '1 = 1; DROP TABLE sales' } },
      ]);
      expect(stacked.statusCode).toBe(400);
      const still = onlyEntry(await post([{ metrics: ['count'] }]));
      expect(still.data).toEqual([{ count: 7 }]);
    });

    it('refuses a malformed body with a 400 naming the field', async () => {
      const response = await post([{ row_limit: 'many' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(Object) });
      expect(response.body).toMatch(/row_limit/);
    });
  });
}
