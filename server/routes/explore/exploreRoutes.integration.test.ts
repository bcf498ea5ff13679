import { beforeAll, describe, expect, it } from 'vitest';
import type { ExplorePermalinkValue, ExploreResult, ExploreSlice } from '@common/api/explore';
import { EXPLORE_FORM_DATA_TTL_MS } from '@server/services/readChartFormData';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from '../chart/chartTestKit';

describe.each(await storeKinds())('/api/v1/explore/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: TestUser;
  let bob: TestUser;
  let gus: TestUser;
  let datasetId: number;
  let chartId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const explore = async (query: string, headers = ann.headers) => {
    const answer = await call('GET', `/api/v1/explore/?${query}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return body<{ result: ExploreResult<{ id: number; table_name: string }> }>(answer).result;
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', scratch.databaseId);
    gus = await createTestUser(t, 'gus', 'Gamma');
    chartId = (
      await createChart(t, ann.headers, {
        slice_name: 'Saved',
        viz_type: 'pie',
        datasource_id: datasetId,
        params: JSON.stringify({ metric: 'count', groupby: ['name'] }),
      })
    ).id;
  });

  it('keeps an explore state under a permalink and opens it again', async () => {
    const formData = { datasource: `${datasetId}__table`, viz_type: 'table', metrics: ['count'] };
    const created = await call('POST', '/api/v1/explore/permalink', ann.headers, {
      formData,
      urlParams: [['standalone', '1']],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = body<{ key: string; url: string }>(created);
    expect(url).toBe(`/explore/p/${key}/`);
    const read = await call('GET', `/api/v1/explore/permalink/${key}`, bob.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(body<ExplorePermalinkValue>(read)).toEqual({
      chartId: null,
      datasourceId: datasetId,
      datasourceType: 'table',
      datasource: `${datasetId}__table`,
      state: { formData, urlParams: [['standalone', '1']] },
    });
    const opened = await explore(`permalink_key=${key}`);
    expect(opened.form_data).toEqual({ ...formData, url_params: { standalone: '1' } });
    expect(opened.slice).toBeNull();
    expect(opened.dataset).toMatchObject({ id: datasetId, table_name: 't' });

    // The key is no capability: without access to the dataset it is unknown.
    expect((await call('GET', `/api/v1/explore/permalink/${key}`, gus.headers)).statusCode).toBe(
      404,
    );
    const denied = await call('POST', '/api/v1/explore/permalink', gus.headers, { formData });
    expect(denied.statusCode).toBe(403);
    const noDataset = await call('POST', '/api/v1/explore/permalink', ann.headers, {
      formData: { viz_type: 'table' },
    });
    expect(noDataset.statusCode).toBe(400);
    const unknown = await call(
      'GET',
      '/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA',
      ann.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps unsaved form data for its user for a while', async () => {
    const payload = {
      datasource_id: datasetId,
      datasource_type: 'table',
      chart_id: chartId,
      form_data: JSON.stringify({ viz_type: 'pie', metric: 'sum__score' }),
    };
    const created = await call('POST', '/api/v1/explore/form_data?tab_id=1', ann.headers, payload);
    expect(created.statusCode, created.body).toBe(201);
    const { key } = body<{ key: string }>(created);
    const read = async (headers = ann.headers) =>
      call('GET', `/api/v1/explore/form_data/${key}`, headers);
    expect(body(await read())).toEqual({ form_data: payload.form_data });

    const changed = { ...payload, form_data: '{"viz_type":"pie","metric":"count"}' };
    const byBob = await call('PUT', `/api/v1/explore/form_data/${key}`, bob.headers, changed);
    expect(byBob.statusCode).toBe(403);
    const byAnn = await call('PUT', `/api/v1/explore/form_data/${key}`, ann.headers, changed);
    expect(byAnn.statusCode, byAnn.body).toBe(200);
    expect(body(byAnn)).toEqual({ key });
    expect(body(await read())).toEqual({ form_data: changed.form_data });
    expect((await read(gus.headers)).statusCode).toBe(404);

    const opened = await explore(`form_data_key=${key}&slice_id=${chartId}`);
    expect(opened.form_data).toMatchObject({
      metric: 'count',
      groupby: ['name'],
      slice_id: chartId,
      datasource: `${datasetId}__table`,
    });
    expect(opened.message).toBeNull();

    expect((await call('DELETE', `/api/v1/explore/form_data/${key}`, bob.headers)).statusCode).toBe(
      403,
    );
    const deleted = await call('DELETE', `/api/v1/explore/form_data/${key}`, ann.headers);
    expect(deleted.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
    const gone = await explore(`form_data_key=${key}&slice_id=${chartId}`);
    expect(gone.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(gone.form_data).toMatchObject({ metric: 'count', slice_id: chartId });
  });

  it('forgets unsaved form data after its time to live', async () => {
    const created = await call('POST', '/api/v1/explore/form_data', ann.headers, {
      datasource_id: datasetId,
      datasource_type: 'table',
      form_data: '{}',
    });
    const { key } = body<{ key: string }>(created);
    await t.ctx.db
      .updateTable('key_value')
      .set({ created_on: Date.now() - EXPLORE_FORM_DATA_TTL_MS - 1000 })
      .where('id', '=', key)
      .execute();
    expect((await call('GET', `/api/v1/explore/form_data/${key}`, ann.headers)).statusCode).toBe(
      404,
    );
  });

  it('opens a saved chart or a dataset as Superset answers', async () => {
    const saved = await explore(`slice_id=${chartId}`);
    expect(saved.form_data).toEqual({
      metric: 'count',
      groupby: ['name'],
      slice_id: chartId,
      viz_type: 'pie',
      datasource: `${datasetId}__table`,
    });
    expect(saved.slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Saved',
      owners: [ann.id],
      dashboards: [],
      datasource: `${datasetId}__table`,
    } satisfies Partial<ExploreSlice>);
    expect(saved.dataset).toMatchObject({ id: datasetId });
    expect(saved.message).toBeNull();

    const fresh = await explore(`datasource_id=${datasetId}&datasource_type=table`);
    expect(fresh.form_data).toEqual({ datasource: `${datasetId}__table`, viz_type: 'table' });
    expect(fresh.slice).toBeNull();

    expect(
      (await call('GET', `/api/v1/explore/?slice_id=${chartId}`, gus.headers)).statusCode,
    ).toBe(404);
    const denied = await call(
      'GET',
      `/api/v1/explore/?datasource_id=${datasetId}&datasource_type=table`,
      gus.headers,
    );
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/api/v1/explore/', ann.headers)).statusCode).toBe(400);
  });
});
