import { beforeAll, describe, expect, it } from 'vitest';
import { decodeColumnarTable } from '@common/results/columnarTable';
import type { Principal } from '../plugins/auth';
import { principalOf } from '../test/principalOf';
import { readAll } from '../queries/resultPayload';
import type { DatabaseRow } from '../store/databaseRepository';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  registerScratchDatabase,
  withTestApp,
} from '../test/testApp';
import { storeKinds } from '../test/testStore';
import { contentResultsKey, findStoredResult, runStatements } from './runStatements';

describe.each(await storeKinds())('the query runner below SQL Lab on %s', (kind) => {
  const t = withTestApp(kind);
  let database: DatabaseRow;
  let admin: Principal;
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const id = await registerScratchDatabase(t, headers);
    const row = await t.ctx.databases.findById(id);
    if (!row) throw new Error('no scratch database');
    database = row;
    admin = await principalOf(t, ADMIN.username);
  });

  const sql = 'select id, name from t where id <= 3 order by id';
  const run = () =>
    runStatements(t.ctx, admin, database, {
      sql,
      statements: [sql],
      limit: 10,
      limitingFactor: 'DROPDOWN',
      resultsKey: 'content',
      origin: { schema: 'main' },
    });

  it('runs with a content-derived key, records the run, and finds the result again', async () => {
    const key = contentResultsKey({
      databaseId: database.id,
      statements: [sql],
      limit: 10,
      schema: 'main',
    });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await findStoredResult(t.ctx, admin, key)).toBeUndefined();

    const { record, finished } = await run();
    expect(record).toMatchObject({
      sql,
      executed_sql: sql,
      schema: 'main',
      user_id: admin.user.id,
    });
    const { row } = await finished;
    expect(row).toMatchObject({ status: 'success', rows: 3, results_key: key });

    const stored = await findStoredResult(t.ctx, admin, key);
    expect(stored?.row.id).toBe(row.id);
    const table = decodeColumnarTable(await readAll(stored?.body ?? Buffer.alloc(0)));
    expect(table.rowCount).toBe(3);
    expect(table.columns.map((c) => c.name)).toEqual(['id', 'name']);
    expect(table.text(2, 1)).toBe('name 3');
  });

  it('gives identical runs the same key, and the newest record holds it', async () => {
    const first = await (await run()).finished;
    const second = await (await run()).finished;
    expect(second.row.results_key).toBe(first.row.results_key);
    const key = second.row.results_key ?? '';
    expect((await findStoredResult(t.ctx, admin, key))?.row.id).toBe(second.row.id);
    // A different limit is different content.
    expect(
      contentResultsKey({ databaseId: database.id, statements: [sql], limit: 11, schema: 'main' }),
    ).not.toBe(key);
  });

  it('gives an identical run started meanwhile a key of its own (no shared file)', async () => {
    const [first, second] = await Promise.all([run(), run()]);
    const [a, b] = await Promise.all([first.finished, second.finished]);
    expect([a.row.status, b.row.status]).toEqual(['success', 'success']);
    const key = contentResultsKey({
      databaseId: database.id,
      statements: [sql],
      limit: 10,
      schema: 'main',
    });
    expect(a.row.results_key).toBe(key);
    expect(b.row.results_key).not.toBe(key);
    expect((await findStoredResult(t.ctx, admin, key))?.row.id).toBe(a.row.id);
  });

  it('keeps random keys by default, and refuses a database the caller cannot see', async () => {
    const { finished } = await runStatements(t.ctx, admin, database, {
      sql,
      statements: [sql],
      limit: 10,
      limitingFactor: 'DROPDOWN',
    });
    const { row } = await finished;
    expect(row.results_key).toMatch(/^[0-9a-f-]{36}$/);

    await bearerForNewUser(t, headers, 'runner_gamma', 'Gamma');
    const gamma = await principalOf(t, 'runner_gamma');
    await expect(
      runStatements(t.ctx, gamma, database, {
        sql,
        statements: [sql],
        limit: 10,
        limitingFactor: 'DROPDOWN',
      }),
    ).rejects.toThrow('Database not found');
    await expect(findStoredResult(t.ctx, gamma, row.results_key ?? '')).rejects.toThrow(
      'Database not found',
    );
  });
});
