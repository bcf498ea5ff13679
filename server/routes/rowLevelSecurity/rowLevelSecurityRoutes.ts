import type { FastifyInstance } from 'fastify';
import {
  type RelatedResponse,
  rlsCreateBody,
  rlsListQuery,
  rlsRelatedQuery,
  rlsUpdateBody,
} from '@common/api/rowLevelSecurity';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { type Principal, requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { deleteRowLevelSecurity } from '@server/services/deleteRowLevelSecurity';
import { listRowLevelSecurity } from '@server/services/listRowLevelSecurity';
import { rowLevelSecurityRecord } from '@server/services/rowLevelSecurityRecord';
import { saveRowLevelSecurity } from '@server/services/saveRowLevelSecurity';
import { RlsRelatedRepository } from '@server/store/rlsRelatedRepository';
import { RowLevelSecurityRepository } from '@server/store/rowLevelSecurityRepository';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const VIEW = 'RowLevelSecurity';

function assertManage(principal: Principal, write: boolean): void {
  assertCan(principal, write ? 'can_write' : 'can_read', VIEW);
}

/** /api/v1/rowlevelsecurity/: row-level security rules (admins only), in Superset's shapes. */
export function rowLevelSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/rowlevelsecurity';
  const rules = new RowLevelSecurityRepository(ctx.db);
  const related = new RlsRelatedRepository(ctx.db);
  const recordOf = async (id: number) => {
    const [row] = await rules.details([id]);
    if (!row) throw new NotFoundError('Not found');
    return rowLevelSecurityRecord(row);
  };

  router.get(`${base}/`, async (request) => {
    assertManage(requirePrincipal(request), false);
    return listRowLevelSecurity(ctx, parseQuery(rlsListQuery, request.query));
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertManage(requirePrincipal(request), false);
    return { id: request.params.id, result: await recordOf(request.params.id) };
  });

  router.post(`${base}/`, { schema: { body: rlsCreateBody } }, async (request, reply) => {
    assertManage(requirePrincipal(request), true);
    const id = await saveRowLevelSecurity(ctx, undefined, request.body);
    return reply.status(201).send({ id, result: await recordOf(id) });
  });

  // Superset answers an update with 201 too.
  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: rlsUpdateBody } },
    async (request, reply) => {
      assertManage(requirePrincipal(request), true);
      const id = await saveRowLevelSecurity(ctx, request.params.id, request.body);
      return reply.status(201).send({ id, result: await recordOf(id) });
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertManage(requirePrincipal(request), true);
    await deleteRowLevelSecurity(ctx, [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    assertManage(requirePrincipal(request), true);
    const ids = parseBulkIds(request.query);
    await deleteRowLevelSecurity(ctx, ids);
    return { message: `Deleted ${ids.length} rule${ids.length === 1 ? '' : 's'}` };
  });

  router.get(`${base}/related/roles`, async (request): Promise<RelatedResponse> => {
    assertManage(requirePrincipal(request), false);
    const { filter, page, page_size } = parseQuery(rlsRelatedQuery, request.query);
    const { rows, count } = await related.relatedRoles(filter, page, page_size);
    return { count, result: rows.map((row) => ({ value: row.id, text: row.name, extra: {} })) };
  });

  router.get(`${base}/related/tables`, async (request): Promise<RelatedResponse> => {
    assertManage(requirePrincipal(request), false);
    const { filter, page, page_size } = parseQuery(rlsRelatedQuery, request.query);
    const { rows, count } = await related.relatedTables(filter, page, page_size);
    return {
      count,
      result: rows.map((row) => ({
        value: row.id,
        text: row.table_name,
        extra: { schema: row.schema, database_name: row.database_name },
      })),
    };
  });
}
