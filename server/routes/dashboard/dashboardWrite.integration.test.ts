import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardUpdateResponse } from '@common/api/dashboards';
import { DASHBOARD_CHANGED_MESSAGE, DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from '../chart/chartTestKit';
import { dashboardCalls, layoutWith } from './dashboardTestKit';

describe.each(await storeKinds())('saving and deleting dashboards on %s', (kind) => {
  const t = withTestApp(kind);
  const d = dashboardCalls(t);
  let admin: Record<string, string>;
  let ann: TestUser;
  let bob: TestUser;
  let datasetId: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, admin);
    datasetId = scratch.datasetId;
    ann = await createTestUser(t, 'ann', 'Gamma', scratch.databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', scratch.databaseId);
  });

  it('answers an ETag; a save with a stale If-Match gets 412 and changes nothing', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Versions' });
    const first = await d.read(ann.headers, id);
    expect(first.etag).toBe(`"${id}-1"`);
    expect(first.permissions).toMatchObject({ can_edit: true, is_admin: false });

    const saved = await d.put(ann.headers, id, { dashboard_title: 'Second' }, first.etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe(`"${id}-2"`);
    const answer = body<DashboardUpdateResponse>(saved);
    expect(answer).toMatchObject({ id, result: { dashboard_title: 'Second' } });
    expect(Math.abs(answer.last_modified_time - Date.now() / 1000)).toBeLessThan(60);

    const stale = await d.put(ann.headers, id, { dashboard_title: 'Stale' }, first.etag);
    expect(stale.statusCode).toBe(412);
    expect(body(stale).message).toBe(DASHBOARD_CHANGED_MESSAGE);
    expect(stale.headers.etag).toBe(`"${id}-2"`);
    const after = await d.read(ann.headers, id);
    expect(after.result.dashboard_title).toBe('Second');
    expect(after.etag).toBe(`"${id}-2"`);

    // API scripts without If-Match keep Superset's last-write-wins.
    const script = await d.put(ann.headers, id, { dashboard_title: 'Script' });
    expect(script.statusCode).toBe(200);
    expect(script.headers.etag).toBe(`"${id}-3"`);
    expect((await d.read(ann.headers, id)).result.dashboard_title).toBe('Script');
  });

  it('gives a dashboard a new version when a chart save adds or removes it', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Linked from a chart' });
    const opened = await d.read(ann.headers, id);
    const chart = await createChart(t, ann.headers, { slice_name: 'C', datasource_id: datasetId });
    const linked = await d.call('PUT', `/api/v1/chart/${chart.id}`, ann.headers, {
      dashboards: [id],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const stale = await d.put(ann.headers, id, { dashboard_title: 'Stale' }, opened.etag);
    expect(stale.statusCode).toBe(412);
    const current = await d.read(ann.headers, id);
    expect(current.result.charts).toEqual(['C']);
    const unlinked = await d.call('PUT', `/api/v1/chart/${chart.id}`, ann.headers, {
      dashboards: [],
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await d.read(ann.headers, id)).etag).not.toBe(current.etag);
  });

  it('gives a dashboard a new version when one of its charts is deleted, one by one or in bulk', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Loses charts' });
    const charts = [];
    for (const name of ['D1', 'D2', 'D3'])
      charts.push(
        await createChart(t, ann.headers, { slice_name: name, datasource_id: datasetId }),
      );
    for (const chart of charts)
      await d.call('PUT', `/api/v1/chart/${chart.id}`, ann.headers, { dashboards: [id] });
    const opened = await d.read(ann.headers, id);
    const one = await d.call('DELETE', `/api/v1/chart/${charts[0]?.id}`, ann.headers);
    expect(one.statusCode, one.body).toBe(200);
    expect(
      (await d.put(ann.headers, id, { dashboard_title: 'Stale' }, opened.etag)).statusCode,
    ).toBe(412);
    const current = await d.read(ann.headers, id);
    const bulk = await d.call(
      'DELETE',
      `/api/v1/chart/?q=!(${charts[1]?.id},${charts[2]?.id})`,
      ann.headers,
    );
    expect(bulk.statusCode, bulk.body).toBe(200);
    const after = await d.read(ann.headers, id);
    expect(after.etag).not.toBe(current.etag);
    expect(after.result.charts).toEqual([]);
  });

  it('relinks charts to the layout; a layout with an unknown chart changes nothing', async () => {
    const a = await createChart(t, ann.headers, { slice_name: 'A', datasource_id: datasetId });
    const b = await createChart(t, ann.headers, { slice_name: 'B', datasource_id: datasetId });
    const { id } = await d.create(ann.headers, { dashboard_title: 'Layout' });
    const put = await d.put(ann.headers, id, {
      position_json: JSON.stringify(layoutWith([a.id])),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await d.read(ann.headers, id)).result.charts).toEqual(['A']);

    const before = await d.read(ann.headers, id);
    const refused = await d.put(ann.headers, id, {
      dashboard_title: 'Must not stick',
      position_json: JSON.stringify(layoutWith([a.id, b.id, 987654])),
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused)).toEqual({ message: { position_json: ['Charts not found: 987654'] } });
    const unchanged = await d.read(ann.headers, id);
    expect(unchanged.result).toMatchObject({ dashboard_title: 'Layout', charts: ['A'] });
    expect(unchanged.etag).toBe(before.etag);

    // Superset's client sends the layout as json_metadata.positions.
    const viaMetadata = await d.put(ann.headers, id, {
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', positions: layoutWith([b.id]) }),
    });
    expect(viaMetadata.statusCode, viaMetadata.body).toBe(200);
    expect(body<DashboardUpdateResponse>(viaMetadata).result).toEqual({
      json_metadata: '{"color_scheme":"bnbColors"}',
    });
    const stored = await d.read(ann.headers, id);
    expect(stored.result.charts).toEqual(['B']);
    expect(JSON.parse(stored.result.json_metadata ?? '')).toEqual({ color_scheme: 'bnbColors' });
    expect(JSON.parse(stored.result.position_json ?? '')).toEqual(layoutWith([b.id]));

    // A save of other fields leaves the links alone.
    await d.put(ann.headers, id, { css: '.x{}' });
    expect((await d.read(ann.headers, id)).result.charts).toEqual(['B']);
  });

  it('refuses malformed layouts and metadata with a clear 400 or 422, never a 500', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Bad input' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ position_json: '{"X":{"type":"NOPE","id":"X"}}' }, 422, 'unknown type'],
      [{ position_json: '[1,2]' }, 422, 'JSON object of components'],
      [{ position_json: '{"C":{"type":"CHART","id":"C","children":[]}}' }, 422, 'no chartId'],
      [{ position_json: '{"R":{"type":"ROW","id":"R","children":[1]}}' }, 422, 'children'],
      [{ position_json: '{not json' }, 400, 'valid JSON'],
      [{ position_json: `{"a":"${'x'.repeat(70_000)}"}` }, 400, '65535'],
      [{ json_metadata: '[]' }, 422, 'JSON object'],
      [{ json_metadata: '{"refresh_frequency":"often"}' }, 422, 'refresh_frequency'],
      [{ json_metadata: '{"positions":{"X":{"type":"CHART"}}}' }, 422, 'no id'],
      [{ owners: [987654] }, 422, 'Owners are invalid'],
      [{ roles: [987654] }, 422, 'Some roles do not exist'],
      [{ unknown_field: 1 }, 400, 'Unknown field'],
    ];
    for (const [payload, status, words] of cases) {
      const answer = await d.put(ann.headers, id, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(answer.body.slice(0, 2000)).toContain(words);
    }
    expect((await d.put(ann.headers, 0, { css: '' })).statusCode).toBe(400);
    expect((await d.call('PUT', '/api/v1/dashboard/abc', ann.headers, {})).statusCode).toBe(400);
    expect((await d.call('GET', '/api/v1/dashboard/99999999999', ann.headers)).statusCode).toBe(
      404,
    );
    const huge = await d.put(ann.headers, id, { css: 'x'.repeat(6 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect((await d.read(ann.headers, id)).etag).toBe(`"${id}-1"`);
  });

  it('applies the title, slug and certification rules of spec §5', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Rules' });
    const other = await d.create(ann.headers, { dashboard_title: 'Other' });
    const saved = await d.put(ann.headers, id, {
      dashboard_title: '',
      slug: ' my board! ',
      certified_by: '',
      certification_details: 'ignored',
    });
    expect(body<DashboardUpdateResponse>(saved).result).toEqual({
      dashboard_title: DASHBOARD_MESSAGES.untitled,
      slug: 'my-board',
      certified_by: null,
      certification_details: null,
    });
    const taken = await d.put(ann.headers, other.id, { slug: 'my-board' });
    expect(taken.statusCode).toBe(422);
    expect(body(taken)).toEqual({ message: { slug: ['Must be unique'] } });
    expect((await d.put(ann.headers, id, { slug: 'my board' })).statusCode).toBe(200);

    await d.put(ann.headers, id, { certified_by: 'QA', certification_details: 'Checked' });
    expect((await d.read(ann.headers, 'my-board')).result).toMatchObject({
      certified_by: 'QA',
      certification_details: 'Checked',
    });
    await d.put(ann.headers, id, { certified_by: null });
    expect((await d.read(ann.headers, id)).result).toMatchObject({
      certified_by: null,
      certification_details: null,
    });
    await d.put(ann.headers, id, { slug: '' });
    expect((await d.read(ann.headers, id)).result.slug).toBeNull();
  });

  it('lets only owners and admins with can_write edit; owners and roles are checked', async () => {
    const { id } = await d.create(ann.headers, { dashboard_title: 'Owned', published: true });
    const asBob = await d.read(bob.headers, id);
    expect(asBob.permissions?.can_edit).toBe(false);
    const refused = await d.put(bob.headers, id, { owners: [bob.id] });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(DASHBOARD_MESSAGES.noEditPermission);

    // A non-admin stays an owner of what they save (Superset's populate_owner_list).
    const shared = await d.put(ann.headers, id, { owners: [bob.id] });
    expect(body<DashboardUpdateResponse>(shared).result.owners).toEqual([bob.id, ann.id]);
    expect((await d.read(bob.headers, id)).permissions?.can_edit).toBe(true);
    expect((await d.put(bob.headers, id, { css: 'a{}' })).statusCode).toBe(200);

    const alpha = await t.ctx.roles.findByName('Alpha');
    const withRole = await d.put(admin, id, { roles: [alpha?.id ?? 0], owners: [] });
    expect(withRole.statusCode, withRole.body).toBe(200);
    const asAdmin = await d.read(admin, id);
    expect(asAdmin.result.roles).toEqual([{ id: alpha?.id, name: 'Alpha' }]);
    expect(asAdmin.result.owners).toEqual([]);
    expect(asAdmin.permissions?.can_edit).toBe(true);

    const gus = await createTestUser(t, 'gus', 'sql_lab');
    expect((await d.put(gus.headers, id, { css: '' })).statusCode).toBe(403);
  });

  it('deletes one or many dashboards all or nothing, with their links and stars', async () => {
    const chart = await createChart(t, ann.headers, {
      slice_name: 'Del',
      datasource_id: datasetId,
    });
    const ids: number[] = [];
    for (const title of ['D1', 'D2', 'D3'])
      ids.push(
        (
          await d.create(ann.headers, {
            dashboard_title: title,
            published: true,
            position_json: JSON.stringify(layoutWith([chart.id])),
          })
        ).id,
      );
    const [d1, d2, d3] = ids as [number, number, number];
    const bobs = await d.create(bob.headers, { dashboard_title: 'Bob keeps', published: true });
    const bobsDraft = await d.create(bob.headers, { dashboard_title: 'Bob draft' });
    await d.call('POST', `/api/v1/dashboard/${d1}/favorites/`, ann.headers);

    const notBobs = await d.call('DELETE', `/api/v1/dashboard/${d1}`, bob.headers);
    expect(notBobs.statusCode).toBe(403);
    expect(body(notBobs).message).toBe(DASHBOARD_MESSAGES.noEditPermission);
    const bulkDelete = (ids: number[]) =>
      d.call('DELETE', `/api/v1/dashboard/?q=!(${ids.join(',')})`, ann.headers);
    expect((await bulkDelete([d1, bobs.id])).statusCode).toBe(403);
    expect((await bulkDelete([d1, bobsDraft.id])).statusCode).toBe(404);
    expect((await bulkDelete([d1, 987654])).statusCode).toBe(404);
    const garbage = await d.call('DELETE', '/api/v1/dashboard/?q=(((', ann.headers);
    expect(garbage.statusCode).toBe(400);
    await d.read(ann.headers, d1);

    const bulk = await d.call('DELETE', `/api/v1/dashboard/?q=!(${d1},${d2})`, ann.headers);
    expect(body(bulk)).toEqual({ message: 'Deleted 2 dashboards' });
    expect(body(await d.call('DELETE', `/api/v1/dashboard/${d3}`, ann.headers))).toEqual({
      message: 'OK',
    });
    for (const id of ids)
      expect((await d.call('GET', `/api/v1/dashboard/${id}`, ann.headers)).statusCode).toBe(404);
    const links = await t.ctx.db
      .selectFrom('dashboard_slices')
      .select('dashboard_id')
      .where('dashboard_id', 'in', ids)
      .execute();
    const stars = await t.ctx.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('class_name', '=', 'Dashboard')
      .where('obj_id', 'in', ids)
      .execute();
    expect([links, stars]).toEqual([[], []]);
    // The chart itself stays.
    expect((await d.call('GET', `/api/v1/chart/${chart.id}`, ann.headers)).statusCode).toBe(200);
  });
});
