import { describe, expect, it } from 'vitest';
import type { RecentActivityItem } from '@common/api/recentActivity';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('recent activity on %s', (kind) => {
  const t = withTestApp(kind);

  it('lists only the caller’s viewed items, newest first', async () => {
    const admin = await t.ctx.users.findByUsername('admin');
    const now = Date.now();
    await t.ctx.db
      .insertInto('logs')
      .values([
        {
          user_id: admin?.id ?? 0,
          action: 'dashboard',
          item_type: 'dashboard',
          item_title: 'Old',
          item_url: '/d/1',
          dttm: now - 7_200_000,
        },
        {
          user_id: admin?.id ?? 0,
          action: 'dashboard',
          item_type: 'dashboard',
          item_title: 'New',
          item_url: '/d/2',
          dttm: now - 60_000,
        },
        {
          user_id: admin?.id ?? 0,
          action: 'login',
          item_type: null,
          item_title: null,
          item_url: null,
          dttm: now,
        },
        {
          user_id: null,
          action: 'dashboard',
          item_type: 'dashboard',
          item_title: 'Other',
          item_url: '/d/3',
          dttm: now,
        },
      ])
      .execute();
    const headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/log/recent_activity/',
      headers,
    });
    const { result } = body<{ result: RecentActivityItem[] }>(response);
    expect(result.map((item) => item.item_title)).toEqual(['New', 'Old']);
    expect(result[0]?.time_delta_humanized).toBe('1 minute ago');
    expect(result[1]?.time_delta_humanized).toBe('2 hours ago');
  });

  it('lists a saved query once its owner opened it, once however often it was opened', async () => {
    const headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const databaseId = await registerScratchDatabase(t, headers);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_query/',
      headers,
      payload: { db_id: databaseId, label: 'Opened twice', sql: 'select 1' },
    });
    const { id } = body<{ id: number }>(created);
    const recent = async () =>
      body<{ result: RecentActivityItem[] }>(
        await t.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/', headers }),
      ).result.filter((item) => item.item_type === 'saved_query');
    expect(await recent()).toEqual([]);

    for (let i = 0; i < 2; i++)
      await t.app.inject({ method: 'GET', url: `/api/v1/saved_query/${id}`, headers });
    expect(await recent()).toMatchObject([
      {
        action: 'sqllab_saved_query',
        item_title: 'Opened twice',
        item_url: `/sqllab/?savedQueryId=${id}`,
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/' })).statusCode,
    ).toBe(401);
  });
});
