import { Cron } from 'croner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleRecord } from '@common/api/savedQuerySchedule';
import { bootstrap } from '@server/bootstrap';
import { type AppContext, closeContext } from '@server/context';
import { databasePermissionView } from '@server/policies/databasePolicy';
import type { QueryRecord } from '@server/queries/queryRecord';
import { createUser } from '@server/services/createUser';
import { QueryScheduler } from '@server/services/runScheduledQueries';
import { ScheduleRepository } from '@server/store/scheduleRepository';
import {
  ADMIN,
  bearerFor,
  body,
  registerScratchDatabase,
  roleId,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const FIVE_MINUTES = 5 * 60_000;

describe.each(await storeKinds())('scheduled saved queries on %s', (kind) => {
  const t = withTestApp(kind);
  /** A second server process's context on the same store. */
  let other: AppContext;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  let annId = 0;
  let databaseId = 0;

  const url = (id: number) => `/api/v1/saved_query/${id}/schedule`;
  const put = (id: number, payload: unknown, headers = ann) =>
    t.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });
  const get = (id: number, headers = ann) => t.app.inject({ method: 'GET', url: url(id), headers });
  const schedule = async (id: number) => body<{ result: ScheduleRecord }>(await get(id)).result;

  /** Saved queries belong to the saved query feature; the test writes its rows directly. */
  const savedQuery = async (sql: string, label = 'Report') => {
    const now = Date.now();
    const row = await t.ctx.db
      .insertInto('saved_query')
      .values({
        user_id: annId,
        db_id: databaseId,
        label,
        description: '',
        sql,
        schema: 'main',
        extra_json: '{}',
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    // Only schedulers with the test's clock run here.
    t.ctx.scheduler?.stop();
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    const access = await t.ctx.roles.create('scratch_access', false);
    const view = databasePermissionView('scratch', databaseId);
    const permissions = await t.ctx.roles.ensurePermissions([['database_access', view]]);
    await t.ctx.roles.setPermissions(access, [
      permissions.get(`database_access\u0000${view}`) ?? 0,
    ]);
    const user = async (username: string, roles: number[]) => {
      const created = await createUser(t.ctx.db, {
        username,
        first_name: username,
        last_name: 'Test',
        email: `${username}@example.test`,
        password: `${username}-password-1`,
        active: true,
        roles,
      });
      return {
        id: created.id,
        headers: await bearerFor(t.app, username, `${username}-password-1`),
      };
    };
    const sqlLab = await roleId(t.ctx, 'sql_lab');
    const a = await user('ann', [sqlLab, access]);
    annId = a.id;
    ann = a.headers;
    bob = (await user('bob', [sqlLab, access])).headers;
    other = (await bootstrap({ ...t.ctx.config })).ctx;
    other.scheduler?.stop();
  });
  afterAll(async () => {
    await closeContext(other);
  });

  it('validates the schedule with its message, and hides other users’ queries', async () => {
    const id = await savedQuery('select 1');
    const cases: [unknown, RegExp][] = [
      [{ crontab: 'every day', timezone: 'UTC' }, /Invalid cron expression/],
      [{ crontab: '61 * * * *' }, /Invalid cron expression/],
      [{ crontab: '0 0 30 2 *' }, /never runs/],
      [{ crontab: '* * * * * *' }, /Invalid cron expression/],
      [{ crontab: '0 9 * * *', timezone: 'Mars/Olympus' }, /Unknown time zone/],
      [{ timezone: 'UTC' }, /crontab/],
      [{ crontab: '0 9 * * *', active: 'yes' }, /active/],
    ];
    for (const [payload, detail] of cases) {
      const answer = await put(id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      const { message } = body<{ message: string }>(answer);
      expect(message.startsWith('Your query could not be scheduled.')).toBe(true);
      expect(message).toMatch(detail);
    }
    expect((await get(id)).statusCode).toBe(404);
    expect((await put(id, { crontab: '0 9 * * *' }, bob)).statusCode).toBe(404);
    expect((await put(99999, { crontab: '0 9 * * *' })).statusCode).toBe(404);
  });

  it('saves a schedule and answers its next slot in its time zone', async () => {
    const id = await savedQuery('select 1');
    const answer = await put(id, { crontab: '0 3 1 1 *', timezone: 'Europe/Paris' });
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = new Cron('0 3 1 1 *', { timezone: 'Europe/Paris' }).nextRun()?.getTime();
    expect(body<{ result: ScheduleRecord }>(answer).result).toMatchObject({
      saved_query_id: id,
      crontab: '0 3 1 1 *',
      timezone: 'Europe/Paris',
      active: true,
      next_run_at: expected,
      runs: [],
    });
    expect((await get(id, bob)).statusCode).toBe(404);
    const paused = await put(id, { crontab: '0 3 1 1 *', timezone: 'UTC', active: false });
    expect(body<{ result: ScheduleRecord }>(paused).result).toMatchObject({
      active: false,
      next_run_at: null,
    });
  });

  it('runs a due slot exactly once across two server processes, through SQL Lab’s path', async () => {
    const id = await savedQuery('select id from t where id <= 3', 'Top three');
    const { next_run_at: due } = body<{ result: ScheduleRecord }>(
      await put(id, { crontab: '*/5 * * * *', timezone: 'UTC' }),
    ).result;
    const clock = () => (due ?? 0) + 1000;
    const a = new QueryScheduler(t.ctx, { now: clock });
    const b = new QueryScheduler(other, { now: clock });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    const { runs, next_run_at } = await schedule(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ scheduled_for: due, state: 'success', rows: 3 });
    expect(next_run_at).toBe((due ?? 0) + FIVE_MINUTES);
    // The run is a query record of the owner's, with its results stored.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
      headers: ann,
    });
    const record = body<{ result: QueryRecord[] }>(history).result.find(
      (query) => query.id === runs[0]?.query_client_id,
    );
    expect(record).toMatchObject({ state: 'success', rows: 3, tab: 'Scheduled: Top three' });
    expect(record?.resultsKey).toBeTruthy();
    // Whoever comes second to a slot cannot claim it: the unique key refuses the insert.
    const row = await new ScheduleRepository(other.db).findBySavedQuery(id);
    expect(
      await new ScheduleRepository(other.db).claim(row?.id ?? 0, due ?? 0, 'running', clock()),
    ).toBeUndefined();
    // Ticking again at the same time finds nothing due.
    await Promise.all([a.tick(), b.tick()]);
    expect((await schedule(id)).runs).toHaveLength(1);
  });

  it('records missed slots as skipped and runs only the latest, and records failures', async () => {
    const id = await savedQuery('select * from no_such_table');
    const { next_run_at: first } = body<{ result: ScheduleRecord }>(
      await put(id, { crontab: '*/5 * * * *' }),
    ).result;
    const start = first ?? 0;
    const scheduler = new QueryScheduler(t.ctx, { now: () => start + 3 * FIVE_MINUTES + 1000 });
    await scheduler.tick();
    await scheduler.idle();
    const { runs } = await schedule(id);
    expect(runs.map((run) => [run.scheduled_for - start, run.state])).toEqual([
      [3 * FIVE_MINUTES, 'failed'],
      [2 * FIVE_MINUTES, 'skipped'],
      [FIVE_MINUTES, 'skipped'],
      [0, 'skipped'],
    ]);
    expect(runs[0]?.error_message).toMatch(/no_such_table/);
  });

  it('deletes a schedule; only its owner may', async () => {
    const id = await savedQuery('select 1');
    await put(id, { crontab: '0 9 * * 1' });
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: url(id), headers });
    expect((await remove(bob)).statusCode).toBe(404);
    expect((await remove(ann)).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect((await remove(ann)).statusCode).toBe(404);
  });
});
