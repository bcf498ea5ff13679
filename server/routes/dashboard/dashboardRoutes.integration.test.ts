import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartRecord } from '@common/api/charts';
import type { DashboardListResponse, DashboardResponse } from '@common/api/dashboards';
import { encodeRison, type RisonValue } from '@common/api/rison';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from '../chart/chartTestKit';

describe.each(await storeKinds())('/api/v1/dashboard/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: TestUser;
  let bob: TestUser;
  let datasetId: number;

  const q = (value: RisonValue) => encodeURIComponent(encodeRison(value));
  const create = async (headers: Record<string, string>, payload: Record<string, unknown>) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers,
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return body<DashboardResponse>(answer);
  };
  const list = async (query: RisonValue, headers: Record<string, string>) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/?q=${q(query)}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return body<DashboardListResponse>(answer);
  };
  const titles = (answer: DashboardListResponse) => answer.result.map((d) => d.dashboard_title);

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', scratch.databaseId);
    await create(ann.headers, { dashboard_title: 'Ann draft', slug: 'ann draft!' });
    await create(ann.headers, { dashboard_title: 'Ann published', published: true });
    await create(bob.headers, { dashboard_title: 'Bob draft' });
  });

  it('creates a dashboard in Superset’s shape; the creator owns it; slugs are normalised', async () => {
    const created = await create(ann.headers, {
      dashboard_title: 'Sales',
      slug: ' sales board ',
      json_metadata: '{"color_scheme":"supersetColors"}',
      position_json: '{}',
      css: '',
    });
    expect(created.result).toMatchObject({
      id: created.id,
      dashboard_title: 'Sales',
      slug: 'sales-board',
      url: '/superset/dashboard/sales-board/',
      published: false,
      status: 'draft',
      json_metadata: '{"color_scheme":"supersetColors"}',
      owners: [{ id: ann.id, first_name: 'Ann', last_name: 'Tester' }],
      changed_by: { id: ann.id, first_name: 'Ann', last_name: 'Tester' },
      changed_on_delta_humanized: 'just now',
      charts: [],
    });
    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/sales-board',
      headers: ann.headers,
    });
    expect(body<DashboardResponse>(bySlug).id).toBe(created.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: ann.headers,
      payload: { dashboard_title: 'Other', slug: 'sales-board' },
    });
    expect(again.statusCode).toBe(422);
    expect(body(again)).toEqual({ message: { slug: ['Must be unique'] } });
    const untitled = await create(ann.headers, {});
    expect(untitled.result.dashboard_title).toBe('[ untitled dashboard ]');
    expect(untitled.result.url).toBe(`/superset/dashboard/${untitled.id}/`);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: ann.headers,
      payload: { dashboard_title: 'Bad', json_metadata: '{not json' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists what each user may see: admins all, others owned or published', async () => {
    const filters = [{ col: 'dashboard_title', opr: 'ct', value: 'draft' }];
    expect(
      titles(
        await list({ filters, order_column: 'dashboard_title', order_direction: 'asc' }, admin),
      ),
    ).toEqual(['Ann draft', 'Bob draft']);
    expect(titles(await list({ filters }, bob.headers))).toEqual(['Bob draft']);
    const published = await list(
      { filters: [{ col: 'published', opr: 'eq', value: true }] },
      bob.headers,
    );
    expect(titles(published)).toEqual(['Ann published']);
    const annDraft = (await list({ filters }, ann.headers)).result[0];
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/${annDraft?.id}`,
      headers: bob.headers,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('filters the dashboards a user may edit, by owner or by dashboard_is_editable', async () => {
    const byOwner = await list(
      { filters: [{ col: 'owners', opr: 'rel_m_m', value: bob.id }] },
      bob.headers,
    );
    expect(titles(byOwner)).toEqual(['Bob draft']);
    const editable = [{ col: 'id', opr: 'dashboard_is_editable', value: true }];
    expect(titles(await list({ filters: editable }, bob.headers))).toEqual(['Bob draft']);
    const forAdmin = await list({ filters: editable, page_size: 100 }, admin);
    expect(titles(forAdmin)).toEqual(expect.arrayContaining(['Ann draft', 'Bob draft']));
    const search = await list(
      { filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'ANN' }] },
      ann.headers,
    );
    expect(titles(search).sort()).toEqual(['Ann draft', 'Ann published']);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/?q=${q({ filters: [{ col: 'slug', opr: 'rel_m_m', value: 1 }] })}`,
      headers: ann.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('links a saved chart to dashboards the caller may change, and refuses others with 403', async () => {
    const board = await create(bob.headers, { dashboard_title: 'Bob board' });
    const chart = await createChart(t, bob.headers, {
      slice_name: 'On a board',
      datasource_id: datasetId,
      dashboards: [board.id],
    });
    expect(chart.result.dashboards).toEqual([{ id: board.id, dashboard_title: 'Bob board' }]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/${board.id}`,
      headers: bob.headers,
    });
    expect(body<DashboardResponse>(read).result.charts).toEqual(['On a board']);
    const annsChart = await createChart(t, ann.headers, {
      slice_name: 'Ann chart',
      datasource_id: datasetId,
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/chart/${annsChart.id}`,
      headers: ann.headers,
      payload: { dashboards: [board.id] },
    });
    expect(refused.statusCode).toBe(403);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/${annsChart.id}`,
      headers: ann.headers,
    });
    expect(body<{ result: ChartRecord }>(after).result.dashboards).toEqual([]);
  });

  it('answers the owner choices and refuses writes without can_write on Dashboard', async () => {
    const related = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/related/owners?q=${q({ filter: 'bob' })}`,
      headers: ann.headers,
    });
    expect(body(related)).toMatchObject({
      result: [{ value: bob.id, text: 'Bob Tester', extra: { active: true } }],
    });
    const gus = await createTestUser(t, 'gus', 'sql_lab');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/',
      headers: gus.headers,
      payload: { dashboard_title: 'No' },
    });
    expect(denied.statusCode).toBe(403);
  });
});
