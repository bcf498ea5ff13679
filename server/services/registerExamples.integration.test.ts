import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { closeContext } from '../context';
import { ADMIN, bearerFor, body } from '../test/testApp';
import { createTestConfig } from '../test/testStore';

describe('the examples database', () => {
  it('is built and registered once, read-only, and answers SQL on all 3,000,000 flights', async () => {
    const { config, cleanup } = await createTestConfig('sqlite');
    const lines: string[] = [];
    try {
      const first = await bootstrap({ ...config, loadExamples: true }, (line) => lines.push(line));
      expect(lines.join('\n')).toMatch(/Built the examples database in \d+\.\d s/);
      const row = await first.ctx.databases.findByName('examples');
      expect(row).toMatchObject({ backend: 'duckdb', allow_dml: 0, is_examples: 1 });
      const app = await buildApp(first.ctx);
      const admin = await bearerFor(app, ADMIN.username, ADMIN.password);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: row?.id, sql: 'select count(*) as n from flights' },
      });
      expect(body<{ data: unknown[] }>(answer).data).toEqual([{ n: 3000000 }]);
      const tables = body<{ result: { value: string }[] }>(
        await app.inject({
          method: 'GET',
          url: `/api/v1/database/${row?.id}/tables/?schema_name=main`,
          headers: admin,
        }),
      );
      expect(tables.result.map((table) => table.value)).toEqual(
        expect.arrayContaining(['flights', 'airports', 'penguins', 'zipcodes']),
      );
      for (const url of [
        `select_star/flights/?schema=main`,
        `select_star/flights/main/`,
        `select_star/flights/`,
      ]) {
        const star = await app.inject({
          method: 'GET',
          url: `/api/v1/database/${row?.id}/${url}`,
          headers: admin,
        });
        expect(body<{ result: string }>(star).result).toBe(
          'SELECT\n  "date",\n  "delay",\n  "distance",\n  "origin",\n  "destination"\nFROM "main"."flights"\nLIMIT 100',
        );
      }
      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: row?.id, sql: 'drop table flights' },
      });
      expect(write.statusCode).toBe(400);
      await app.close();
      await closeContext(first.ctx);

      const second = await bootstrap({ ...config, loadExamples: true });
      expect(
        (await second.ctx.databases.list()).filter((db) => db.database_name === 'examples'),
      ).toHaveLength(1);
      await closeContext(second.ctx);
    } finally {
      await cleanup();
    }
  });
});
