import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPermalinkResponse, DashboardPermalinkValue } from '@common/api/dashboards';
import { DASHBOARD_PERMALINK_NOT_FOUND } from '@server/services/readDashboardPermalink';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';
import { insertDashboard, scratchDataset } from '../chart/chartTestKit';

type Headers = Record<string, string>;

describe.each(await storeKinds())('dashboard permalinks on %s', (kind) => {
  const t = withTestApp(kind);
  let ann: TestUser;
  let bob: TestUser;
  let sqlOnly: TestUser;
  let draft: number;
  let shared: number;

  const post = (idOrSlug: string | number, payload: unknown, headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/dashboard/${idOrSlug}/permalink`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  const get = (key: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/dashboard/permalink/${key}`, headers });
  const created = async (idOrSlug: string | number, payload: unknown, headers: Headers) => {
    const answer = await post(idOrSlug, payload, headers);
    expect(answer.statusCode, answer.body).toBe(201);
    return body<DashboardPermalinkResponse>(answer);
  };
  const setPublished = (id: number, published: boolean) =>
    t.ctx.db
      .updateTable('dashboards')
      .set({ published: published ? 1 : 0 })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const { databaseId } = await scratchDataset(t, admin);
    ann = await createTestUser(t, 'ann', 'Gamma', databaseId);
    bob = await createTestUser(t, 'bob', 'Gamma', databaseId);
    sqlOnly = await createTestUser(t, 'sid', 'sql_lab', databaseId);
    draft = await insertDashboard(t, 'Ann draft', [ann.id]);
    shared = await insertDashboard(t, 'Ann shared', [ann.id]);
    await setPublished(shared, true);
    await t.ctx.db
      .updateTable('dashboards')
      .set({ slug: 'ann-shared' })
      .where('id', '=', shared)
      .execute();
  });

  it('keeps the state under an unguessable key and answers it in Superset’s shape', async () => {
    const state = {
      dataMask: {
        'NATIVE_FILTER-a': {
          extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['name 1'] }] },
          filterState: { value: ['name 1'] },
        },
      },
      activeTabs: ['TAB-one', 'TAB-two'],
      anchor: 'CHART-x',
      urlParams: [['standalone', '1']],
    };
    const { key, url } = await created(draft, state, ann.headers);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/superset/dashboard/p/${key}/`);
    const read = await get(key, ann.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(body<DashboardPermalinkValue>(read)).toEqual({ dashboardId: String(draft), state });

    // An empty body keeps empty defaults, so the client need not guess.
    const empty = await created(draft, {}, ann.headers);
    expect(body<DashboardPermalinkValue>(await get(empty.key, ann.headers)).state).toEqual({
      dataMask: {},
      activeTabs: [],
      anchor: null,
      urlParams: [],
    });
  });

  it('opens a dashboard by slug and keeps its id', async () => {
    const { key } = await created('ann-shared', { anchor: 'TAB-1' }, bob.headers);
    const read = body<DashboardPermalinkValue>(await get(key, bob.headers));
    expect(read.dashboardId).toBe(String(shared));
  });

  it('re-checks access when opened: a link stops opening once its dashboard is hidden or gone', async () => {
    const { key } = await created(shared, { activeTabs: ['TAB-1'] }, bob.headers);
    expect((await get(key, bob.headers)).statusCode).toBe(200);
    // Someone else's draft is not visible: the link answers as an unknown key would.
    const ofDraft = await created(draft, {}, ann.headers);
    const foreign = await get(ofDraft.key, bob.headers);
    expect(foreign.statusCode).toBe(404);
    expect(body<{ message: string }>(foreign).message).toBe(DASHBOARD_PERMALINK_NOT_FOUND);

    await setPublished(shared, false);
    try {
      const hidden = await get(key, bob.headers);
      expect(hidden.statusCode).toBe(404);
      expect(body<{ message: string }>(hidden).message).toBe(DASHBOARD_PERMALINK_NOT_FOUND);
      expect((await get(key, ann.headers)).statusCode).toBe(200);
    } finally {
      await setPublished(shared, true);
    }

    const doomed = await insertDashboard(t, 'Doomed', [ann.id]);
    const link = await created(doomed, {}, ann.headers);
    await t.ctx.db.deleteFrom('dashboard_owners').where('dashboard_id', '=', doomed).execute();
    await t.ctx.db.deleteFrom('dashboards').where('id', '=', doomed).execute();
    expect((await get(link.key, ann.headers)).statusCode).toBe(404);
  });

  it('refuses dashboards the caller may not see, unknown and garbled keys, bad bodies', async () => {
    const hidden = await post(draft, {}, bob.headers);
    expect(hidden.statusCode).toBe(404);
    expect((await post(999_999, {}, ann.headers)).statusCode).toBe(404);
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAA', 'a%27b', 'short']) {
      const answer = await get(key, ann.headers);
      expect(answer.statusCode, key).toBe(404);
      expect(body<{ message: string }>(answer).message).toBe(DASHBOARD_PERMALINK_NOT_FOUND);
    }
    const bad = await post(shared, { dataMask: 'no', extra: 1 }, ann.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('needs can_read on Dashboard and a sign-in', async () => {
    expect((await post(shared, {}, sqlOnly.headers)).statusCode).toBe(403);
    const { key } = await created(shared, {}, ann.headers);
    expect((await get(key, sqlOnly.headers)).statusCode).toBe(403);
    expect((await get(key, {})).statusCode).toBe(401);
  });

  it('leaves the page address to the web app (signed-out visitors are sent to sign in)', async () => {
    const { key } = await created(shared, {}, ann.headers);
    const page = await t.app.inject({ method: 'GET', url: `/superset/dashboard/p/${key}/` });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(
      `/login/?next=${encodeURIComponent(`/superset/dashboard/p/${key}/`)}`,
    );
  });
});
