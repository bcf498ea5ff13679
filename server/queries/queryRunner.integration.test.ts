import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QueriesTable } from '../store/schema';
import { ADMIN, bearerFor, body, withTestApp } from '../test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '../test/testServices';
import { storeKinds } from '../test/testStore';
import { QueryRunner, type RunPlan } from './queryRunner';

const PG_URL = TEST_SERVICE_URLS.postgres;
const GONE = /interrupted: its worker is gone/;

describe
  .skipIf(!(await serviceAvailable('postgres', 'runs sleep on a PostgreSQL database')))
  .each(await storeKinds())('query runner watchdog on %s', (kind) => {
  const t = withTestApp(kind);
  let databaseId: number;
  let userId: number;

  beforeAll(async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'pg', sqlalchemy_uri: PG_URL },
    });
    expect(created.statusCode, created.body).toBe(201);
    databaseId = body<{ id: number }>(created).id;
    const user = await t.ctx.users.findByUsername(ADMIN.username);
    if (!user) throw new Error('no admin');
    userId = user.id;
  });

  /** A record as a run stores it; client ids are at most 11 characters. */
  const record = (clientId: string, status: string, at: number): Insertable<QueriesTable> => ({
    client_id: clientId,
    database_id: databaseId,
    user_id: userId,
    status,
    sql: 'select pg_sleep(30)',
    run_async: 0,
    limit: 10,
    limiting_factor: 'DROPDOWN',
    progress: 0,
    select_as_cta: 0,
    extra_json: '{}',
    start_time: at,
    changed_on: at,
  });

  /** A run that sleeps in PostgreSQL until it is stopped: live, and idle on the CPU. */
  const sleepPlan = (): RunPlan => ({
    engine: { uri: PG_URL, allowDml: false, home: t.ctx.config.home, allowLocalFiles: false },
    statements: ['select pg_sleep(30)'],
    limit: 10,
    limitingFactor: 'DROPDOWN',
    timeoutMs: 60_000,
    ttlSeconds: 60,
  });

  it('fails the records a previous process left in progress, and leaves a live run alone', async () => {
    // A runner that has not started yet: as a process that comes up on a store where the
    // previous one left records behind.
    const runner = new QueryRunner(t.ctx.db, {
      home: t.ctx.config.home,
      workers: 1,
      perUserCap: 5,
    });
    let live: ReturnType<QueryRunner['run']> | undefined;
    try {
      const hourAgo = Date.now() - 3_600_000;
      const left = [
        await t.ctx.queries.insert(record('leftRunning', 'running', hourAgo)),
        await t.ctx.queries.insert(record('leftPending', 'pending', hourAgo)),
      ];
      const done = await t.ctx.queries.insert({
        ...record('leftDone', 'success', hourAgo),
        end_time: hourAgo,
      });
      live = runner.run(
        { clientId: 'liveRun', userId, pending: false, answerFirst: false },
        () => t.ctx.queries.insert(record('liveRun', 'running', Date.now())),
        sleepPlan(),
      );
      const liveRow = await live.recorded;
      for (let i = 0; i < 100 && runner.pool.pidOf('liveRun') === undefined; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runner.pool.pidOf('liveRun')).toBeDefined();
      for (const row of left)
        expect((await t.ctx.queries.findById(row.id))?.status).toBe(row.status);

      await runner.start();

      for (const row of left) {
        expect(await t.ctx.queries.findById(row.id)).toMatchObject({
          status: 'failed',
          error_message: expect.stringMatching(GONE),
          end_time: expect.any(Number),
        });
      }
      expect(await t.ctx.queries.findById(done.id)).toMatchObject({
        status: 'success',
        error_message: null,
        end_time: hourAgo,
      });
      expect(await t.ctx.queries.findById(liveRow.id)).toMatchObject({
        status: 'running',
        error_message: null,
        end_time: null,
      });
      expect(runner.isRunning('liveRun')).toBe(true);

      // The live run still ends as its own: stopped, not "worker is gone".
      await runner.stop(liveRow);
      const finished = await live.finished;
      expect(finished.row).toMatchObject({ status: 'stopped', error_message: 'Query was stopped' });
      expect(runner.isRunning('liveRun')).toBe(false);
    } finally {
      // Even after a failed expectation: no query may sleep on in PostgreSQL.
      runner.pool.cancel('liveRun');
      await live?.finished.catch(() => undefined);
      await runner.close();
    }
  });

  it('on a shared store, leaves runs another process vouches for, and fails the silent ones', async () => {
    const runner = new QueryRunner(t.ctx.db, {
      home: t.ctx.config.home,
      workers: 1,
      perUserCap: 5,
      sharedStore: true,
    });
    try {
      const now = Date.now();
      const minutesAgo = (m: number) => now - m * 60_000;
      // Started long ago, still heartbeat by its process a moment ago: alive elsewhere.
      const vouched = await t.ctx.queries.insert({
        ...record('otherAlive', 'running', minutesAgo(30)),
        alive_on: minutesAgo(0.2),
      });
      const silent = await t.ctx.queries.insert({
        ...record('otherGone', 'running', minutesAgo(30)),
        alive_on: minutesAgo(5),
      });
      // Just stored by another process, before its first heartbeat.
      const fresh = await t.ctx.queries.insert(record('otherNew', 'pending', minutesAgo(0.1)));

      await runner.start();

      expect((await t.ctx.queries.findById(vouched.id))?.status).toBe('running');
      expect((await t.ctx.queries.findById(fresh.id))?.status).toBe('pending');
      expect(await t.ctx.queries.findById(silent.id)).toMatchObject({
        status: 'failed',
        error_message: expect.stringMatching(GONE),
      });

      // A heartbeat moves alive_on of runs in progress only, and never changed_on (pollers).
      await t.ctx.queries.heartbeat(['otherAlive', 'otherGone'], now);
      const after = await t.ctx.queries.findById(vouched.id);
      expect([after?.alive_on, after?.changed_on]).toEqual([now, minutesAgo(30)]);
      expect((await t.ctx.queries.findById(silent.id))?.alive_on).toBe(minutesAgo(5));
    } finally {
      await runner.close();
      for (const id of ['otherAlive', 'otherNew']) {
        const row = await t.ctx.queries.findByClientId(id);
        if (row) await t.ctx.queries.finish(row.id, { status: 'failed' });
      }
    }
  });
});
