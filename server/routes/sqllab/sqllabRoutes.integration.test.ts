import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeColumnarAnswer } from '@common/results/columnarAnswer';
import { COLUMNAR_CONTENT_TYPE } from '@common/results/columnarMediaType';
import { toRowObjects } from '@common/results/columnarTable';
import type { QueryRecord } from '@server/queries/queryRecord';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

interface SyncAnswer {
  status: string;
  data: Record<string, unknown>[];
  columns: { column_name: string; type_generic: number; is_dttm: boolean }[];
  query: QueryRecord;
  displayLimitReached?: boolean;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(await storeKinds())('SQL Lab execution on %s', (kind) => {
  const t = withTestApp(kind, { sqlLabTimeoutMs: 3000 });
  let admin: Record<string, string>;
  let databaseId: number;

  const execute = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, ...payload },
    });

  const stop = (clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: clientId },
    });

  const queryState = async (clientId: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
      headers: admin,
    });
    return body<{ result: QueryRecord[] }>(answer).result.find((q) => q.id === clientId);
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });

  it('runs synchronously and answers rows, columns and the query record', async () => {
    const answer = await execute({
      sql: 'select id, name, score from t where id <= 3 order by id',
      client_id: 'sync0000001',
    });
    expect(answer.statusCode).toBe(200);
    const result = body<SyncAnswer>(answer);
    expect(result.status).toBe('success');
    expect(result.data).toEqual([
      { id: 1, name: 'name 1', score: 1.5 },
      { id: 2, name: 'name 2', score: 3 },
      { id: 3, name: 'name 3', score: 4.5 },
    ]);
    expect(result.columns.map((c) => [c.column_name, c.type_generic])).toEqual([
      ['id', 0],
      ['name', 1],
      ['score', 0],
    ]);
    expect(result.query).toMatchObject({
      id: 'sync0000001',
      state: 'success',
      rows: 3,
      limitingFactor: 'NOT_LIMITED',
      progress: 100,
    });
    expect(result.query.endDttm).toBeGreaterThanOrEqual(result.query.startDttm);
    // The final record is written just after the answer: a read right after it waits for it.
    expect(await queryState('sync0000001')).toMatchObject({ state: 'success', rows: 3 });
  });

  it('keeps a finished query’s end when a stop comes after it', async () => {
    await execute({ sql: 'select 1 as x', client_id: 'late0000001' });
    expect(body(await stop('late0000001'))).toEqual({ result: 'OK' });
    expect((await queryState('late0000001'))?.state).toBe('success');
  });

  it('answers the same rows as columnar bytes to clients that ask for them', async () => {
    const sql =
      "select id, name, score, date '2024-01-01' + (id % 9)::int as day from t order by id";
    const json = body<SyncAnswer>(await execute({ sql, client_id: 'colum000001', queryLimit: 20 }));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: { ...admin, accept: COLUMNAR_CONTENT_TYPE },
      payload: { database_id: databaseId, sql, client_id: 'colum000002', queryLimit: 20 },
    });
    expect(answer.headers['content-type'], answer.body).toBe(COLUMNAR_CONTENT_TYPE);
    const bytes = answer.rawPayload;
    const decoded = decodeColumnarAnswer(new Uint8Array(bytes).buffer);
    expect(decoded.query).toMatchObject({ id: 'colum000002', state: 'success', rows: 20 });
    expect(toRowObjects(decoded.data)).toEqual(json.data);
    expect(decoded.columns).toEqual(json.columns);

    const cut = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?q=(key:'${decoded.query.resultsKey as string}',rows:5)`,
      headers: { ...admin, accept: COLUMNAR_CONTENT_TYPE },
    });
    const cutBytes = cut.rawPayload;
    const cutAnswer = decodeColumnarAnswer(new Uint8Array(cutBytes).buffer);
    expect(cutAnswer.displayLimitReached).toBe(true);
    expect(toRowObjects(cutAnswer.data)).toEqual(json.data.slice(0, 5));
  });

  it('downloads a query’s results as CSV, only for its owner', async () => {
    await execute({
      sql: 'select id, name from t where id <= 2 order by id',
      client_id: 'csv00000001',
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/export/csv00000001/',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="sqllab_query_\d+T\d+\.csv"$/,
    );
    expect(csv.body).toBe('id,name\r\n1,name 1\r\n2,name 2\r\n');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/export/nope0000000/',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a client id that was already used, and keeps the first run', async () => {
    const resultsDir = path.join(t.ctx.config.home, 'results');
    const files = () => fs.readdirSync(resultsDir).length;
    const before = files();
    expect((await execute({ sql: 'select 1 as x', client_id: 'dup00000001' })).statusCode).toBe(
      200,
    );
    const again = await execute({ sql: 'select 2 as x', client_id: 'dup00000001' });
    expect(again.statusCode).toBe(409);
    expect(await queryState('dup00000001')).toMatchObject({
      state: 'success',
      sql: 'select 1 as x',
    });
    // The refused run leaves no results behind: given time, only the first run's file is there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i < 50 && files() !== before + 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(files()).toBe(before + 1);
  });

  it('applies Superset’s limiting factors', async () => {
    const cases: [string, number, number, string][] = [
      ['select * from t', 10, 10, 'DROPDOWN'],
      ['select * from t limit 5', 10, 5, 'QUERY'],
      ['select * from t limit 10', 10, 10, 'QUERY_AND_DROPDOWN'],
      ['select * from t limit 20', 10, 10, 'DROPDOWN'],
      ['select * from t where id < 4', 10, 3, 'NOT_LIMITED'],
      ['select * from t', 0, 50, 'NOT_LIMITED'],
    ];
    for (const [sql, queryLimit, rows, factor] of cases) {
      const result = body<SyncAnswer>(await execute({ sql, queryLimit }));
      expect([sql, result.data.length, result.query.limitingFactor]).toEqual([sql, rows, factor]);
    }
  });

  it('refuses DML on a database without allow_dml, and reports engine errors with their type', async () => {
    const dml = await execute({ sql: 'delete from t' });
    expect(dml.statusCode).toBe(400);
    expect(body<{ errors: { error_type: string }[] }>(dml).errors[0]?.error_type).toBe(
      'DML_NOT_ALLOWED_ERROR',
    );
    // A typo is a syntax error, not a refused write.
    for (const sql of ['selec 1', 'select 1;\n  SLECT 2', 'sleect * from t']) {
      const typo = await execute({ sql });
      expect(typo.statusCode).toBe(400);
      const typoError = body<{ errors: { error_type: string; message: string }[] }>(typo).errors[0];
      expect(typoError?.error_type).toBe('INVALID_SQL_ERROR');
      expect(typoError?.message).toMatch(
        /^syntax error at or near "(selec|SLECT|sleect)"\n\nLINE 1: /,
      );
    }
    const missing = await execute({ sql: 'select * from no_such_table' });
    expect(missing.statusCode).toBe(400);
    const error = body<{ errors: { error_type: string; message: string }[] }>(missing).errors[0];
    expect(error?.error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(error?.message).toMatch(/no_such_table/);
    const count = body<SyncAnswer>(await execute({ sql: 'select count(*) as n from t' }));
    expect(count.data).toEqual([{ n: 50 }]);
  });

  it('runs asynchronously, then serves the results by key, cut to rows on request', async () => {
    const started = await execute({
      sql: 'select * from t order by id',
      runAsync: true,
      client_id: 'async000001',
      queryLimit: 100,
    });
    expect(started.statusCode).toBe(202);
    expect(body<{ query: QueryRecord }>(started).query.state).toMatch(/pending|running/);
    const done = await waitFor(async () => {
      const state = await queryState('async000001');
      return state?.state === 'success' ? state : undefined;
    });
    expect(done.rows).toBe(50);
    const results = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`,
      headers: admin,
    });
    expect(body<SyncAnswer>(results).data).toHaveLength(50);
    const cut = body<SyncAnswer>(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?key=${done.resultsKey}&rows=7`,
        headers: admin,
      }),
    );
    expect(cut.data.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(cut.displayLimitReached).toBe(true);

    await t.ctx.runner.backend.delete(done.resultsKey ?? '');
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?key=${done.resultsKey}`,
      headers: admin,
    });
    expect(expired.statusCode).toBe(410);
    expect(body(expired).message).toMatch(/re-run the original query/);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/results/?key=00000000-0000',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stops a running query in the engine', async () => {
    await execute({
      sql: 'select count(*) from range(100000000000) a',
      runAsync: true,
      client_id: 'stop0000001',
    });
    await waitFor(async () =>
      (await queryState('stop0000001'))?.state === 'running' ? true : undefined,
    );
    expect(body(await stop('stop0000001'))).toEqual({ result: 'OK' });
    expect((await queryState('stop0000001'))?.state).toBe('stopped');
    await waitFor(async () => (t.ctx.runner.pool.has('stop0000001') ? undefined : true), 10_000);
  });

  it('fails a query whose worker is killed, and the next query still runs', async () => {
    await execute({
      sql: 'select count(*) from range(100000000000) a',
      runAsync: true,
      client_id: 'kill0000001',
    });
    await waitFor(async () =>
      (await queryState('kill0000001'))?.state === 'running' ? true : undefined,
    );
    const pid = t.ctx.runner.pool.pidOf('kill0000001');
    expect(pid).toBeGreaterThan(0);
    process.kill(pid ?? 0, 'SIGKILL');
    const failed = await waitFor(async () => {
      const state = await queryState('kill0000001');
      return state?.state === 'failed' ? state : undefined;
    });
    expect(failed.errorMessage).toMatch(/worker ended unexpectedly/);
    const after = body<SyncAnswer>(await execute({ sql: 'select 42 as answer' }));
    expect(after.data).toEqual([{ answer: 42 }]);
  });

  it('times a synchronous query out and leaves nothing running', async () => {
    const answer = await execute({
      sql: 'select count(*) from range(100000000000) a',
      client_id: 'slow0000001',
    });
    expect(answer.statusCode).toBe(408);
    expect(body<{ errors: { error_type: string }[] }>(answer).errors[0]?.error_type).toBe(
      'SQLLAB_TIMEOUT_ERROR',
    );
    expect((await queryState('slow0000001'))?.state).toBe('timed_out');
    // The answer leaves at the limit; the engine's cancel follows.
    await waitFor(async () => (t.ctx.runner.pool.has('slow0000001') ? undefined : true));
  });

  it('lets only users with access run SQL on a database', async () => {
    const gammaRole = (await t.ctx.roles.findByName('Gamma'))?.id;
    const sqlLabRole = (await t.ctx.roles.findByName('sql_lab'))?.id;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers: admin,
      payload: {
        first_name: 'S',
        last_name: 'Q',
        username: 'sqluser',
        email: 'sq@example.test',
        password: 'sqluser-pass',
        roles: [gammaRole, sqlLabRole],
      },
    });
    const user = await bearerFor(t.app, 'sqluser', 'sqluser-pass');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: user,
      payload: { database_id: databaseId, sql: 'select 1' },
    });
    expect(denied.statusCode).toBe(404);
    const list = body<{ count: number }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/database/', headers: user }),
    );
    expect(list.count).toBe(0);
  });
});
