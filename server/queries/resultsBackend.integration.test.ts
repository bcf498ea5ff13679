import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeColumnarTable, toRowObjects } from '@common/results/columnarTable';
import type { QueryRecord } from './queryRecord';
import {
  ADMIN,
  bearerFor,
  body,
  createTestApp,
  registerScratchDatabase,
  type TestApp,
} from '../test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '../test/testServices';

const REDIS_URL = TEST_SERVICE_URLS.redis;

describe.skipIf(!(await serviceAvailable('redis', 'results in Redis')))(
  'results in Redis, and the per-user cap',
  () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let databaseId: number;
    // Made in beforeAll: a skipped suite still runs this body, and must not dial Redis.
    let redis: Redis;

    beforeAll(async () => {
      redis = new Redis(REDIS_URL);
      t = await createTestApp('sqlite', { redisUrl: REDIS_URL, maxQueriesPerUser: 1 });
      admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
      databaseId = await registerScratchDatabase(t, admin);
    });
    afterAll(async () => {
      await t.close();
      redis?.disconnect();
    });

    it('keeps results in Redis under the results key, and answers 410 once they are gone', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: databaseId, sql: 'select id from t order by id limit 3' },
      });
      const { query, data } = body<{ query: QueryRecord; data: unknown[] }>(answer);
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const stored = await redis.getBuffer(`tessera:results:${query.resultsKey}`);
      expect(toRowObjects(decodeColumnarTable(stored ?? Buffer.alloc(0)))).toEqual([
        { id: 1 },
        { id: 2 },
        { id: 3 },
      ]);
      expect(await redis.ttl(`tessera:results:${query.resultsKey}`)).toBeGreaterThan(0);

      const again = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?key=${query.resultsKey}`,
        headers: admin,
      });
      expect(body<{ data: unknown[] }>(again).data).toHaveLength(3);
      await redis.del(`tessera:results:${query.resultsKey}`);
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sqllab/results/?key=${query.resultsKey}`,
        headers: admin,
      });
      expect(gone.statusCode).toBe(410);
    });

    it('answers "too many queries running" past the per-user cap, and runs again after', async () => {
      const slow = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: {
          database_id: databaseId,
          sql: 'select count(*) from range(100000000000) a',
          runAsync: true,
          client_id: 'capslow0001',
        },
      });
      expect(slow.statusCode).toBe(202);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: databaseId, sql: 'select 1 as one' },
      });
      expect(refused.statusCode).toBe(429);
      expect(body(refused).message).toMatch(/Too many queries running/);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/query/stop',
        headers: admin,
        payload: { client_id: 'capslow0001' },
      });
      for (let i = 0; i < 100 && t.ctx.runner.pool.has('capslow0001'); i++)
        await new Promise((r) => setTimeout(r, 50));
      const after = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: databaseId, sql: 'select 1 as one' },
      });
      expect(body<{ data: unknown[] }>(after).data).toEqual([{ one: 1 }]);
    });
  },
);
