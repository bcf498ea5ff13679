import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearerFor,
  body,
  createTestApp,
  registerScratchDatabase,
  type TestApp,
  withTestApp,
} from '../test/testApp';

interface Failure {
  errors?: { message: string; error_type: string }[];
}

/** A record's state as the query API shows it, once it has ended. */
interface Ended {
  status: string;
  results_key: string | null;
  error_message: string | null;
}

// Over 1 MiB of columnar bytes: written to the results file before the answer, not inline.
const LARGE = "select i, repeat('x', 100) as pad from range(20000) t(i)";
const SMALL = 'select 42 as answer';

describe('a results folder that cannot be written', () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let databaseId: number;
  let folder: string;
  let runs = 0;

  const execute = (sql: string, runAsync = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: {
        database_id: databaseId,
        sql,
        runAsync,
        client_id: `folder${String(++runs).padStart(5, '0')}`,
      },
    });

  /** The record of an asynchronous run once it has ended. */
  const ended = async (clientId: string): Promise<Ended> => {
    for (;;) {
      const row = await t.ctx.queries.findByClientId(clientId);
      if (row && !['pending', 'running'].includes(row.status)) return row as Ended;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const runAsync = async (sql: string): Promise<Ended> => {
    const started = await execute(sql, true);
    expect(started.statusCode, started.body).toBe(202);
    return ended(`folder${String(runs).padStart(5, '0')}`);
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    folder = path.join(t.ctx.config.home, 'results');
  });

  it('fails runs with "The results backend is not available" while a file stands in its place', async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'not a folder');
    for (const sql of [SMALL, LARGE]) {
      const answer = await execute(sql);
      expect(answer.statusCode, sql).toBe(400);
      const error = body<Failure>(answer).errors?.[0];
      expect(error).toMatchObject({
        message: 'The results backend is not available',
        error_type: 'RESULTS_BACKEND_ERROR',
      });
      expect(answer.body).not.toContain(t.ctx.config.home);
    }
    for (const sql of [SMALL, LARGE]) {
      const record = await runAsync(sql);
      expect(record).toMatchObject({
        status: 'failed',
        results_key: null,
        error_message: 'The results backend is not available',
      });
    }
    // The sweeper meets the same file and lets the process live.
    (t.ctx.runner.backend as unknown as { sweep(): void }).sweep();
    // Once the folder is back, runs store their results again, with no restart.
    fs.rmSync(folder);
    fs.mkdirSync(folder);
    expect(body<{ data: unknown[] }>(await execute(SMALL)).data).toEqual([{ answer: 42 }]);
  });

  it('makes the folder again when it was deleted, and every record names results that exist', async () => {
    for (const sql of [SMALL, LARGE]) {
      fs.rmSync(folder, { recursive: true, force: true });
      const record = await runAsync(sql);
      expect(record.status, sql).toBe('success');
      const results = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?key=${record.results_key}&rows=1`,
        headers: admin,
      });
      expect(results.statusCode, sql).toBe(200);
      fs.rmSync(folder, { recursive: true, force: true });
      const answer = await execute(sql);
      expect(answer.statusCode, sql).toBe(200);
      // A read of the key waits for its write, which made the folder again.
      const key = body<{ query: { resultsKey: string } }>(answer).query.resultsKey;
      const stored = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?key=${key}&rows=1`,
        headers: admin,
      });
      expect(stored.statusCode, sql).toBe(200);
      expect(fs.statSync(folder).isDirectory()).toBe(true);
    }
  });
});

describe('a results folder that breaks after results were written', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let databaseId: number;

  beforeAll(async () => {
    // One worker: the run after the break is on the worker whose writes had worked.
    t = await createTestApp('sqlite', { queryWorkers: 1 });
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });
  afterAll(async () => t.close());

  const execute = (clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, sql: SMALL, client_id: clientId },
    });

  it('turns the record of a run answered before its write to failed, and fails the next before answering', async () => {
    expect((await execute('healthy0001')).statusCode).toBe(200);
    // The write after the answer is done once the key reads.
    const healthy = await t.ctx.queries.findByClientId('healthy0001');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/results/?key=${healthy?.results_key}`,
      headers: admin,
    });
    expect(read.statusCode).toBe(200);
    const folder = path.join(t.ctx.config.home, 'results');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'not a folder');
    // Answered from memory before its write failed: its record must not name the lost result.
    await execute('broken00001');
    for (;;) {
      const row = await t.ctx.queries.findByClientId('broken00001');
      if (row?.status === 'failed') {
        expect(row).toMatchObject({
          results_key: null,
          error_message: 'The results backend is not available',
        });
        break;
      }
      expect(row?.results_key ?? 'no key yet').not.toBe('');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const next = await execute('broken00002');
    expect(next.statusCode).toBe(400);
    expect(body<Failure>(next).errors?.[0]?.error_type).toBe('RESULTS_BACKEND_ERROR');
  });
});

describe('a Redis results backend that is away', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let databaseId: number;

  beforeAll(async () => {
    // Nothing listens on port 1: every command fails after its retries.
    t = await createTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1' });
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });
  afterAll(async () => t.close());

  it('fails the run with "The results backend is not available", and names no address', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, sql: SMALL },
    });
    expect(answer.statusCode).toBe(400);
    expect(body<Failure>(answer).errors?.[0]).toMatchObject({
      message: 'The results backend is not available',
      error_type: 'RESULTS_BACKEND_ERROR',
    });
    expect(answer.body).not.toContain('127.0.0.1');
  });
});
