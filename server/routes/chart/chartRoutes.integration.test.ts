import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartListResponse, ChartRecord } from '@common/api/charts';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, insertDashboard, scratchDataset } from './chartTestKit';

describe.each(await storeKinds())('/api/v1/chart/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: TestUser;
  let bob: TestUser;
  let gus: TestUser;
  let datasetId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const q = (value: RisonValue) => encodeURIComponent(encodeRison(value));
  const list = async (query: RisonValue, headers = ann.headers) => {
    const answer = await call('GET', `/api/v1/chart/?q=${q(query)}`, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return body<ChartListResponse>(answer);
  };
  const names = (answer: ChartListResponse) => answer.result.map((chart) => chart.slice_name);

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', scratch.databaseId);
    gus = await createTestUser(t, 'gus', 'Gamma');
  });

  it('creates, reads, updates and deletes a chart in Superset’s shapes', async () => {
    const created = await createChart(t, ann.headers, {
      slice_name: 'Scores',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: datasetId,
      params: JSON.stringify({ metrics: ['count'], groupby: ['name'] }),
      query_context: JSON.stringify({ datasource: { id: datasetId, type: 'table' }, queries: [] }),
      description: 'Scores by name',
      cache_timeout: 60,
    });
    expect(created.result).toMatchObject({
      id: created.id,
      slice_name: 'Scores',
      url: `/explore/?slice_id=${created.id}`,
      viz_type: 'echarts_timeseries_bar',
      datasource_id: datasetId,
      datasource_type: 'table',
      datasource_name_text: 'main.t',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${datasetId}`,
      description: 'Scores by name',
      cache_timeout: 60,
      changed_on_delta_humanized: 'just now',
      owners: [{ id: ann.id, first_name: 'Ann', last_name: 'Tester' }],
      created_by: { id: ann.id, first_name: 'Ann', last_name: 'Tester' },
      dashboards: [],
      certified_by: null,
      form_data: {
        metrics: ['count'],
        groupby: ['name'],
        slice_id: created.id,
        viz_type: 'echarts_timeseries_bar',
        datasource: `${datasetId}__table`,
      },
    });
    expect(created.result.changed_on_utc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+0000$/);
    expect(created.result.thumbnail_url).toMatch(new RegExp(`^/api/v1/chart/${created.id}/`));
    expect(JSON.parse(created.result.query_context ?? '')).toMatchObject({ queries: [] });

    const read = await call('GET', `/api/v1/chart/${created.id}`, ann.headers);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toEqual({ id: created.id, result: created.result });

    const updated = await call('PUT', `/api/v1/chart/${created.id}`, ann.headers, {
      slice_name: 'Scores renamed',
      owners: [bob.id],
      certified_by: 'Data team',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const record = body<{ result: ChartRecord }>(updated).result;
    expect(record).toMatchObject({ slice_name: 'Scores renamed', certified_by: 'Data team' });
    // A caller who is not an admin stays an owner of what they save.
    expect(record.owners.map((owner) => owner.id).sort()).toEqual([ann.id, bob.id].sort());

    const deleted = await call('DELETE', `/api/v1/chart/${created.id}`, ann.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/v1/chart/${created.id}`, ann.headers)).statusCode).toBe(404);
  });

  it('lets only owners and admins overwrite or delete a chart', async () => {
    const chart = await createChart(t, ann.headers, {
      slice_name: 'Mine',
      datasource_id: datasetId,
    });
    const put = await call('PUT', `/api/v1/chart/${chart.id}`, bob.headers, {
      slice_name: 'Theirs',
    });
    expect(put.statusCode).toBe(403);
    expect(body(put)).toMatchObject({ message: 'Changing this chart is forbidden' });
    const del = await call('DELETE', `/api/v1/chart/${chart.id}`, bob.headers);
    expect(del.statusCode).toBe(403);
    // A query context the client generated for the chart may be stored by any reader.
    const context = await call('PUT', `/api/v1/chart/${chart.id}`, bob.headers, {
      query_context: '{"queries":[]}',
      query_context_generation: true,
    });
    expect(context.statusCode, context.body).toBe(200);
    const byAdmin = await call('PUT', `/api/v1/chart/${chart.id}`, admin, {
      slice_name: 'Admin’s',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(body<{ result: ChartRecord }>(byAdmin).result.slice_name).toBe('Admin’s');
  });

  it('refuses a dataset that does not exist or that the caller may not read', async () => {
    const unknown = await call('POST', '/api/v1/chart/', ann.headers, {
      slice_name: 'x',
      viz_type: 'table',
      datasource_id: 999_999,
      datasource_type: 'table',
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    const denied = await call('POST', '/api/v1/chart/', gus.headers, {
      slice_name: 'x',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    expect(denied.statusCode).toBe(403);
    expect(body(denied)).toMatchObject({
      errors: [{ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }],
    });
  });

  it('hides charts of datasets the caller may not read', async () => {
    const chart = await createChart(t, ann.headers, {
      slice_name: 'Hidden',
      datasource_id: datasetId,
    });
    expect((await call('GET', `/api/v1/chart/${chart.id}`, gus.headers)).statusCode).toBe(404);
    expect((await list({}, gus.headers)).count).toBe(0);
    const star = await call('POST', `/api/v1/chart/${chart.id}/favorites/`, gus.headers);
    expect(star.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/chart/${chart.id}`, gus.headers)).statusCode).toBe(404);
    expect(names(await list({}, admin))).toContain('Hidden');
  });

  it('stars and unstars charts', async () => {
    const a = await createChart(t, ann.headers, { slice_name: 'Star A', datasource_id: datasetId });
    const b = await createChart(t, ann.headers, { slice_name: 'Star B', datasource_id: datasetId });
    const status = async () => {
      const answer = await call(
        'GET',
        `/api/v1/chart/favorite_status/?q=${q([a.id, b.id])}`,
        ann.headers,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return body(answer);
    };
    expect(await status()).toEqual({
      result: [
        { id: a.id, value: false },
        { id: b.id, value: false },
      ],
    });
    for (let i = 0; i < 2; i++)
      expect((await call('POST', `/api/v1/chart/${a.id}/favorites/`, ann.headers)).statusCode).toBe(
        200,
      );
    expect(await status()).toEqual({
      result: [
        { id: a.id, value: true },
        { id: b.id, value: false },
      ],
    });
    const favorites = await list({
      filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }],
    });
    expect(names(favorites)).toEqual(['Star A']);
    // Another user's stars are their own.
    const bobs = await list(
      { filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] },
      bob.headers,
    );
    expect(bobs.count).toBe(0);
    await call('DELETE', `/api/v1/chart/${a.id}/favorites/`, ann.headers);
    expect(await status()).toMatchObject({ result: [{ id: a.id, value: false }, { id: b.id }] });
    const unknown = await call(
      'GET',
      `/api/v1/chart/favorite_status/?q=${q([999_999])}`,
      ann.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('filters, orders and pages the list', async () => {
    const dashboard = await insertDashboard(t, 'Sales board', [bob.id]);
    await createChart(t, bob.headers, {
      slice_name: 'Revenue by region',
      viz_type: 'pie',
      datasource_id: datasetId,
      description: 'quarterly',
      dashboards: [dashboard],
    });
    await createChart(t, bob.headers, {
      slice_name: 'Orders_total',
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      certified_by: 'QA',
    });
    await createChart(t, bob.headers, {
      slice_name: 'Zeta trend',
      viz_type: 'echarts_area',
      datasource_id: datasetId,
    });
    const mine = { col: 'created_by', opr: 'rel_o_m', value: bob.id };

    expect(
      names(await list({ filters: [mine], order_column: 'slice_name', order_direction: 'asc' })),
    ).toEqual(['Orders_total', 'Revenue by region', 'Zeta trend']);
    const text = await list({
      filters: [mine, { col: 'slice_name', opr: 'chart_all_text', value: 'QUARTER' }],
    });
    expect(names(text)).toEqual(['Revenue by region']);
    // LIKE wildcards in the search are literal.
    const underscore = await list({ filters: [{ col: 'slice_name', opr: 'ct', value: 's_t' }] });
    expect(names(underscore)).toEqual(['Orders_total']);
    expect(
      names(await list({ filters: [mine, { col: 'viz_type', opr: 'eq', value: 'pie' }] })),
    ).toEqual(['Revenue by region']);
    expect(
      names(await list({ filters: [{ col: 'dashboards', opr: 'rel_m_m', value: dashboard }] })),
    ).toEqual(['Revenue by region']);
    expect(
      names(await list({ filters: [mine, { col: 'id', opr: 'chart_is_certified', value: true }] })),
    ).toEqual(['Orders_total']);
    expect(
      (await list({ filters: [mine, { col: 'owners', opr: 'rel_m_m', value: bob.id }] })).count,
    ).toBe(3);
    expect(
      (await list({ filters: [mine, { col: 'datasource_id', opr: 'eq', value: datasetId }] }))
        .count,
    ).toBe(3);
    const page = await list({
      filters: [mine],
      order_column: 'viz_type',
      order_direction: 'desc',
      page: 1,
      page_size: 2,
    });
    expect(page.count).toBe(3);
    expect(names(page)).toEqual(['Orders_total']);
    const withDashboards = (
      await list({ filters: [{ col: 'dashboards', opr: 'rel_m_m', value: dashboard }] })
    ).result[0];
    expect(withDashboards?.dashboards).toEqual([{ id: dashboard, dashboard_title: 'Sales board' }]);

    // The chart picker's call (spec §7): a column selection, page size 200, humanized order.
    const picker = await list({
      columns: ['id', 'slice_name', 'viz_type', 'changed_on_delta_humanized'],
      filters: [mine, { col: 'owners', opr: 'rel_m_m', value: bob.id }],
      page_size: 200,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
    expect(picker.count).toBe(3);
    expect(picker.ids).toEqual(picker.result.map((chart) => chart.id));
    const tooBig = await call('GET', `/api/v1/chart/?q=${q({ page_size: 201 })}`, ann.headers);
    expect(tooBig.statusCode).toBe(400);
    const badFilter = await call(
      'GET',
      `/api/v1/chart/?q=${q({ filters: [{ col: 'viz_type', opr: 'chart_is_favorite', value: 1 }] })}`,
      ann.headers,
    );
    expect(badFilter.statusCode).toBe(400);
  });

  it('puts a chart only on dashboards the caller may change', async () => {
    const annsBoard = await insertDashboard(t, 'Ann’s board', [ann.id]);
    const bobsBoard = await insertDashboard(t, 'Bob’s board', [bob.id]);
    const chart = await createChart(t, ann.headers, {
      slice_name: 'On a board',
      datasource_id: datasetId,
      dashboards: [annsBoard],
    });
    expect(chart.result.dashboards).toEqual([{ id: annsBoard, dashboard_title: 'Ann’s board' }]);
    const forbidden = await call('POST', '/api/v1/chart/', ann.headers, {
      slice_name: 'Elsewhere',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [bobsBoard],
    });
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toMatchObject({
      message: 'Changing one or more of these dashboards is forbidden',
    });
    const missing = await call('PUT', `/api/v1/chart/${chart.id}`, ann.headers, {
      dashboards: [999_999],
    });
    expect(missing.statusCode).toBe(400);
  });

  it('deletes several charts at once, all or nothing', async () => {
    const a = await createChart(t, ann.headers, { slice_name: 'Bulk A', datasource_id: datasetId });
    const b = await createChart(t, ann.headers, { slice_name: 'Bulk B', datasource_id: datasetId });
    const c = await createChart(t, bob.headers, { slice_name: 'Bulk C', datasource_id: datasetId });
    const refused = await call('DELETE', `/api/v1/chart/?q=${q([a.id, c.id])}`, ann.headers);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/api/v1/chart/${a.id}`, ann.headers)).statusCode).toBe(200);
    const done = await call('DELETE', `/api/v1/chart/?q=${q([a.id, b.id])}`, ann.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done)).toEqual({ message: 'Deleted 2 charts' });
    expect((await call('GET', `/api/v1/chart/${a.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/chart/${b.id}`, ann.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/chart/${c.id}`, ann.headers)).statusCode).toBe(200);
  });
  it('lists the users the owner and author filters may pick', async () => {
    const answer = await call(
      'GET',
      `/api/v1/chart/related/owners?q=${q({ filter: 'ann' })}`,
      bob.headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body(answer)).toEqual({
      count: 1,
      result: [{ value: ann.id, text: 'Ann Tester', extra: { active: true } }],
    });
    const authors = await call('GET', '/api/v1/chart/related/created_by', bob.headers);
    expect(body<{ count: number }>(authors).count).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/api/v1/chart/related/slices', bob.headers)).statusCode).toBe(400);
  });
});
