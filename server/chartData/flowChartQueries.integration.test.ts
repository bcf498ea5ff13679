// The Sankey, Graph, Tree, Heatmap, Calendar heatmap, Histogram and Bubble query objects
// (common/testing/flowChartQueryFixtures, which the app's buildQuery test pins) posted to a
// real app: the answers must hold the columns each type's transformProps reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_CHART_QUERY_CASES } from '@common/testing/flowChartQueryFixtures';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';
import { CHART_ENGINES, createSalesDataset, type SalesDataset } from './testing/chartDataFixtures';
import { onlyEntry, postChartData, sortedBy } from './testing/chartDataClient';

const duckdb = CHART_ENGINES.find((engine) => engine.name === 'DuckDB');
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

describe('flow, correlation and distribution chart queries', () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let sales: SalesDataset;
  const answer = async (vizType: string) => {
    const fixture = FLOW_CHART_QUERY_CASES[vizType];
    if (!fixture) throw new Error(`no fixture for ${vizType}`);
    return onlyEntry(await postChartData(t, admin, sales.datasetId, [fixture.query]));
  };

  beforeAll(async () => {
    if (!duckdb) throw new Error('DuckDB engine missing');
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    sales = await createSalesDataset(t, admin, duckdb);
  });
  afterAll(async () => {
    await sales?.drop();
  });

  it('answers sankey_v2 links: source, target and the metric, largest first', async () => {
    const entry = await answer('sankey_v2');
    expect(entry.colnames).toEqual(['country', 'product', 'total']);
    expect(entry.data[0]).toEqual({ country: 'US', product: 'apple', total: 65 });
    expect(entry.data).toHaveLength(5);
  });

  it('answers graph_chart edges once even when the category is the source column', async () => {
    const entry = await answer('graph_chart');
    expect(entry.colnames).toEqual(['country', 'product', 'count']);
    expect(sortedBy(entry.data, 'country', 'product')[0]).toEqual({
      country: 'DE',
      product: 'plum',
      count: 1,
    });
  });

  it('answers tree_chart id/parent rows with the metric', async () => {
    const entry = await answer('tree_chart');
    expect(entry.colnames).toEqual(['product', 'country', 'total']);
    expect(entry.data).toHaveLength(5);
  });

  it('answers heatmap_v2 cells with a rank within each x', async () => {
    const entry = await answer('heatmap_v2');
    expect(entry.colnames).toEqual(['country', 'product', 'total', 'rank']);
    const fr = entry.data.filter((row) => row.country === 'FR');
    expect(sortedBy(fr, 'product')).toEqual([
      { country: 'FR', product: 'apple', total: 25, rank: 1 },
      { country: 'FR', product: 'pear', total: 20, rank: 0.5 },
    ]);
  });

  it('answers cal_heatmap days as epoch ms with every metric', async () => {
    const entry = await answer('cal_heatmap');
    expect(entry.colnames).toEqual(['ds', 'count', 'total']);
    expect(entry.data[0]).toEqual({ ds: day(2023, 1, 15), count: 1, total: 10 });
    expect(entry.data.map((row) => row.ds)).toContain(day(2024, 3, 20));
  });

  it('answers histogram_v2 with one row per group and a count column per bin', async () => {
    const entry = await answer('histogram_v2');
    expect(entry.colnames).toEqual(['country', '5.0 - 15.0', '15.0 - 25.0', '25.0 - 35.0']);
    expect(sortedBy(entry.data, 'country')).toEqual([
      { country: 'DE', '5.0 - 15.0': 1, '15.0 - 25.0': 0, '25.0 - 35.0': 0 },
      { country: 'FR', '5.0 - 15.0': 1, '15.0 - 25.0': 2, '25.0 - 35.0': 0 },
      { country: 'US', '5.0 - 15.0': 0, '15.0 - 25.0': 0, '25.0 - 35.0': 3 },
    ]);
  });

  it('answers bubble_v2 entities with x, y and size metrics', async () => {
    const entry = await answer('bubble_v2');
    expect(entry.colnames).toEqual(['product', 'country', 'count', 'avg_amount', 'total']);
    expect(entry.data[0]).toEqual({
      product: 'apple',
      country: 'US',
      count: 2,
      avg_amount: 32.5,
      total: 65,
    });
  });
});
