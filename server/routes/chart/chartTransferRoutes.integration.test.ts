import { randomUUID } from 'node:crypto';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartListResponse, ChartRecord } from '@common/api/charts';
import { LEGACY_VIZ_TYPES } from '@common/api/currentVizType';
import { encodeRison } from '@common/api/rison';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { bundleContents, bundleOf, bundleTransferCalls } from '../bundleTransferTestKit';
import { createChart, scratchDataset } from './chartTestKit';

describe.each(await storeKinds())('chart export and import on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let gia: TestUser;
  let datasetId: number;

  const { exportOf, importBundle } = bundleTransferCalls(t, 'chart', () => admin);
  const get = async (id: number) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/${id}`,
      headers: admin,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return body<{ result: ChartRecord }>(answer).result;
  };
  const byName = async (name: string) => {
    const q = encodeRison({ filters: [{ col: 'slice_name', opr: 'eq', value: name }] });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/?q=${encodeURIComponent(q)}`,
      headers: admin,
    });
    return body<ChartListResponse>(answer).result;
  };
  /** A record without what a save changes by itself. */
  const stable = (record: ChartRecord) => {
    const {
      changed_on_utc: _a,
      changed_on_dttm: _b,
      changed_on_delta_humanized: _c,
      thumbnail_url: _d,
      last_saved_at: _e,
      ...rest
    } = record;
    return rest;
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    gia = await createTestUser(t, 'gia', 'Gamma', scratch.databaseId);
  });

  it('exports Superset’s bundle and imports it again with no difference', async () => {
    const chart = await createChart(t, admin, {
      slice_name: 'Round trip',
      viz_type: 'echarts_timeseries_line',
      datasource_id: datasetId,
      params: JSON.stringify({
        datasource: `${datasetId}__table`,
        viz_type: 'echarts_timeseries_line',
        metrics: ['count'],
      }),
      query_context: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        queries: [{ metrics: ['count'] }],
        form_data: { datasource: `${datasetId}__table` },
      }),
      cache_timeout: 300,
      description: 'round',
      certified_by: 'QA',
    });
    const first = bundleContents(await exportOf([chart.id]));
    const chartFile = `charts/Round_trip_${chart.id}.yaml`;
    expect(Object.keys(first).sort()).toEqual([
      chartFile,
      'databases/scratch.yaml',
      'datasets/scratch/t.yaml',
      'metadata.yaml',
    ]);
    expect(parse(first['metadata.yaml'] ?? '')).toMatchObject({ version: '1.0.0', type: 'Slice' });
    const yaml = parse(first[chartFile] ?? '') as Record<string, unknown>;
    const datasetYaml = parse(first['datasets/scratch/t.yaml'] ?? '') as { uuid: string };
    expect(yaml).toEqual({
      slice_name: 'Round trip',
      description: 'round',
      certified_by: 'QA',
      certification_details: null,
      viz_type: 'echarts_timeseries_line',
      params: {
        datasource: `${datasetId}__table`,
        viz_type: 'echarts_timeseries_line',
        metrics: ['count'],
      },
      query_context: chart.result.query_context,
      cache_timeout: 300,
      uuid: chart.result.uuid,
      version: '1.0.0',
      dataset_uuid: datasetYaml.uuid,
    });

    const before = await get(chart.id);
    const refused = await importBundle(bundleOf('chart', first), false);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(body(refused))).toContain('overwrite=true');
    const overwritten = await importBundle(bundleOf('chart', first), true);
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect(body(overwritten)).toEqual({ message: 'OK' });
    expect(stable(await get(chart.id))).toEqual(stable(before));
    const { 'metadata.yaml': _m1, ...again } = bundleContents(await exportOf([chart.id]));
    const { 'metadata.yaml': _m2, ...firstFiles } = first;
    expect(again).toEqual(firstFiles);

    // Deleted, then imported: the same chart comes back under a new id.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${chart.id}`, headers: admin });
    const restored = await importBundle(bundleOf('chart', first), false);
    expect(restored.statusCode, restored.body).toBe(200);
    const [back] = await byName('Round trip');
    expect(back?.uuid).toBe(chart.result.uuid);
    expect(back?.owners.map((owner) => owner.id)).toEqual(before.owners.map((owner) => owner.id));
    const third = bundleContents(await exportOf([back?.id ?? 0]));
    expect(third[`charts/Round_trip_${back?.id}.yaml`]).toBe(first[chartFile]);
  });

  it('imports legacy viz types under their current keys', async () => {
    const chart = await createChart(t, admin, {
      slice_name: 'Legacy base',
      datasource_id: datasetId,
    });
    const files = bundleContents(await exportOf([chart.id]));
    const base = parse(files[`charts/Legacy_base_${chart.id}.yaml`] ?? '') as Record<
      string,
      unknown
    >;
    const legacy: Record<string, string> = { 'metadata.yaml': files['metadata.yaml'] ?? '' };
    for (const [path, text] of Object.entries(files))
      if (!path.startsWith('charts/')) legacy[path] = text;
    for (const old of Object.keys(LEGACY_VIZ_TYPES))
      legacy[`charts/legacy_${old}.yaml`] = stringify({
        ...base,
        slice_name: `Legacy ${old}`,
        viz_type: old,
        params: { viz_type: old, metrics: ['count'] },
        uuid: randomUUID(),
      });
    const answer = await importBundle(bundleOf('chart', legacy), false);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const [old, current] of Object.entries(LEGACY_VIZ_TYPES)) {
      const [imported] = await byName(`Legacy ${old}`);
      expect(imported?.viz_type, old).toBe(current);
      expect(imported?.form_data.viz_type, old).toBe(current);
    }
  });

  it('brings the datasets a bundle holds that are not here yet', async () => {
    const events = await scratchEventsDataset();
    const chart = await createChart(t, admin, { slice_name: 'On events', datasource_id: events });
    const files = bundleContents(await exportOf([chart.id]));
    await t.app.inject({ method: 'DELETE', url: `/api/v1/chart/${chart.id}`, headers: admin });
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dataset/${events}`,
      headers: admin,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const answer = await importBundle(bundleOf('chart', files), false);
    expect(answer.statusCode, answer.body).toBe(200);
    const [imported] = await byName('On events');
    expect(imported?.datasource_name_text).toBe('main.events');
    expect(imported?.datasource_id).not.toBe(events);
  });

  it('keeps bundles to those who may read and write the data', async () => {
    const chart = await createChart(t, gia.headers, {
      slice_name: 'Gia’s',
      datasource_id: datasetId,
    });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/export/?q=${encodeURIComponent(encodeRison([chart.id]))}`,
      headers: gia.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chart/export/?q=${encodeURIComponent(encodeRison([999_999]))}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const files = bundleContents(await exportOf([chart.id]));
    const gus = await createTestUser(t, 'gus', 'Gamma');
    const denied = await importBundle(bundleOf('chart', files), true, gus.headers);
    expect(denied.statusCode).toBe(422);
    expect(JSON.stringify(body(denied))).toContain('may not read the dataset');
    // Gia owns the chart and reads its dataset: she may overwrite it from the bundle.
    expect((await importBundle(bundleOf('chart', files), true, gia.headers)).statusCode).toBe(200);
    const notZip = await importBundle(Buffer.from('not a zip'), false);
    expect(notZip.statusCode).toBe(422);
  });

  async function scratchEventsDataset(): Promise<number> {
    const databaseId = await scratchDatabaseId();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: { database: databaseId, schema: 'main', table_name: 'events' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return body<{ id: number }>(created).id;
  }

  async function scratchDatabaseId(): Promise<number> {
    const database = await t.ctx.databases.findByName('scratch');
    if (!database) throw new Error('no scratch database');
    return database.id;
  }
});
