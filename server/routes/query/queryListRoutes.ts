import type { FastifyInstance } from 'fastify';
import { queryListQuery } from '@common/api/sqllabTools';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { listQueries } from '@server/services/listQueries';
import { parseQuery } from '../queryParams';
import { zodRouter } from '../types';

/** GET /api/v1/query/: the query history list, filtered, ordered and paged by rison `q`. */
export function queryListRoutes(app: FastifyInstance, ctx: AppContext): void {
  zodRouter(app).get('/api/v1/query/', async (request) =>
    listQueries(ctx, requirePrincipal(request), parseQuery(queryListQuery, request.query)),
  );
}
