// The timeseries chart types' query objects (common/testing/timeseriesQueryFixtures, which the
// app's buildQuery tests pin) posted to a real app: catches option names the server reads
// differently from what the client sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAR_GROUPBY_CUMSUM_QUERY,
  LINE_ROLLING_TIME_SHIFT_QUERY,
} from '@common/testing/timeseriesQueryFixtures';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { CHART_ENGINES, createSalesDataset, type SalesDataset } from './testing/chartDataFixtures';
import { onlyEntry, postChartData } from './testing/chartDataClient';

const duckdb = CHART_ENGINES.find((engine) => engine.name === 'DuckDB');
const month = (year: number, m: number) => Date.UTC(year, m - 1, 1);

describe('timeseries chart queries', () => {
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

  it('answers a line chart with a rolling mean and a 1 year shift, one row per month', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [LINE_ROLLING_TIME_SHIFT_QUERY]),
    );
    expect(entry.colnames).toEqual(['ds', 'total', 'total__1 year ago']);
    expect(entry.data.map((row) => row.ds)).toEqual([
      month(2023, 1),
      month(2023, 2),
      month(2023, 3),
      month(2024, 1),
      month(2024, 2),
      month(2024, 3),
    ]);
    // Rolling mean over 2 rows of the monthly totals 10, 20, 30, 15, 25, 40.
    expect(entry.data.map((row) => row.total)).toEqual([10, 15, 25, 22.5, 20, 32.5]);
    // 2024's shifted values are 2023's totals, rolled the same way; 2023 has no prior year.
    const shifted = entry.data.map((row) => row['total__1 year ago']);
    expect(shifted.slice(3)).toEqual([10, 15, 25]);
  });

  it('answers a bar chart by country with cumulative sums as shares of each year', async () => {
    const entry = onlyEntry(
      await postChartData(t, admin, sales.datasetId, [BAR_GROUPBY_CUMSUM_QUERY]),
    );
    expect(entry.colnames).toEqual(['ds', 'total, DE', 'total, FR', 'total, US']);
    expect(entry.data.map((row) => row.ds)).toEqual([Date.UTC(2023, 0, 1), Date.UTC(2024, 0, 1)]);
    for (const row of entry.data) {
      const shares = ['total, DE', 'total, FR', 'total, US'].map((key) => Number(row[key] ?? 0));
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    }
  });
});
