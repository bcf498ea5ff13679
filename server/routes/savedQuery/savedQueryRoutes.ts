import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodeRison } from '../../../common/api/rison';
import {
  savedQueryCreateBody,
  savedQueryListQuery,
  savedQueryUpdateBody,
} from '../../../common/api/savedQueries';
import { storeId } from '../../../common/api/tabState';
import type { AppContext } from '../../context';
import { FieldValidationError } from '../../errors';
import { requirePrincipal } from '../../plugins/auth';
import { assertCan } from '../../policies/securityPolicy';
import { deleteSavedQueries } from '../../services/deleteSavedQueries';
import { findSavedQuery } from '../../services/findSavedQuery';
import { listSavedQueries } from '../../services/listSavedQueries';
import { saveSavedQuery } from '../../services/saveSavedQuery';
import { savedQueryRecord } from '../../services/savedQueryRecord';
import { parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const VIEW = 'SavedQuery';
const bulkIds = z.array(storeId).min(1).max(1000);

/** The ids of a bulk delete, given as rison `q=!(1,2)`. */
function parseBulkIds(query: unknown): number[] {
  const q = (query as Record<string, unknown>).q;
  let decoded: unknown;
  try {
    decoded = typeof q === 'string' ? decodeRison(q) : undefined;
  } catch {
    decoded = undefined;
  }
  const parsed = bulkIds.safeParse(decoded);
  if (!parsed.success) throw new FieldValidationError({ q: ['A rison list of ids: !(1,2)'] });
  return parsed.data;
}

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
