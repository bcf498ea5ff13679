import { DuckDBInstance } from '@duckdb/node-api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableMetadata, TableRef } from '../engines/engine';
import { createScratchDuckDb } from '../test/scratchDuckDb';
import { ADMIN, bearerFor, body, createTestApp, type TestApp } from '../test/testApp';

interface RunAnswer {
  status?: string;
  data?: Record<string, unknown>[];
  errors?: { message: string; error_type: string }[];
  message?: string;
}

/**
 * A DuckDB file that allows DML or CTAS is opened writable, and DuckDB lets one process hold a
 * writable file: every use of it (runs on any worker, the table browser, cost estimates) must go
 * through the one worker that owns it.
 */
describe('writable DuckDB files, owned by one worker', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let id: number;
  let file: string;

  const execute = (sql: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: id, sql, ...extra },
    });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/database/${id}${url}`, headers: admin });
  const ok = async <T>(answer: Promise<LightMyRequestResponse>): Promise<T> => {
    const done = await answer;
    expect(done.statusCode, done.body).toBe(200);
    return body<T>(done);
  };
  const tableNames = async () =>
    (await ok<{ result: TableRef[] }>(get('/tables/?schema_name=main&force=true'))).result.map(
      (table) => table.value,
    );
  const update = (payload: Record<string, unknown>) =>
    ok(t.app.inject({ method: 'PUT', url: `/api/v1/database/${id}`, headers: admin, payload }));

  beforeAll(async () => {
    // Two workers: without one owner, each would try to open the file for writing.
    t = await createTestApp('sqlite', { queryWorkers: 2 });
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    file = await createScratchDuckDb(t.ctx.config.home, 'owned.duckdb');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: {
        database_name: 'owned',
        sqlalchemy_uri: 'duckdb:///owned.duckdb',
        allow_dml: true,
        allow_ctas: true,
        allow_run_async: true,
        extra: JSON.stringify({ cost_estimate_enabled: true }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    id = body<{ id: number }>(created).id;
  });
  afterAll(async () => t.close());

  it('answers schemas, tables, table metadata and estimates after DML and CTAS runs', async () => {
    expect(
      body<RunAnswer>(await execute('create table made as select id, name from t')).status,
    ).toBe('success');
    expect(await ok(get('/schemas/?force=true'))).toEqual({
      count: 1,
      result: ['main'],
      default_schema: 'main',
    });
    expect(await tableNames()).toEqual(['events', 'made', 't']);
    const meta = await ok<TableMetadata>(get('/table_metadata/?name=made&schema=main'));
    expect(meta.columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'BIGINT'],
      ['name', 'VARCHAR'],
    ]);
    const ctas = await execute('select id from t where id <= 3', {
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'first_three',
    });
    expect(ctas.statusCode, ctas.body).toBe(200);
    expect(await tableNames()).toEqual(['events', 'first_three', 'made', 't']);
    const estimate = await ok<{ result: Record<string, string>[] }>(
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/estimate/',
        headers: admin,
        payload: { database_id: id, sql: 'select * from made where id > 10' },
      }),
    );
    expect(estimate.result[0]?.['Query plan']).toMatch(/SCAN/);
    expect(await ok(get('/catalogs/?force=true'))).toEqual({ count: 1, result: ['owned'] });
  });

  it('runs many statements on the file in parallel on two workers', async () => {
    await execute('create table counter (n integer)');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        execute(i % 2 === 0 ? `insert into counter values (${i})` : 'select count(*) as n from t'),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const count = body<RunAnswer>(await execute('select count(*) as n from counter'));
    expect(count.data).toEqual([{ n: 4 }]);
  });

  it('answers the table browser while the owner runs a long query', async () => {
    const started = await execute('select count(*) from range(100000000000) a(i) where i % 7 = 3', {
      runAsync: true,
      client_id: 'longowned1',
    });
    expect(started.statusCode, started.body).toBe(202);
    const { pool } = t.ctx.runner;
    try {
      await vi.waitFor(() => expect(pool.pidOf('longowned1')).toBeDefined(), { timeout: 10_000 });
      // Served beside the run on the owning worker, not queued behind it.
      expect(await tableNames()).toContain('made');
      expect(pool.pidOf('longowned1')).toBe(pool.files.ownerOf(file)?.child.pid);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: admin,
        payload: { client_id: 'longowned1' },
      });
    }
  });

  it('gives the file a new owner when its worker ends', async () => {
    const { files } = t.ctx.runner.pool;
    await execute('select 1 as warm');
    const owner = files.ownerOf(file)?.child;
    if (!owner) throw new Error('the file has no owner');
    const ended = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await ended;
    const insert = await execute('insert into counter values (100)');
    expect(body<RunAnswer>(insert).status, insert.body).toBe('success');
    expect(files.ownerOf(file)?.child.pid).not.toBe(owner.pid);
    expect(await tableNames()).toContain('counter');
  });

  it('moves the file between shared and owned when its settings change', async () => {
    await update({ allow_dml: false, allow_ctas: false });
    // Read-only again: the API opens it itself, and runs go to any worker.
    expect(await tableNames()).toContain('made');
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => execute('select count(*) as n from made')),
    );
    for (const answer of reads)
      expect(body<RunAnswer>(answer).data, answer.body).toEqual([{ n: 50 }]);
    await update({ allow_dml: true });
    expect(body<RunAnswer>(await execute('create table later as select 1 as x')).status).toBe(
      'success',
    );
    expect(await tableNames()).toContain('later');
  });

  it('says a file another program holds is in use, without its path or process id', async () => {
    const held = await createScratchDuckDb(t.ctx.config.home, 'held.duckdb');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: { database_name: 'held', sqlalchemy_uri: 'duckdb:///held.duckdb', allow_dml: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const heldId = body<{ id: number }>(created).id;
    const holder = await DuckDBInstance.create(held);
    try {
      const run = await execute('select count(*) as n from t', { database_id: heldId });
      const table = await t.app.inject({
        method: 'GET',
        url: `/api/v1/database/${heldId}/tables/?schema_name=main`,
        headers: admin,
      });
      for (const answer of [run, table]) {
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.body).toMatch(/in use by another program/);
        expect(answer.body).not.toContain('held.duckdb');
        expect(answer.body).not.toMatch(/PID|\/tmp|lock on file/i);
      }
    } finally {
      holder.closeSync();
    }
    // Once the other program lets go, the file opens again.
    const again = await execute('select count(*) as n from t', { database_id: heldId });
    expect(body<RunAnswer>(again).data, again.body).toEqual([{ n: 50 }]);
  });
});
