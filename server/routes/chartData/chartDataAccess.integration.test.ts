import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRlsRule,
  CHART_ENGINES,
  createSalesDataset,
  type SalesDataset,
} from '@server/chartData/testing/chartDataFixtures';
import { entries, onlyEntry, postChartData } from '@server/chartData/testing/chartDataClient';
import { ADMIN, bearerFor, bearerForNewUser, roleId, withTestApp } from '@server/test/testApp';

const duckdb = CHART_ENGINES[0];
const countries = (rows: Record<string, unknown>[]) =>
  [...new Set(rows.map((row) => row.country))].sort();

describe('chart data access: row-level security and datasource permissions', () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let analyst: Record<string, string>;
  let gamma: Record<string, string>;
  let sales: SalesDataset;

  beforeAll(async () => {
    if (!duckdb) throw new Error('no DuckDB engine');
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    analyst = await bearerForNewUser(t, admin, 'analyst', 'Alpha');
    gamma = await bearerForNewUser(t, admin, 'viewer', 'Gamma');
    sales = await createSalesDataset(t, admin, duckdb);
    await addRlsRule(t, sales.datasetId, await roleId(t.ctx, 'Alpha'), "country = 'FR'");
  });
  afterAll(async () => {
    await sales?.drop();
  });

  const grouped = [{ columns: ['country'], metrics: ['total'] }];
  const samplesUrl = () =>
    `/datasource/samples?datasource_type=table&datasource_id=${sales.datasetId}`;

  it('ANDs the rule into chart data for the role, and never serves another caller its cached answer', async () => {
    const forAdmin = onlyEntry(await postChartData(t, admin, sales.datasetId, grouped));
    expect(countries(forAdmin.data)).toEqual(['DE', 'FR', 'US']);
    const forAnalyst = onlyEntry(await postChartData(t, analyst, sales.datasetId, grouped));
    expect(forAnalyst.data).toEqual([{ country: 'FR', total: 45 }]);
    expect(forAnalyst.is_cached).toBe(false);
    expect(forAnalyst.cache_key).not.toBe(forAdmin.cache_key);
    expect(forAnalyst.query).toMatch(/country = 'FR'/);
  });

  it('applies the rule to samples, drill to detail and /datasource/samples', async () => {
    const samples = onlyEntry(
      await postChartData(t, analyst, sales.datasetId, [{}], { result_type: 'samples' }),
    );
    expect(countries(samples.data)).toEqual(['FR']);
    const drill = onlyEntry(
      await postChartData(t, analyst, sales.datasetId, [{}], { result_type: 'drill_detail' }),
    );
    expect(countries(drill.data)).toEqual(['FR']);
    const page = await t.app.inject({
      method: 'POST',
      url: samplesUrl(),
      headers: analyst,
      payload: {},
    });
    expect(page.statusCode).toBe(200);
    const result = (
      page.json() as { result: { data: Record<string, unknown>[]; total_count: number } }
    ).result;
    expect(countries(result.data)).toEqual(['FR']);
    expect(result.total_count).toBe(3);
  });

  it('applies the rule to CSV exports', async () => {
    const csv = await postChartData(t, analyst, sales.datasetId, grouped, { result_format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split(/\r?\n/)).toEqual(['country,total', 'FR,45']);
  });

  it('answers 403 to a Gamma user without access: data, samples and export', async () => {
    const data = await postChartData(t, gamma, sales.datasetId, grouped);
    expect(data.statusCode).toBe(403);
    expect(data.json()).toMatchObject({
      errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }],
    });
    const samples = await postChartData(t, gamma, sales.datasetId, [{}], {
      result_type: 'samples',
    });
    expect(samples.statusCode).toBe(403);
    const page = await t.app.inject({
      method: 'POST',
      url: samplesUrl(),
      headers: gamma,
      payload: {},
    });
    expect(page.statusCode).toBe(403);
    const csv = await postChartData(t, gamma, sales.datasetId, grouped, { result_format: 'csv' });
    expect(csv.statusCode).toBe(403);
    const xlsx = await postChartData(t, gamma, sales.datasetId, grouped, { result_format: 'xlsx' });
    expect(xlsx.statusCode).toBe(403);
  });

  it('answers 404 for an unknown dataset', async () => {
    const response = await postChartData(t, admin, 999_999, grouped);
    expect(response.statusCode).toBe(404);
  });

  it('lets the admin, bound by no rule, read every row', async () => {
    const [entry] = entries(
      await postChartData(t, admin, sales.datasetId, [{}], { result_type: 'samples' }),
    );
    expect(entry?.rowcount).toBe(7);
  });
});
