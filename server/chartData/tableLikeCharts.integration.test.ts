// Query objects as the table, pivot table and big number chart types build them
// (app/charts/{table,pivot_table_v2,big_number,big_number_total}/buildQuery.ts; their unit tests
// pin the same shapes) posted to a real app: the answers hold the keys transformProps reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { CHART_ENGINES, createSalesDataset, type SalesDataset } from './testing/chartDataFixtures';
import { entries, onlyEntry, postChartData, sortedBy } from './testing/chartDataClient';

const duckdb = CHART_ENGINES.find((engine) => engine.name === 'DuckDB');
const sum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'SUM(amount)',
};

describe('table-like chart queries', () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let sales: SalesDataset;

  beforeAll(async () => {
    if (!duckdb) throw new Error('DuckDB engine missing');
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    sales = await createSalesDataset(t, admin, duckdb);
  });
  afterAll(async () => {
    await sales?.drop();
  });

  it('answers an aggregate table with percent metrics and its totals query', async () => {
    const query = {
      columns: ['country'],
      metrics: ['count', sum],
      orderby: [['count', false]],
      row_limit: 100,
      filters: [],
      extras: {},
      post_processing: [
        {
          operation: 'contribution',
          options: { columns: ['SUM(amount)'], rename_columns: ['%SUM(amount)'] },
        },
      ],
    };
    const totals = { ...query, columns: [], orderby: [], row_limit: 0, post_processing: [] };
    const [table, summary] = entries(
      await postChartData(t, admin, sales.datasetId, [query, totals]),
    );
    expect(table?.colnames).toEqual(['country', 'count', 'SUM(amount)', '%SUM(amount)']);
    expect(sortedBy(table?.data ?? [], 'country')).toEqual([
      { country: 'DE', count: 1, 'SUM(amount)': 5, '%SUM(amount)': 5 / 140 },
      { country: 'FR', count: 3, 'SUM(amount)': 45, '%SUM(amount)': 45 / 140 },
      { country: 'US', count: 3, 'SUM(amount)': 90, '%SUM(amount)': 90 / 140 },
    ]);
    expect(summary?.data).toEqual([{ count: 7, 'SUM(amount)': 140 }]);
  });

  it('answers raw records in the ORDER BY of order_by_cols', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [
        {
          columns: ['ds', 'country', 'amount'],
          orderby: [['amount', false]],
          row_limit: 3,
          post_processing: [],
        },
      ]),
    );
    expect(entry.colnames).toEqual(['ds', 'country', 'amount']);
    expect(entry.coltypes[0]).toBe(2);
    expect(entry.data.map((row) => row.amount)).toEqual([35, 30, 25]);
  });

  it('answers pivot table rows grouped by row and column dimensions', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [
        {
          columns: ['country', 'product'],
          metrics: [sum],
          orderby: [[sum, false]],
          row_limit: 10000,
        },
      ]),
    );
    expect(entry.colnames).toEqual(['country', 'product', 'SUM(amount)']);
    expect(entry.data[0]).toEqual({ country: 'US', product: 'apple', 'SUM(amount)': 65 });
  });

  it('answers big_number_total as one row keyed by the metric label', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [
        { columns: [], metrics: [sum], orderby: [] },
      ]),
    );
    expect(entry.data).toEqual([{ 'SUM(amount)': 140 }]);
  });

  it('answers the big_number trendline pivoted on the month axis with a rolling sum', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [
        {
          columns: [
            {
              label: 'ds',
              sqlExpression: 'ds',
              columnType: 'BASE_AXIS',
              timeGrain: 'P1M',
              isColumnReference: true,
            },
          ],
          metrics: [sum],
          orderby: [['ds', true]],
          post_processing: [
            {
              operation: 'pivot',
              options: {
                index: ['ds'],
                columns: [],
                aggregates: { 'SUM(amount)': { operator: 'mean' } },
                drop_missing_columns: true,
              },
            },
            {
              operation: 'rolling',
              options: {
                rolling_type: 'sum',
                window: 2,
                min_periods: 2,
                columns: { 'SUM(amount)': 'SUM(amount)' },
              },
            },
            { operation: 'flatten' },
          ],
        },
      ]),
    );
    expect(entry.colnames).toEqual(['ds', 'SUM(amount)']);
    expect(entry.data.slice(0, 2)).toEqual([
      { ds: Date.UTC(2023, 1, 1), 'SUM(amount)': 30 },
      { ds: Date.UTC(2023, 2, 1), 'SUM(amount)': 50 },
    ]);
  });
});
