import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_ENGINES,
  createSalesDataset,
  type SalesDataset,
} from '@server/chartData/testing/chartDataFixtures';
import { postChartData } from '@server/chartData/testing/chartDataClient';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';

const duckdb = CHART_ENGINES[0];
const grouped = {
  columns: ['country'],
  metrics: ['total'],
  orderby: [['total', false]],
};

describe('chart data downloads', () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let sales: SalesDataset;
  const post = (queries: Record<string, unknown>[], extra: Record<string, unknown>) =>
    postChartData(t, admin, sales.datasetId, queries, extra);

  beforeAll(async () => {
    if (!duckdb) throw new Error('no DuckDB engine');
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    sales = await createSalesDataset(t, admin, duckdb);
  });
  afterAll(async () => {
    await sales?.drop();
  });

  it('downloads one query as CSV', async () => {
    const response = await post([grouped], { result_format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['country,total', 'US,90', 'FR,45', 'DE,5']);
  });

  it('downloads one query as XLSX', async () => {
    const response = await post([grouped], { result_format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['country', 'total'],
      ['US', 90],
      ['FR', 45],
      ['DE', 5],
    ]);
  });

  it('downloads several queries as a zip of one file each', async () => {
    const response = await post(
      [grouped, { columns: ['product'], metrics: ['count'], orderby: [['count', false]] }],
      { result_format: 'csv' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/zip/);
    expect(response.headers['content-disposition']).toMatch(/\.zip"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.csv'))).toBe(true);
    const texts = names.map((name) => new TextDecoder().decode(files[name]).replace(/^\uFEFF/, ''));
    expect(texts[0]?.split(/\r?\n/)[0]).toBe('country,total');
    expect(texts[1]?.split(/\r?\n/).slice(0, 2)).toEqual(['product,count', 'apple,4']);
  });

  it('downloads samples as CSV', async () => {
    const response = await post([{}], { result_format: 'csv', result_type: 'samples' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(8);
  });
});
