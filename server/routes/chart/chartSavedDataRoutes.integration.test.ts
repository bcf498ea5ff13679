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

describe('GET /api/v1/chart/{id}/data/ as an async job', () => {
  const t = withTestApp('sqlite', { asyncQueries: true });

  /** Reads the caller's async events until the job is done or failed. */
  async function jobEnd(headers: Record<string, string>, jobId: string) {
    for (let attempt = 0; attempt < 400; attempt++) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/async_event/', headers });
      const events = body<{ result: { job_id: string; status: string; result_url: string }[] }>(
        answer,
      ).result.filter((event) => event.job_id === jobId);
      const end = events.find((event) => event.status === 'done' || event.status === 'error');
      if (end) return end;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job did not end');
  }

  it('answers 202 with a job whose result is the chart’s data', async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const { datasetId } = await scratchDataset(t, admin);
    const chart = await createChart(t, admin, {
      slice_name: 'Async count',
      datasource_id: datasetId,
      query_context: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        queries: [{ metrics: ['count'], columns: [] }],
      }),
    });
    const accepted = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/${chart.id}/data/`,
      headers: admin,
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const end = await jobEnd(admin, body<{ job_id: string }>(accepted).job_id);
    expect(end.status).toBe('done');
    const result = await t.app.inject({ method: 'GET', url: end.result_url, headers: admin });
    expect(body<{ result: { data: unknown[] }[] }>(result).result[0]?.data).toEqual([
      { count: 50 },
    ]);
    // Cached now: answered at once.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/${chart.id}/data/`,
      headers: admin,
    });
    expect(again.statusCode).toBe(200);
  });
});
