import { beforeAll, describe, expect, it } from 'vitest';
import type { RecentActivityItem } from '@common/api/recentActivity';
import { MAX_LOG_EVENTS } from '@server/services/recordLogEvents';
import {
  ADMIN,
  bearerFor,
  body,
  type CookieClient,
  signInWithCookie,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { createChart, scratchDataset } from '../chart/chartTestKit';

describe.each(await storeKinds())('usage event log on %s', (kind) => {
  const t = withTestApp(kind);
  let session: CookieClient;
  let adminId: number;

  beforeAll(async () => {
    session = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    adminId = (await t.ctx.users.findByUsername('admin'))!.id;
  });

  const rowsOf = (action: string) =>
    t.ctx.db
      .selectFrom('logs')
      .selectAll()
      .where('action', '=', action)
      .where('user_id', '=', adminId)
      .orderBy('id')
      .execute();

  it("stores a beacon's form of events without the CSRF header, one row per event", async () => {
    const events = [
      { event_name: 'spa_navigation', source: 'spa', ts: 1, event_type: 'user', path: '/x' },
      { event_name: 'spa_navigation', source: 'spa', ts: 2, event_type: 'user', slice_id: 9 },
    ];
    const answer = await t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events&dashboard_id=4',
      headers: {
        cookie: session.cookie,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        referer: 'http://localhost/explore/',
      },
      payload: new URLSearchParams({ events: JSON.stringify(events) }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = await rowsOf('spa_navigation');
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[0]!.json!)).toEqual(events[0]);
    expect(rows.map((row) => [row.dashboard_id, row.slice_id])).toEqual([
      [4, null],
      [4, 9],
    ]);
    expect(rows[0]!.referrer).toBe('http://localhost/explore/');
    expect(rows[0]!.item_url).toBeNull();
  });

  it('takes a JSON body on /api/v1/log/ and refuses bad, oversized or anonymous calls', async () => {
    const headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const post = (payload: unknown, extra: Record<string, string> = headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/log/',
        headers: extra,
        payload: payload as object,
      });
    const ok = await post({ events: [{ event_name: 'sqllab_run_query', duration: 12.4 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowsOf('sqllab_run_query'))[0]?.duration_ms).toBe(12);

    const tooMany = await post({
      events: Array.from({ length: MAX_LOG_EVENTS + 1 }, () => ({ event_name: 'x' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toMatch(/at most 1024/);
    const huge = await post({ events: [{ event_name: 'x', blob: 'y'.repeat(1_100_000) }] });
    expect(huge.statusCode).toBe(400);
    expect(body(huge).message).toMatch(/too large/);
    expect((await post({ events: 'nope' })).statusCode).toBe(400);
    expect((await post({ events: [1, 2] })).statusCode).toBe(400);
    expect((await rowsOf('x')).length).toBe(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events',
      payload: { events: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists charts opened in Explore among the user's Recents", async () => {
    const headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const scratch = await scratchDataset(t, headers);
    const chart = await createChart(t, headers, {
      slice_name: 'Revenue by month',
      viz_type: 'table',
      datasource_id: scratch.datasetId,
      params: JSON.stringify({ metrics: ['count'] }),
    });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/explore/?slice_id=${chart.id}`,
      headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const recents = body<{ result: RecentActivityItem[] }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/', headers }),
    ).result;
    expect(recents[0]).toMatchObject({
      action: 'explore',
      item_type: 'slice',
      item_title: 'Revenue by month',
      item_url: `/explore/?slice_id=${chart.id}`,
    });
  });
});
