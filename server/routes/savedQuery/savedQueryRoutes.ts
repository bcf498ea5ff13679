import type { FastifyInstance } from 'fastify';
import {
  savedQueryCreateBody,
  savedQueryListQuery,
  savedQueryUpdateBody,
} from '@common/api/savedQueries';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { deleteSavedQueries } from '@server/services/deleteSavedQueries';
import { findSavedQuery } from '@server/services/findSavedQuery';
import { listSavedQueries } from '@server/services/listSavedQueries';
import { recordSavedQueryView } from '@server/services/recordSavedQueryView';
import { saveSavedQuery } from '@server/services/saveSavedQuery';
import { savedQueryRecord } from '@server/services/savedQueryRecord';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const VIEW = 'SavedQuery';
/** /api/v1/saved_query/: the caller's saved queries (admins read everyone's). */
export function savedQueryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/saved_query';

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return listSavedQueries(ctx, principal, parseQuery(savedQueryListQuery, request.query));
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    const row = await findSavedQuery(ctx, principal, request.params.id, false);
    await recordSavedQueryView(ctx, principal.user.id, row, request.log);
    return { id: row.id, result: savedQueryRecord(row) };
  });

  router.post(`${base}/`, { schema: { body: savedQueryCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    const row = await saveSavedQuery(ctx, principal, undefined, request.body);
    return reply.status(201).send({ id: row.id, result: savedQueryRecord(row) });
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: savedQueryUpdateBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_write', VIEW);
      const row = await saveSavedQuery(ctx, principal, request.params.id, request.body);
      return { id: row.id, result: savedQueryRecord(row) };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    await deleteSavedQueries(ctx, principal, [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    const ids = parseBulkIds(request.query);
    await deleteSavedQueries(ctx, principal, ids);
    return { message: `Deleted ${ids.length} saved quer${ids.length === 1 ? 'y' : 'ies'}` };
  });
}
