import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import type { QueryRecord } from './queryRecord';
import { ADMIN, bearerFor, body, withTestApp } from '../test/testApp';
import { storeKinds } from '../test/testStore';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A DuckDB file with a table to scan: DuckDB's range() itself reports no progress. */
async function createBigTable(home: string): Promise<void> {
  const instance = await DuckDBInstance.create(path.join(home, 'progress.duckdb'));
  const connection = await instance.connect();
  await connection.run('create table big as select i from range(2000000) r(i)');
  connection.closeSync();
  instance.closeSync();
}

// Costly work on every row: seconds to scan, so progress is seen long before the end.
const LONG_SCAN = 'select max(sha256(repeat(i::varchar, 20))) from big';

describe.each(await storeKinds())('query progress on %s', (kind) => {
  const t = withTestApp(kind);

  it('reaches the record while a DuckDB run is in progress', async () => {
    const admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    await createBigTable(t.ctx.config.home);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin,
      payload: {
        database_name: 'progress',
        sqlalchemy_uri: 'duckdb:///progress.duckdb',
        allow_run_async: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: {
        database_id: body<{ id: number }>(created).id,
        sql: LONG_SCAN,
        runAsync: true,
        client_id: 'progress001',
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const record = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/query/updated_since?q=(last_updated_ms:0)',
        headers: admin,
      });
      return body<{ result: QueryRecord[] }>(answer).result.find((q) => q.id === 'progress001');
    };
    // Some progress arrives while the run is still going (how much depends on the machine).
    const moving = await waitFor(async () => {
      const now = await record();
      if (now && !['pending', 'running'].includes(now.state))
        throw new Error(`the run ended (${now.state}) before any progress was recorded`);
      return now && now.progress > 0 ? now : undefined;
    });
    expect(moving.state).toBe('running');
    expect(moving.progress).toBeLessThan(100);
    // No need to wait for the end: a stop keeps the progress it had.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/query/stop',
      headers: admin,
      payload: { client_id: 'progress001' },
    });
    const stopped = await waitFor(async () => {
      const now = await record();
      return now?.state === 'stopped' ? now : undefined;
    });
    expect(stopped.progress).toBeGreaterThanOrEqual(moving.progress);
    await waitFor(async () => (t.ctx.runner.pool.has('progress001') ? undefined : true));
  });
});
