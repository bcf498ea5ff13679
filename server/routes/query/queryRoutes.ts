import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queriesUpdatedSinceResponse } from '@common/api/queryRecord';
import { stopBody } from '@common/api/sqllab';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { queryRecord } from '@server/queries/queryRecord';
import type { QueryRow } from '@server/store/queryRepository';
import { parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const sinceQuery = z.object({ last_updated_ms: z.coerce.number().min(0) });

/** POST /api/v1/query/stop, GET /api/v1/query/{id} and GET /api/v1/query/updated_since. */
export function queryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);

  async function names(rows: QueryRow[]): Promise<Map<number, string>> {
    const databases = await ctx.databases.list();
    return new Map(
      databases
        .filter((db) => rows.some((r) => r.database_id === db.id))
        .map((db) => [db.id, db.database_name]),
    );
  }

  router.post('/api/v1/query/stop', { schema: { body: stopBody } }, async (request) => {
    const principal = requirePrincipal(request);
    const row = await ctx.queries.findByClientId(request.body.client_id);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Query not found');
    await ctx.runner.stop(row);
    return { result: 'OK' };
  });

  router.get(
    '/api/v1/query/updated_since',
    { schema: { response: { 200: queriesUpdatedSinceResponse } } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Query');
      const { last_updated_ms } = parseQuery(sinceQuery, request.query);
      const rows = await ctx.queries.changedSince(principal.user.id, last_updated_ms);
      const databaseNames = await names(rows);
      return {
        result: rows.map((row) => queryRecord(row, databaseNames.get(row.database_id) ?? '')),
      };
    },
  );

  router.get('/api/v1/query/:id', { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Query');
    const row = await ctx.queries.findById(request.params.id);
    if (!row || row.user_id !== principal.user.id) throw new NotFoundError('Query not found');
    return {
      id: row.id,
      result: {
        id: row.id,
        changed_on: new Date(row.changed_on).toISOString(),
        client_id: row.client_id,
        database: { id: row.database_id },
        end_time: row.end_time,
        error_message: row.error_message,
        executed_sql: row.executed_sql,
        limit: row.limit,
        limiting_factor: row.limiting_factor,
        progress: row.progress,
        results_key: row.results_key,
        rows: row.rows,
        schema: row.schema,
        select_as_cta: row.select_as_cta === 1,
        sql: row.sql,
        sql_editor_id: row.sql_editor_id,
        start_running_time: row.start_running_time,
        start_time: row.start_time,
        status: row.status,
        tab_name: row.tab_name,
        tmp_schema_name: row.tmp_schema_name,
        tmp_table_name: row.tmp_table_name,
        tracking_url: null,
      },
    };
  });
}
