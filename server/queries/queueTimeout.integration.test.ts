import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '../test/testApp';

interface Failure {
  errors: { message: string; error_type: string }[];
}

// Minutes of work for DuckDB: only a cancel ends it.
const ENDLESS = 'select count(*) from range(100000000000) a';

describe('the synchronous time limit with one busy worker', () => {
  const t = withTestApp('sqlite', { queryWorkers: 1, sqlLabTimeoutMs: 2000 });
  let admin: Record<string, string>;
  let databaseId: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });

  const execute = (sql: string, clientId: string, runAsync = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, sql, client_id: clientId, runAsync },
    });

  it('covers the wait in the queue, and the answer says which limit was reached', async () => {
    // An asynchronous run holds the only worker (its own limit is hours).
    const busy = await execute(ENDLESS, 'busy0000001', true);
    expect(busy.statusCode).toBe(202);
    while (t.ctx.runner.pool.queued('busy0000001') || !t.ctx.runner.pool.has('busy0000001'))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = await execute('select 1 as one', 'wait0000001');
    expect(waited.statusCode).toBe(408);
    expect(body<Failure>(waited).errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message: expect.stringContaining('waited 2 seconds for a free query worker'),
    });
    expect((await t.ctx.queries.findByClientId('wait0000001'))?.status).toBe('timed_out');
    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: 'busy0000001' },
    });
    expect(stop.statusCode).toBe(200);
    // A run that got the worker and kept it past the limit says so.
    const ran = await execute(ENDLESS, 'slow0000001');
    expect(ran.statusCode).toBe(408);
    expect(body<Failure>(ran).errors[0]?.message).toContain(
      'exceeded the 2 second time limit of synchronous runs',
    );
    // The worker is free again once the engine has cancelled.
    const after = await execute('select 42 as answer', 'after000001');
    expect(body<{ data: unknown[] }>(after).data).toEqual([{ answer: 42 }]);
  });
});
