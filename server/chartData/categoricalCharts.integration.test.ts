// The pie, funnel, gauge, radar, treemap, sunburst, waterfall and box plot query objects
// (common/testing/categoricalQueryFixtures, which the app's buildQuery test pins) posted to a real
// app: the answers must hold the columns each type's transformProps reads (transformProps itself
// is unit-tested on recorded answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORICAL_QUERY_CASES } from '@common/testing/categoricalQueryFixtures';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { CHART_ENGINES, createSalesDataset, type SalesDataset } from './testing/chartDataFixtures';
import { onlyEntry, postChartData, sortedBy } from './testing/chartDataClient';

const engine = CHART_ENGINES[0]!;

describe(`categorical chart queries on ${engine.name}`, () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let sales: SalesDataset;
  const answer = async (vizType: string) => {
    const fixture = CATEGORICAL_QUERY_CASES[vizType];
    if (!fixture) throw new Error(`no fixture for ${vizType}`);
    return onlyEntry(await postChartData(t, admin, sales.datasetId, [fixture.query]));
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    sales = await createSalesDataset(t, admin, engine);
  });
  afterAll(async () => {
    await sales?.drop();
  });

  it('answers pie slices: the dimension and the metric, largest first', async () => {
    const entry = await answer('pie');
    expect(entry.colnames).toEqual(['country', 'total']);
    expect(entry.data).toEqual([
      { country: 'US', total: 90 },
      { country: 'FR', total: 45 },
      { country: 'DE', total: 5 },
    ]);
  });

  it('answers funnel steps largest first', async () => {
    const entry = await answer('funnel');
    expect(entry.colnames).toEqual(['product', 'count']);
    expect(entry.data).toEqual([
      { product: 'apple', count: 4 },
      { product: 'pear', count: 2 },
      { product: 'plum', count: 1 },
    ]);
  });

  it('answers the gauge as one row keyed by the unlabelled metric’s label', async () => {
    const entry = await answer('gauge_chart');
    expect(entry.colnames).toEqual(['SUM(amount)']);
    expect(entry.data).toEqual([{ 'SUM(amount)': 140 }]);
  });

  it('answers radar rows with every metric per dimension value', async () => {
    const entry = await answer('radar');
    expect(entry.colnames).toEqual(['country', 'count', 'total']);
    // Ordered by count, where US and FR tie.
    expect(sortedBy(entry.data, 'country')).toEqual([
      { country: 'DE', count: 1, total: 5 },
      { country: 'FR', count: 3, total: 45 },
      { country: 'US', count: 3, total: 90 },
    ]);
  });

  it('answers treemap leaves: every level and the metric', async () => {
    const entry = await answer('treemap_v2');
    expect(entry.colnames).toEqual(['country', 'product', 'total']);
    expect(entry.data[0]).toEqual({ country: 'US', product: 'apple', total: 65 });
    expect(entry.data).toHaveLength(5);
  });

  it('answers sunburst leaves with the primary and secondary metric', async () => {
    const entry = await answer('sunburst_v2');
    expect(entry.colnames).toEqual(['country', 'product', 'total', 'count']);
    expect(entry.data[0]).toEqual({ country: 'US', product: 'apple', total: 65, count: 2 });
    expect(entry.data).toHaveLength(5);
  });

  it('answers waterfall steps on the year axis as epoch ms, in order', async () => {
    const entry = await answer('waterfall');
    expect(entry.colnames).toEqual(['ds', 'total']);
    expect(entry.data).toEqual([
      { ds: Date.UTC(2023, 0, 1), total: 60 },
      { ds: Date.UTC(2024, 0, 1), total: 80 },
    ]);
  });

  it('answers box plot statistics per group, with the outliers as a list', async () => {
    const entry = await answer('box_plot');
    expect(entry.colnames).toEqual([
      'country',
      'total__mean',
      'total__median',
      'total__max',
      'total__min',
      'total__q1',
      'total__q3',
      'total__count',
      'total__outliers',
    ]);
    expect(
      sortedBy(entry.data, 'country').map((row) => [row.country, row.total__min, row.total__max]),
    ).toEqual([
      ['DE', 5, 5],
      ['FR', 10, 20],
      ['US', 25, 35],
    ]);
    expect(entry.data.map((row) => row.total__outliers)).toEqual([[], [], []]);
  });
});
