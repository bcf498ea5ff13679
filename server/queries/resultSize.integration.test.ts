import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '../test/testApp';

interface Answer {
  data: unknown[];
  query: { limitingFactor: string; rows: number };
}

describe('the result size limit through SQL Lab', () => {
  const t = withTestApp('sqlite', { maxResultBytes: 2 * 1024 * 1024 });
  let admin: Record<string, string>;
  let databaseId: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });

  it('cuts an oversized result and names the limit as its limiting factor', async () => {
    // The audit's shape: 20 kB rows by the million; the dropdown allows 100 000 of them (2 GB).
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: {
        database_id: databaseId,
        sql: "SELECT range, repeat('x', 20000) AS pad FROM range(100000000)",
        queryLimit: 100000,
      },
    });
    expect(answer.statusCode).toBe(200);
    const result = body<Answer>(answer);
    expect(result.query.limitingFactor).toBe('RESULT_SIZE');
    expect(result.data.length).toBeGreaterThan(50);
    expect(result.data.length).toBeLessThan(105);
    expect(result.query.rows).toBe(result.data.length);
  });
});
