// Needs the chart data service of server/chartData/ (helper CHARTDATA): chartDataJson.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from './chartTestKit';

describe.each(await storeKinds())('GET /api/v1/chart/{id}/data/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: TestUser;
  let gus: TestUser;
  let datasetId: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    gus = await createTestUser(t, 'gus', 'Gamma');
  });

  const data = (id: number, headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/chart/${id}/data/${query}`, headers });

  it('runs the chart’s saved query context on its own dataset', async () => {
    const chart = await createChart(t, ann.headers, {
      slice_name: 'Count of t',
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      // The saved text names another dataset: the chart's own is read all the same.
      query_context: JSON.stringify({
        datasource: { id: 999_999, type: 'table' },
        queries: [{ metrics: ['count'], columns: [], row_limit: 10 }],
        result_type: 'full',
        result_format: 'json',
      }),
    });
    const answer = await data(chart.id, ann.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = body<{ result: { data: Record<string, unknown>[]; rowcount: number }[] }>(
      answer,
    ).result;
    expect(result).toHaveLength(1);
    expect(result[0]?.data).toEqual([{ count: 50 }]);

    const query = await data(chart.id, ann.headers, '?type=query');
    expect(query.statusCode, query.body).toBe(200);
    expect(JSON.stringify(body(query))).toMatch(/COUNT\(\*\)/i);

    expect((await data(chart.id, gus.headers)).statusCode).toBe(404);
  });

  it('answers 400 for a chart saved without a query context', async () => {
    const chart = await createChart(t, ann.headers, {
      slice_name: 'Old',
      datasource_id: datasetId,
    });
    const answer = await data(chart.id, ann.headers);
    expect(answer.statusCode).toBe(400);
    expect(body(answer)).toMatchObject({
      message: 'Chart has no query context saved. Please save the chart again.',
    });
  });
});
