import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartRecord } from '@common/api/charts';
import type {
  DashboardChartsResponse,
  DashboardCopyResponse,
  DashboardListResponse,
} from '@common/api/dashboards';
import type { DatasourcePayload } from '@common/api/datasets';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from '../chart/chartTestKit';
import { dashboardCalls, layoutWith } from './dashboardTestKit';

describe.each(await storeKinds())('dashboard charts, copies and stars on %s', (kind) => {
  const t = withTestApp(kind);
  const d = dashboardCalls(t);
  let ann: TestUser;
  let bob: TestUser;
  let cid: TestUser;
  let datasetId: number;
  let a: number;
  let b: number;
  let board: number;
  const metadata = () => ({
    color_scheme: 'supersetColors',
    chart_configuration: {
      [a]: { id: a, crossFilters: { scope: 'global', chartsInScope: [b] } },
    },
    global_chart_configuration: {
      scope: { rootPath: ['ROOT_ID'], excluded: [a] },
      chartsInScope: [a, b],
    },
    native_filter_configuration: [
      {
        id: 'NATIVE_FILTER-1',
        type: 'NATIVE_FILTER',
        scope: { rootPath: ['ROOT_ID'], excluded: [b] },
        chartsInScope: [a],
      },
    ],
    timed_refresh_immune_slices: [b],
    expanded_slices: { [a]: true },
  });

  beforeAll(async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', scratch.databaseId);
    // Cid may use dashboards but read no dataset.
    cid = await createTestUser(t, 'cid', 'Gamma');
    const params = JSON.stringify({ metrics: ['count'] });
    a = (await createChart(t, ann.headers, { slice_name: 'A', datasource_id: datasetId, params }))
      .id;
    b = (await createChart(t, ann.headers, { slice_name: 'B', datasource_id: datasetId })).id;
    board = (
      await d.create(ann.headers, {
        dashboard_title: 'Board',
        published: true,
        position_json: JSON.stringify(layoutWith([a, b])),
        json_metadata: JSON.stringify(metadata()),
      })
    ).id;
  });

  it('lists the charts with their form data; unreadable ones are flagged and emptied', async () => {
    const mine = body<DashboardChartsResponse>(
      await d.call('GET', `/api/v1/dashboard/${board}/charts`, ann.headers),
    );
    expect(mine.result.map((chart) => [chart.id, chart.datasource_access])).toEqual([
      [a, true],
      [b, true],
    ]);
    expect(mine.result[0]).toMatchObject({
      slice_name: 'A',
      slice_url: `/explore/?slice_id=${a}`,
      datasource_id: datasetId,
      owners: [{ id: ann.id }],
      form_data: {
        metrics: ['count'],
        slice_id: a,
        viz_type: 'table',
        datasource: `${datasetId}__table`,
      },
    });
    const theirs = body<DashboardChartsResponse>(
      await d.call('GET', `/api/v1/dashboard/${board}/charts`, cid.headers),
    );
    expect(theirs.result[0]).toMatchObject({
      datasource_access: false,
      form_data: { slice_id: a, viz_type: 'table' },
      query_context: null,
    });
    expect(Object.keys(theirs.result[0]?.form_data ?? {}).sort()).toEqual(['slice_id', 'viz_type']);

    const datasets = (headers: Record<string, string>) =>
      d.call('GET', `/api/v1/dashboard/${board}/datasets`, headers);
    const readable = body<{ result: DatasourcePayload[] }>(await datasets(ann.headers));
    expect(readable.result.map((item) => [item.id, item.uid])).toEqual([
      [datasetId, `${datasetId}__table`],
    ]);
    expect(body(await datasets(cid.headers))).toEqual({ result: [] });
    expect((await d.call('GET', '/api/v1/dashboard/nope/charts', ann.headers)).statusCode).toBe(
      404,
    );
  });

  it('stars and unstars; favorite_status is not taken for a slug', async () => {
    const status = async () =>
      body(await d.call('GET', `/api/v1/dashboard/favorite_status/?q=!(${board})`, bob.headers));
    expect(await status()).toEqual({ result: [{ id: board, value: false }] });
    const star = await d.call('POST', `/api/v1/dashboard/${board}/favorites/`, bob.headers);
    expect(body(star)).toEqual({ result: 'OK' });
    expect(await status()).toEqual({ result: [{ id: board, value: true }] });
    const listed = body<DashboardListResponse>(
      await d.call(
        'GET',
        '/api/v1/dashboard/?q=(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))',
        bob.headers,
      ),
    );
    expect(listed.ids).toEqual([board]);
    await d.call('DELETE', `/api/v1/dashboard/${board}/favorites/`, bob.headers);
    expect(await status()).toEqual({ result: [{ id: board, value: false }] });
    const unknown = await d.call(
      'GET',
      '/api/v1/dashboard/favorite_status/?q=!(987654)',
      bob.headers,
    );
    expect(unknown.statusCode).toBe(404);
    const garbage = await d.call('GET', '/api/v1/dashboard/favorite_status/?q=!(', bob.headers);
    expect(garbage.statusCode).toBe(400);
  });

  it('copies a dashboard keeping its charts, owned by the caller', async () => {
    const copy = await d.call('POST', `/api/v1/dashboard/${board}/copy/`, bob.headers, {
      dashboard_title: 'Bob copy',
      json_metadata: JSON.stringify(metadata()),
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const { result } = body<DashboardCopyResponse>(copy);
    const read = await d.read(bob.headers, result.id);
    expect(read.result).toMatchObject({
      dashboard_title: 'Bob copy',
      published: false,
      owners: [{ id: bob.id }],
      charts: ['A', 'B'],
    });
    expect(JSON.parse(read.result.json_metadata ?? '')).toEqual(metadata());
    expect(JSON.parse(read.result.position_json ?? '')).toEqual(layoutWith([a, b]));
  });

  it('copies with duplicate_slices: new charts owned by the caller, every id remapped', async () => {
    const copy = await d.call('POST', `/api/v1/dashboard/${board}/copy/`, bob.headers, {
      dashboard_title: 'Deep copy',
      duplicate_slices: true,
      json_metadata: JSON.stringify({ ...metadata(), positions: layoutWith([a, b]) }),
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const { id } = body<DashboardCopyResponse>(copy).result;
    const charts = body<DashboardChartsResponse>(
      await d.call('GET', `/api/v1/dashboard/${id}/charts`, bob.headers),
    ).result;
    const [a2, b2] = charts.map((chart) => chart.id) as [number, number];
    expect(charts.map((chart) => chart.slice_name)).toEqual(['A', 'B']);
    expect([a2, b2]).not.toContain(a);
    expect([a2, b2]).not.toContain(b);
    expect(charts[0]?.form_data).toMatchObject({ metrics: ['count'], slice_id: a2 });
    const chart = body<{ result: ChartRecord }>(
      await d.call('GET', `/api/v1/chart/${a2}`, bob.headers),
    );
    expect(chart.result.owners).toEqual([{ id: bob.id, first_name: 'Bob', last_name: 'Tester' }]);

    const read = await d.read(bob.headers, id);
    // Component ids stay; only the charts they show change.
    const layout = JSON.parse(read.result.position_json ?? '') as Record<
      string,
      { meta?: { chartId?: number } }
    >;
    expect([layout[`CHART-${a}`]?.meta?.chartId, layout[`CHART-${b}`]?.meta?.chartId]).toEqual([
      a2,
      b2,
    ]);
    const stored = JSON.parse(read.result.json_metadata ?? '') as Record<string, unknown>;
    expect(stored).toEqual({
      color_scheme: 'supersetColors',
      chart_configuration: {
        [a2]: { id: a2, crossFilters: { scope: 'global', chartsInScope: [b2] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [a2] },
        chartsInScope: [a2, b2],
      },
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          type: 'NATIVE_FILTER',
          scope: { rootPath: ['ROOT_ID'], excluded: [b2] },
          chartsInScope: [a2],
        },
      ],
      timed_refresh_immune_slices: [b2],
      expanded_slices: { [a2]: true },
    });
    // The source is untouched.
    expect((await d.read(ann.headers, board)).result.charts).toEqual(['A', 'B']);
  });

  it('refuses copies without can_write or view access, and bad bodies', async () => {
    const gus = await createTestUser(t, 'gus', 'sql_lab');
    const payload = { dashboard_title: 'X', json_metadata: '{}' };
    const copyAs = (headers: Record<string, string>, id: number | string, body = payload) =>
      d.call('POST', `/api/v1/dashboard/${id}/copy/`, headers, body);
    expect((await copyAs(gus.headers, board)).statusCode).toBe(403);
    const draft = await d.create(ann.headers, { dashboard_title: 'Ann draft' });
    expect((await copyAs(bob.headers, draft.id)).statusCode).toBe(404);
    const noMetadata = await copyAs(bob.headers, board, { dashboard_title: 'X' } as typeof payload);
    expect(noMetadata.statusCode).toBe(400);
    const badLayout = await copyAs(bob.headers, board, {
      dashboard_title: 'X',
      json_metadata: JSON.stringify({ positions: layoutWith([987654]) }),
    });
    expect(badLayout.statusCode).toBe(422);
  });

  it('limits viewing to the dashboard roles, beside owners and admins', async () => {
    const viewers = await t.ctx.roles.create('board_viewers', false);
    const dave = await createTestUser(t, 'dave', 'Gamma');
    await t.ctx.roles.setUserRoles(dave.id, [
      ...(
        await t.ctx.db
          .selectFrom('user_roles')
          .select('role_id')
          .where('user_id', '=', dave.id)
          .execute()
      ).map((row) => row.role_id),
      viewers,
    ]);
    const { id } = await d.create(ann.headers, {
      dashboard_title: 'Limited',
      published: true,
      roles: [viewers],
    });
    const see = async (user: TestUser) =>
      (await d.call('GET', `/api/v1/dashboard/${id}`, user.headers)).statusCode;
    const listed = async (user: TestUser) =>
      body<DashboardListResponse>(
        await d.call('GET', '/api/v1/dashboard/?q=(page_size:100)', user.headers),
      ).ids.includes(id);
    expect([await see(ann), await see(dave), await see(cid)]).toEqual([200, 200, 404]);
    expect([await listed(ann), await listed(dave), await listed(cid)]).toEqual([true, true, false]);
    expect((await d.call('GET', `/api/v1/dashboard/${id}/charts`, cid.headers)).statusCode).toBe(
      404,
    );
    const related = body(
      await d.call('GET', '/api/v1/dashboard/related/roles?q=(filter:board)', ann.headers),
    );
    expect(related).toEqual({ count: 1, result: [{ value: viewers, text: 'board_viewers' }] });
  });
});
