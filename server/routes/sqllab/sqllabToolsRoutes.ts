import type { FastifyInstance } from 'fastify';
import { estimateBody, formatSqlBody } from '@common/api/sqllabTools';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { estimateQueryCost } from '@server/services/estimateQueryCost';
import { formatSql } from '@server/services/formatSql';
import { zodRouter } from '../types';

/** POST /api/v1/sqllab/format_sql/ and POST /api/v1/sqllab/estimate/. */
export function sqllabToolsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);

  router.post(
    '/api/v1/sqllab/format_sql/',
    { schema: { body: formatSqlBody } },
    async (request) => ({
      result: await formatSql(ctx, requirePrincipal(request), request.body),
    }),
  );

  router.post('/api/v1/sqllab/estimate/', { schema: { body: estimateBody } }, async (request) => ({
    result: await estimateQueryCost(ctx, requirePrincipal(request), request.body),
  }));
}
