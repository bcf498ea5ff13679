import type { WebSocket } from '@fastify/websocket';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASYNC_EVENTS_SOCKET_PATH,
  type AsyncEvent,
  type AsyncEventsResponse,
  compareEventIds,
} from '@common/api/asyncEvents';
import type { AsyncJobOutcome } from '@server/chartData/asyncJobs';
import type { Config } from '@server/config';
import { BadRequestError } from '@server/errors';
import type { Principal } from '@server/plugins/auth';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  body,
  signInWithCookie,
  type TestApp,
  withTestApp,
} from '@server/test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const backends: [string, Partial<Config>][] = [['memory', {}]];
if (await serviceAvailable('redis', 'async events in Redis streams'))
  backends.push(['Redis', { redisUrl: TEST_SERVICE_URLS.redis }]);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Work the test finishes when it chooses. */
function deferredWork() {
  let finish!: (outcome: AsyncJobOutcome) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<AsyncJobOutcome>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => promise, finish, fail };
}

describe.each(backends)('async events (%s)', (_name, overrides) => {
  const t: TestApp = withTestApp('sqlite', overrides);
  let admin: Record<string, string>;

  const principalOf = async (username: string): Promise<Principal> => {
    const user = await t.ctx.users.findByUsername(username);
    if (!user) throw new Error(`no user ${username}`);
    return { user, roles: await t.ctx.roles.rolePermissionsOfUser(user.id) };
  };
  const events = async (headers: Record<string, string>, lastId?: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/async_event/${lastId === undefined ? '' : `?last_id=${lastId}`}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return body<AsyncEventsResponse>(answer).result;
  };
  /** Every event of the caller after `lastId`, page by page. */
  const allEvents = async (headers: Record<string, string>, lastId?: string) => {
    const all: AsyncEvent[] = [];
    for (let page = await events(headers, lastId); page.length;) {
      all.push(...page);
      page = await events(headers, page.at(-1)?.id);
    }
    return all;
  };
  const ofJob = (list: AsyncEvent[], jobId: string) => list.filter((e) => e.job_id === jobId);

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  it('records pending, running and done in order, with the result URL', async () => {
    const principal = await principalOf(ADMIN.username);
    const job = deferredWork();
    const submitted = await t.ctx.asyncJobs.submit(principal, job.work);
    expect(submitted).toEqual({
      channel_id: t.ctx.asyncJobs.channelFor(principal),
      job_id: expect.any(String),
      user_id: principal.user.id,
      status: 'pending',
      result_url: null,
      errors: [],
    });
    await waitFor(async () => ofJob(await allEvents(admin), submitted.job_id).length === 2);
    job.finish({ cacheKey: 'abc123' });
    await waitFor(async () => ofJob(await allEvents(admin), submitted.job_id).length === 3);
    const mine = ofJob(await allEvents(admin), submitted.job_id);
    expect(mine.map((e) => e.status)).toEqual(['pending', 'running', 'done']);
    expect(mine[2]).toMatchObject({
      channel_id: submitted.channel_id,
      user_id: principal.user.id,
      result_url: '/api/v1/chart/data/abc123',
      errors: [],
    });
    expect(mine[0]?.id).toMatch(/^\d+-\d+$/);
    for (let i = 1; i < mine.length; i++)
      expect(compareEventIds(mine[i - 1]?.id ?? '', mine[i]?.id ?? '')).toBeLessThan(0);
  });

  it("ends a failed job with the API's error entries, and an unexpected failure with an id only", async () => {
    const principal = await principalOf(ADMIN.username);
    const refused = await t.ctx.asyncJobs.submit(principal, async () => {
      throw new BadRequestError('Column "nope" is not in the dataset');
    });
    const crashed = await t.ctx.asyncJobs.submit(principal, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const end = async (jobId: string) =>
      ofJob(await allEvents(admin), jobId).find((e) => e.status === 'error');
    await waitFor(async () => (await end(refused.job_id)) !== undefined);
    await waitFor(async () => (await end(crashed.job_id)) !== undefined);
    expect((await end(refused.job_id))?.errors).toEqual([
      {
        message: 'Column "nope" is not in the dataset',
        error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR',
        level: 'error',
        extra: {},
      },
    ]);
    const unexpected = (await end(crashed.job_id))?.errors[0];
    expect(unexpected?.message).toMatch(/^An internal error occurred \(error id \w+\)$/);
    expect(JSON.stringify(unexpected)).not.toContain('secret');
  });

  it('pages by last_id, 100 events a read, and refuses an id that is not one', async () => {
    const headers = await bearerForNewUser(t, admin, `pager${_name}`, 'Gamma');
    const principal = await principalOf(`pager${_name}`);
    const jobs = [];
    for (let i = 0; i < 40; i++)
      jobs.push(await t.ctx.asyncJobs.submit(principal, async () => ({ cacheKey: `k${i}` })));
    await waitFor(async () => (await allEvents(headers)).length === 120);
    const first = await events(headers);
    expect(first).toHaveLength(100);
    const rest = await events(headers, first.at(-1)?.id);
    expect(rest).toHaveLength(20);
    expect(await events(headers, rest.at(-1)?.id)).toEqual([]);
    const all = [...first, ...rest];
    expect(new Set(all.map((e) => e.id)).size).toBe(120);
    for (let i = 1; i < all.length; i++)
      expect(compareEventIds(all[i - 1]?.id ?? '', all[i]?.id ?? '')).toBeLessThan(0);
    // Each job's own events stay in order, whatever the interleaving of jobs.
    for (const job of jobs)
      expect(ofJob(all, job.job_id).map((e) => e.status)).toEqual(['pending', 'running', 'done']);
    expect(await events(headers, '')).toHaveLength(100);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/async_event/?last_id=0;DROP',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toHaveProperty('last_id');
  });

  it("never shows one user's events to another, and needs a signed-in caller", async () => {
    const other = await bearerForNewUser(t, admin, `other${_name}`, 'Gamma');
    const admins = await t.ctx.asyncJobs.submit(await principalOf(ADMIN.username), async () => ({
      cacheKey: 'private',
    }));
    await waitFor(async () => ofJob(await allEvents(admin), admins.job_id).length === 3);
    const theirs = await allEvents(other);
    expect(ofJob(theirs, admins.job_id)).toEqual([]);
    expect(theirs.every((e) => e.channel_id !== admins.channel_id)).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/async_event/' });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('websocket', () => {
    async function connect(headers: Record<string, string>, query = '') {
      const received: AsyncEvent[] = [];
      const socket: WebSocket = await t.app.injectWS(
        `${ASYNC_EVENTS_SOCKET_PATH}${query}`,
        { headers },
        {
          onInit: (ws) =>
            ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()))),
        },
      );
      return { socket, received };
    }

    it("pushes the caller's job events as they happen, done last", async () => {
      const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
      // "0-0": everything the channel keeps, then live events; with no id, only events after the
      // socket began listening, a moment the client cannot see.
      const { socket, received } = await connect({ cookie: client.cookie }, '?last_id=0-0');
      const job = deferredWork();
      const submitted = await t.ctx.asyncJobs.submit(await principalOf(ADMIN.username), job.work);
      await waitFor(() => ofJob(received, submitted.job_id).length === 2);
      job.finish({ cacheKey: 'pushed' });
      await waitFor(() => ofJob(received, submitted.job_id).length === 3);
      expect(ofJob(received, submitted.job_id).map((e) => [e.status, e.result_url])).toEqual([
        ['pending', null],
        ['running', null],
        ['done', '/api/v1/chart/data/pushed'],
      ]);
      // A page that reconnects with the last id it has gets what it missed, once.
      const pendingId = ofJob(received, submitted.job_id)[0]?.id ?? '';
      const again = await connect({ cookie: client.cookie }, `?last_id=${pendingId}`);
      await waitFor(() => ofJob(again.received, submitted.job_id).length >= 2);
      expect(ofJob(again.received, submitted.job_id).map((e) => e.status)).toEqual([
        'running',
        'done',
      ]);
      socket.terminate();
      again.socket.terminate();
    });

    it("does not push another user's events", async () => {
      const otherHeaders = await bearerForNewUser(t, admin, `watcher${_name}`, 'Gamma');
      const watcher = await connect(otherHeaders, '?last_id=0-0');
      const admins = await t.ctx.asyncJobs.submit(await principalOf(ADMIN.username), async () => ({
        cacheKey: 'not-yours',
      }));
      await waitFor(async () => ofJob(await allEvents(admin), admins.job_id).length === 3);
      // Events reach sockets in order: once the watcher has its own job's end, the admin's
      // earlier events would have come before it.
      const own = await t.ctx.asyncJobs.submit(await principalOf(`watcher${_name}`), async () => ({
        cacheKey: 'yours',
      }));
      await waitFor(() =>
        watcher.received.some((e) => e.job_id === own.job_id && e.status === 'done'),
      );
      expect(watcher.received.every((e) => e.channel_id === own.channel_id)).toBe(true);
      expect(ofJob(watcher.received, admins.job_id)).toEqual([]);
      watcher.socket.terminate();
    });

    it('refuses anonymous, cross-origin and malformed connections before the upgrade', async () => {
      await expect(t.app.injectWS(ASYNC_EVENTS_SOCKET_PATH, { headers: {} })).rejects.toThrow(
        /401/,
      );
      const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
      await expect(
        t.app.injectWS(ASYNC_EVENTS_SOCKET_PATH, {
          headers: { cookie: client.cookie, origin: 'https://evil.example', host: 'localhost:80' },
        }),
      ).rejects.toThrow(/403/);
      await expect(
        t.app.injectWS(`${ASYNC_EVENTS_SOCKET_PATH}?last_id=nope`, {
          headers: { cookie: client.cookie },
        }),
      ).rejects.toThrow(/400/);
    });
  });
});
