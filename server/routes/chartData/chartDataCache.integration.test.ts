import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_ENGINES,
  createSalesDataset,
  type SalesDataset,
} from '@server/chartData/testing/chartDataFixtures';
import { type Entry, onlyEntry, postChartData } from '@server/chartData/testing/chartDataClient';
import { DatasetRepository } from '@server/store/datasetRepository';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  body,
  type TestApp,
  withTestApp,
} from '@server/test/testApp';

const duckdb = CHART_ENGINES[0];
const grouped = [{ columns: ['country'], metrics: ['count', 'total'] }];

/** A TestApp with the sales dataset and the admin's header. */
function salesApp(overrides = {}) {
  const t = withTestApp('sqlite', overrides);
  const state = {} as { admin: Record<string, string>; sales: SalesDataset };
  beforeAll(async () => {
    if (!duckdb) throw new Error('no DuckDB engine');
    state.admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    state.sales = await createSalesDataset(t, state.admin, duckdb);
  });
  afterAll(async () => {
    await state.sales?.drop();
  });
  return { t, state };
}

describe('the chart data cache', () => {
  const { t, state } = salesApp();
  const post = (extra = {}, queries: Record<string, unknown>[] = grouped) =>
    postChartData(t, state.admin, state.sales.datasetId, queries, extra);

  it('answers the same query from the cache, under the same key, until forced', async () => {
    const first = onlyEntry(await post());
    expect(first).toMatchObject({ is_cached: false, cached_dttm: null });
    const second = onlyEntry(await post());
    expect(second).toMatchObject({ is_cached: true, cache_key: first.cache_key });
    expect(second.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const { cache_key: _a, cached_dttm: _b, is_cached: _c, ...freshRest } = first;
    const { cache_key: _d, cached_dttm: _e, is_cached: _f, ...cachedRest } = second;
    expect(cachedRest).toEqual(freshRest);
    const forced = onlyEntry(await post({ force: true }));
    expect(forced).toMatchObject({ is_cached: false, cache_key: first.cache_key });
    const forcedByQueryString = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data?force=true',
      headers: state.admin,
      payload: { datasource: { id: state.sales.datasetId, type: 'table' }, queries: grouped },
    });
    expect(onlyEntry(forcedByQueryString).is_cached).toBe(false);
  });

  it('gives an edited dataset (a new changed_on) a new key', async () => {
    const before = onlyEntry(await post());
    expect(before.is_cached).toBe(true);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${state.sales.datasetId}`,
      headers: state.admin,
      payload: { description: 'edited' },
    });
    expect(edit.statusCode).toBe(200);
    const after = onlyEntry(await post());
    expect(after.is_cached).toBe(false);
    expect(after.cache_key).not.toBe(before.cache_key);
  });

  it('takes the cache timeout from the request, then the chart, the dataset, the database', async () => {
    expect(onlyEntry(await post({ custom_cache_timeout: 5 })).cache_timeout).toBe(5);
    const now = Date.now();
    const slice = await t.ctx.db
      .insertInto('slices')
      .values({
        slice_name: 'sales',
        viz_type: 'table',
        datasource_id: state.sales.datasetId,
        datasource_type: 'table',
        params: '{}',
        query_context: null,
        description: null,
        cache_timeout: 77,
        certified_by: null,
        certification_details: null,
        is_managed_externally: 0,
        external_url: null,
        uuid: crypto.randomUUID(),
        created_by_fk: null,
        changed_by_fk: null,
        created_on: now,
        changed_on: now,
        last_saved_at: null,
        last_saved_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(onlyEntry(await post({ form_data: { slice_id: slice.id } })).cache_timeout).toBe(77);
    // Through the repository, as every edit in this process is: it drops its cached rows.
    await new DatasetRepository(t.ctx.db).update(state.sales.datasetId, { cache_timeout: 66 });
    expect(onlyEntry(await post()).cache_timeout).toBe(66);
  });

  it("records chart runs as origin 'chart', which SQL Lab's history does not list", async () => {
    onlyEntry(await post({ force: true }));
    const runs = await t.ctx.db
      .selectFrom('queries')
      .select(['origin', 'database_id'])
      .where('database_id', '=', state.sales.databaseId)
      .execute();
    expect(runs.length).toBeGreaterThan(0);
    expect(new Set(runs.map((run) => run.origin))).toEqual(new Set(['chart']));
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/query/',
      headers: state.admin,
    });
    expect(body<{ count: number }>(history).count).toBe(0);
    const updated = await t.app.inject({
      method: 'GET',
      url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
      headers: state.admin,
    });
    expect(body<{ result: unknown[] }>(updated).result).toEqual([]);
  });
});

/** Reads the caller's async events until one for the job is done or failed. */
async function jobEnd(t: TestApp, headers: Record<string, string>, jobId: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const events = body<{
      result: { job_id: string; status: string; result_url: string | null }[];
    }>(await t.app.inject({ method: 'GET', url: '/api/v1/async_event/', headers })).result.filter(
      (event) => event.job_id === jobId,
    );
    const end = events.find((event) => event.status === 'done' || event.status === 'error');
    if (end) return end;
    await sleep(25);
  }
  throw new Error('the job did not end');
}

describe('chart data as async jobs', () => {
  const { t, state } = salesApp({ asyncQueries: true });

  it('answers 202 with a job, announces it done, and serves the result at its URL', async () => {
    const accepted = await postChartData(t, state.admin, state.sales.datasetId, grouped);
    expect(accepted.statusCode).toBe(202);
    const job = body<{ job_id: string; channel_id: string; status: string; result_url: null }>(
      accepted,
    );
    expect(job).toMatchObject({ status: 'pending', result_url: null, errors: [] });
    const end = await jobEnd(t, state.admin, job.job_id);
    expect(end.status).toBe('done');
    expect(end.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    const result = await t.app.inject({
      method: 'GET',
      url: end.result_url ?? '',
      headers: state.admin,
    });
    const [entry] = body<{ result: Entry[] }>(result).result;
    expect(entry?.data).toHaveLength(3);

    // Cached now: the same request is answered at once.
    const cached = onlyEntry(await postChartData(t, state.admin, state.sales.datasetId, grouped));
    expect(cached.is_cached).toBe(true);

    // The result URL is the dataset's: a user who may not read it gets 403.
    const gamma = await bearerForNewUser(t, state.admin, 'async_viewer', 'Gamma');
    const denied = await t.app.inject({ method: 'GET', url: end.result_url ?? '', headers: gamma });
    expect(denied.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/data/${'0'.repeat(64)}`,
      headers: state.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('announces a failed job with the error the API would answer', async () => {
    const accepted = await postChartData(t, state.admin, state.sales.datasetId, [
      { columns: ['country'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(nope)' }] },
    ]);
    expect(accepted.statusCode).toBe(202);
    const end = await jobEnd(t, state.admin, body<{ job_id: string }>(accepted).job_id);
    expect(end).toMatchObject({ status: 'error' });
  });
});

describe('the chart data time limit', () => {
  const { t, state } = salesApp({ sqlLabTimeoutMs: 1000 });

  it('stops a chart query at the time limit and answers 408 with the timeout error', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: state.admin,
      payload: {
        database: state.sales.databaseId,
        schema: 'main',
        table_name: 'endless_sales',
        sql: 'select s.amount from sales s, range(5000000000) r',
      },
    });
    expect(created.statusCode).toBe(201);
    const response = await postChartData(t, state.admin, body<{ id: number }>(created).id, [
      { metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }] },
    ]);
    expect(response.statusCode).toBe(408);
    expect(response.json()).toMatchObject({
      errors: [
        { error_type: 'SQLLAB_TIMEOUT_ERROR', message: expect.stringMatching(/time limit/) },
      ],
    });
    const [run] = await t.ctx.db
      .selectFrom('queries')
      .select(['status', 'origin'])
      .where('origin', '=', 'chart')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(run).toEqual({ status: 'timed_out', origin: 'chart' });
  });
});
