import { randomUUID } from 'node:crypto';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeRison } from '@common/api/rison';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { bundleContents, bundleOf, bundleTransferCalls } from '../bundleTransferTestKit';
import { createChart, insertDashboard, scratchDataset } from '../chart/chartTestKit';

type Headers = Record<string, string>;
type Layout = Record<string, LayoutItem | string>;
interface DashboardFile {
  dashboard_title: string;
  slug: string | null;
  uuid: string;
  published: boolean;
  position: Layout;
  metadata: DashboardMetadata;
}

/** A layout item of the tests (CHART, ROW…) with its parents. */
function item(
  type: LayoutItem['type'],
  id: string,
  parents: string[],
  children: string[] = [],
  meta: LayoutItem['meta'] = {},
): LayoutItem {
  return { type, id, children, parents, meta };
}

describe.each(await storeKinds())('dashboard export and import on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Headers;
  let alf: TestUser;
  let datasetId: number;
  let charts: { id: number; uuid: string }[];
  let dashboardId: number;

  const { exportOf, importBundle } = bundleTransferCalls(t, 'dashboard', () => admin);
  const stored = (where: { uuid: string } | { slug: string }) => {
    const [column, value] = Object.entries(where)[0] as ['uuid' | 'slug', string];
    return t.ctx.db
      .selectFrom('dashboards')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirstOrThrow();
  };
  const linkedCharts = async (id: number) =>
    (
      await t.ctx.db
        .selectFrom('dashboard_slices')
        .select('slice_id')
        .where('dashboard_id', '=', id)
        .orderBy('slice_id')
        .execute()
    ).map((row) => row.slice_id);

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    alf = await createTestUser(t, 'alf', 'Alpha', scratch.databaseId);
    charts = [];
    for (const name of ['Scores', 'Names', 'Orphan']) {
      const chart = await createChart(t, admin, { slice_name: name, datasource_id: datasetId });
      charts.push({ id: chart.id, uuid: chart.result.uuid ?? '' });
    }
    const [a, b, c] = charts.map((chart) => chart.id) as [number, number, number];
    const root = ['ROOT_ID'];
    const grid = ['ROOT_ID', 'GRID_ID'];
    const tab = [...grid, 'TABS-1', 'TAB-1'];
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: item('ROOT', 'ROOT_ID', [], ['GRID_ID']),
      GRID_ID: item('GRID', 'GRID_ID', root, ['TABS-1']),
      HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'Scores' } },
      'TABS-1': item('TABS', 'TABS-1', grid, ['TAB-1']),
      'TAB-1': item('TAB', 'TAB-1', [...grid, 'TABS-1'], ['ROW-1', 'ROW-2'], { text: 'One' }),
      'ROW-1': item('ROW', 'ROW-1', tab, ['CHART-a', 'CHART-b']),
      'CHART-a': item('CHART', 'CHART-a', [...tab, 'ROW-1'], [], {
        chartId: a,
        width: 6,
        height: 50,
        sliceName: 'Scores',
      }),
      'CHART-b': item('CHART', 'CHART-b', [...tab, 'ROW-1'], [], {
        chartId: b,
        width: 6,
        height: 50,
        sliceName: 'Names',
      }),
      'ROW-2': item('ROW', 'ROW-2', tab, ['MARKDOWN-1']),
      'MARKDOWN-1': item('MARKDOWN', 'MARKDOWN-1', [...tab, 'ROW-2'], [], { code: '# Hi' }),
    };
    const metadata: DashboardMetadata = {
      color_scheme: 'supersetColors',
      label_colors: { 'name 1': '#1FA8C9' },
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-name',
          type: 'NATIVE_FILTER',
          name: 'Name',
          description: '',
          filterType: 'filter_select',
          targets: [{ datasetId, column: { name: 'name' } }],
          controlValues: { multiSelect: true },
          defaultDataMask: { extraFormData: {}, filterState: {} },
          cascadeParentIds: [],
          scope: { rootPath: ['ROOT_ID'], excluded: [b] },
          chartsInScope: [a],
        },
      ],
      chart_configuration: {
        [a]: { id: a, crossFilters: { scope: 'global', chartsInScope: [b] } },
      },
      global_chart_configuration: {
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
        chartsInScope: [a, b],
      },
      timed_refresh_immune_slices: [a],
      expanded_slices: { [b]: true },
      positions: {},
    };
    dashboardId = await insertDashboard(t, 'Scores & names', [1]);
    await t.ctx.db
      .updateTable('dashboards')
      .set({
        slug: 'scores',
        css: '.x { color: red; }',
        published: 1,
        position_json: JSON.stringify(position),
        json_metadata: JSON.stringify(metadata),
      })
      .where('id', '=', dashboardId)
      .execute();
    await t.ctx.db
      .insertInto('dashboard_slices')
      .values([a, b, c].map((slice_id) => ({ dashboard_id: dashboardId, slice_id })))
      .execute();
  });

  it('exports Superset’s bundle: chart uuids in the layout, filter datasets by uuid, every related file', async () => {
    const files = bundleContents(await exportOf([dashboardId]));
    expect(parse(files['metadata.yaml'] ?? '')).toMatchObject({
      version: '1.0.0',
      type: 'Dashboard',
    });
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.startsWith('charts/'))).toHaveLength(3);
    expect(names.filter((name) => name.startsWith('datasets/'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('databases/'))).toEqual([
      'databases/scratch.yaml',
    ]);
    const file = parse(files[`dashboards/Scores_names_${dashboardId}.yaml`] ?? '') as DashboardFile;
    expect(file).toMatchObject({
      dashboard_title: 'Scores & names',
      slug: 'scores',
      published: true,
    });
    const chartA = file.position['CHART-a'] as LayoutItem;
    expect(chartA.meta).toMatchObject({ chartId: charts[0]?.id, uuid: charts[0]?.uuid });
    // The linked chart the layout does not place gets a row of its own, so an import links it.
    const orphan = Object.values(file.position).find(
      (entry) => typeof entry === 'object' && entry.meta?.uuid === charts[2]?.uuid,
    ) as LayoutItem;
    expect(orphan.parents?.slice(0, 2)).toEqual(['ROOT_ID', 'GRID_ID']);
    const dataset = parse(files[names.find((n) => n.startsWith('datasets/')) ?? ''] ?? '') as {
      uuid: string;
    };
    const filter = file.metadata.native_filter_configuration?.[0] as { targets: unknown[] };
    expect(filter.targets).toEqual([{ column: { name: 'name' }, datasetUuid: dataset.uuid }]);
    expect(file.metadata.positions).toBeUndefined();
    expect(file.metadata.chart_configuration).toHaveProperty(String(charts[0]?.id));
  });

  it('round trip: export → import with overwrite → export gives the same files', async () => {
    const first = bundleContents(await exportOf([dashboardId]));
    const refused = await importBundle(bundleOf('dashboard', first), false);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('`overwrite=true` was not passed');
    const answer = await importBundle(bundleOf('dashboard', first), true);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body<{ message: string }>(answer).message).toBe('OK');
    const second = bundleContents(await exportOf([dashboardId]));
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    for (const [path, text] of Object.entries(first))
      if (path !== 'metadata.yaml') expect(second[path], path).toBe(text);
    expect(await linkedCharts(dashboardId)).toEqual(charts.map((chart) => chart.id));
    const row = await stored({
      uuid: (parse(first[`dashboards/Scores_names_${dashboardId}.yaml`] ?? '') as DashboardFile)
        .uuid,
    });
    expect(row.id).toBe(dashboardId);
  });

  it('imports a Superset 4 bundle: new charts, ids remapped in layout and metadata, owned by the importer', async () => {
    const exported = bundleContents(await exportOf([dashboardId]));
    const datasetFile = Object.keys(exported).find((n) => n.startsWith('datasets/')) ?? '';
    const datasetUuid = (parse(exported[datasetFile] ?? '') as { uuid: string }).uuid;
    const [u1, u2, dashUuid] = [randomUUID(), randomUUID(), randomUUID()];
    const chartYaml = (name: string, uuid: string) =>
      stringify({
        slice_name: name,
        description: null,
        certified_by: null,
        certification_details: null,
        viz_type: 'table',
        params: { datasource: '7__table', viz_type: 'table', all_columns: ['name'] },
        query_context: null,
        cache_timeout: null,
        uuid,
        version: '1.0.0',
        dataset_uuid: datasetUuid,
      });
    const grid = ['ROOT_ID', 'GRID_ID'];
    const dashboardYaml = stringify({
      dashboard_title: 'From Superset 4',
      description: null,
      css: '',
      slug: 'superset-four',
      certified_by: '',
      certification_details: '',
      published: true,
      uuid: dashUuid,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { children: ['GRID_ID'], id: 'ROOT_ID', type: 'ROOT' },
        GRID_ID: { children: ['ROW-N-1'], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' },
        HEADER_ID: { id: 'HEADER_ID', meta: { text: 'From Superset 4' }, type: 'HEADER' },
        'ROW-N-1': {
          children: ['CHART-101', 'CHART-102'],
          id: 'ROW-N-1',
          meta: { background: 'BACKGROUND_TRANSPARENT' },
          parents: grid,
          type: 'ROW',
        },
        'CHART-101': {
          children: [],
          id: 'CHART-101',
          meta: { chartId: 101, height: 50, sliceName: 'S4 one', uuid: u1, width: 4 },
          parents: [...grid, 'ROW-N-1'],
          type: 'CHART',
        },
        'CHART-102': {
          children: [],
          id: 'CHART-102',
          meta: { chartId: 102, height: 50, sliceName: 'S4 two', uuid: u2, width: 4 },
          parents: [...grid, 'ROW-N-1'],
          type: 'CHART',
        },
      },
      metadata: {
        chart_configuration: {
          '101': { id: 101, crossFilters: { scope: 'global', chartsInScope: [102] } },
          '999': { id: 999, crossFilters: { scope: 'global', chartsInScope: [] } },
        },
        global_chart_configuration: {
          scope: { rootPath: ['ROOT_ID'], excluded: [] },
          chartsInScope: [101, 102],
        },
        color_scheme: 'supersetColors',
        refresh_frequency: 0,
        expanded_slices: {},
        label_colors: {},
        shared_label_colors: [],
        timed_refresh_immune_slices: [102],
        cross_filters_enabled: true,
        default_filters: '{}',
        native_filter_configuration: [
          {
            id: 'NATIVE_FILTER-s4',
            type: 'NATIVE_FILTER',
            name: 'Name',
            filterType: 'filter_select',
            targets: [{ column: { name: 'name' }, datasetUuid }],
            scope: { rootPath: ['ROOT_ID'], excluded: [102] },
            chartsInScope: [101],
            cascadeParentIds: [],
            controlValues: {},
            defaultDataMask: { extraFormData: {}, filterState: {} },
          },
        ],
      },
      version: '1.0.0',
    });
    const zip = bundleOf('dashboard', {
      'metadata.yaml': stringify({
        version: '1.0.0',
        type: 'Dashboard',
        timestamp: '2024-05-01T10:00:00+00:00',
      }),
      'dashboards/From_Superset_4_42.yaml': dashboardYaml,
      'charts/S4_one_101.yaml': chartYaml('S4 one', u1),
      'charts/S4_two_102.yaml': chartYaml('S4 two', u2),
      [datasetFile]: exported[datasetFile] ?? '',
      'databases/scratch.yaml': exported['databases/scratch.yaml'] ?? '',
    });
    const answer = await importBundle(zip, false, alf.headers);
    expect(answer.statusCode, answer.body).toBe(200);

    const row = await stored({ slug: 'superset-four' });
    expect(row).toMatchObject({ uuid: dashUuid, dashboard_title: 'From Superset 4', published: 1 });
    const owners = await t.ctx.db
      .selectFrom('dashboard_owners')
      .select('user_id')
      .where('dashboard_id', '=', row.id)
      .execute();
    expect(owners.map((o) => o.user_id)).toEqual([alf.id]);
    const local = await t.ctx.db
      .selectFrom('slices')
      .select(['id', 'uuid'])
      .where('uuid', 'in', [u1, u2])
      .execute();
    const id1 = local.find((c) => c.uuid === u1)?.id as number;
    const id2 = local.find((c) => c.uuid === u2)?.id as number;
    expect(await linkedCharts(row.id)).toEqual([id1, id2].sort((x, y) => x - y));
    const position = JSON.parse(row.position_json ?? '{}') as Record<string, LayoutItem>;
    expect(position['CHART-101']?.meta.chartId).toBe(id1);
    expect(position['CHART-102']?.meta.chartId).toBe(id2);
    const metadata = JSON.parse(row.json_metadata ?? '{}') as DashboardMetadata;
    expect(Object.keys(metadata.chart_configuration ?? {})).toEqual([String(id1)]);
    expect(metadata.chart_configuration?.[String(id1)]).toEqual({
      id: id1,
      crossFilters: { scope: 'global', chartsInScope: [id2] },
    });
    expect(metadata.global_chart_configuration?.chartsInScope).toEqual([id1, id2]);
    expect(metadata.timed_refresh_immune_slices).toEqual([id2]);
    const filter = metadata.native_filter_configuration?.[0] as {
      targets: unknown[];
      scope: { excluded: number[] };
      chartsInScope: number[];
    };
    expect(filter.targets).toEqual([{ column: { name: 'name' }, datasetId }]);
    expect(filter.scope.excluded).toEqual([id2]);
    expect(filter.chartsInScope).toEqual([id1]);

    // Alf owns it now; he may not overwrite the admin's dashboard, and the admin is refused a
    // different dashboard under a slug already taken.
    const adminBundle = bundleContents(await exportOf([dashboardId]));
    const notOwner = await importBundle(bundleOf('dashboard', adminBundle), true, alf.headers);
    expect(notOwner.statusCode).toBe(422);
    expect(notOwner.body).toContain("doesn't have permissions to overwrite it");
    const clash = dashboardYaml.replace(dashUuid, randomUUID());
    const taken = await importBundle(
      bundleOf('dashboard', {
        'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }),
        'dashboards/clash.yaml': clash,
      }),
      true,
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('The slug \\"superset-four\\" is used by another dashboard');
  });

  it('refuses bundles it cannot import with a clear answer, writing nothing', async () => {
    const before = await t.ctx.db.selectFrom('dashboards').select('id').execute();
    const notZip = await importBundle(Buffer.from('not a zip'), false);
    expect(notZip.statusCode).toBe(422);
    expect(notZip.body).toContain('Not a ZIP file');
    const wrongType = await importBundle(
      bundleOf('dashboard', { 'metadata.yaml': stringify({ version: '1.0.0', type: 'Slice' }) }),
      false,
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.body).toContain('must say type: Dashboard');
    const empty = await importBundle(
      bundleOf('dashboard', {
        'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }),
      }),
      false,
    );
    expect(empty.body).toContain('no dashboards/*.yaml file');
    const missingChart = await importBundle(
      bundleOf('dashboard', {
        'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }),
        'dashboards/x.yaml': stringify({
          dashboard_title: 'X',
          uuid: randomUUID(),
          position: {
            'CHART-1': { type: 'CHART', id: 'CHART-1', meta: { chartId: 5, uuid: 'nope' } },
          },
          metadata: {},
        }),
        'dashboards/bad.yaml': 'dashboard_title: [unclosed',
      }),
      false,
    );
    expect(missingChart.statusCode).toBe(422);
    const problems = body<{ errors: { extra: Record<string, unknown> }[] }>(missingChart);
    expect(JSON.stringify(problems)).toContain('Charts neither in the bundle nor in Tessera: nope');
    expect(JSON.stringify(problems)).toContain('dashboards/bad.yaml');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/import/',
      headers: admin,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(await t.ctx.db.selectFrom('dashboards').select('id').execute()).toHaveLength(
      before.length,
    );
    // Exporting a dashboard one may not see is the same 404 as an unknown one.
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/export/?q=${encodeURIComponent(encodeRison([dashboardId + 1000]))}`,
      headers: admin,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
