import type { FastifyInstance } from 'fastify';
import {
  migrateQueryBody,
  tabQueryParams,
  tabStateCreateBody,
  tabStateUpdateBody,
} from '@common/api/tabState';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { activateTabState } from '@server/services/activateTabState';
import { createTabState } from '@server/services/createTabState';
import { deleteTabQuery } from '@server/services/deleteTabQuery';
import { deleteTabState } from '@server/services/deleteTabState';
import { getTabState } from '@server/services/getTabState';
import { migrateQueryToTab } from '@server/services/migrateQueryToTab';
import { updateTabState } from '@server/services/updateTabState';
import { idParams, zodRouter } from '../types';
import { sendJsonValue } from './sendJsonValue';

const VIEW = 'TabStateView';

/**
 * /tabstateview/: SQL Lab tabs kept on the server (Superset's TabStateView). Bodies are
 * JSON; every route needs a signed-in user (and CSRF on writes) like the API routes, and
 * another user's tab answers 404.
 */
export function tabStateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/tabstateview';

  router.post(`${base}/`, { schema: { body: tabStateCreateBody } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_post', VIEW);
    return { id: await createTabState(ctx, principal, request.body.queryEditor) };
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_get', VIEW);
    return getTabState(ctx, principal, request.params.id);
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: tabStateUpdateBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_put', VIEW);
      await updateTabState(ctx, principal, request.params.id, request.body);
      return sendJsonValue(reply, request.params.id);
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_delete', VIEW);
    await deleteTabState(ctx, principal, request.params.id);
    return sendJsonValue(reply, 'OK');
  });

  router.post(`${base}/:id/activate`, { schema: { params: idParams } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_activate', VIEW);
    await activateTabState(ctx, principal, request.params.id);
    return sendJsonValue(reply, request.params.id);
  });

  router.post(
    `${base}/:id/migrate_query`,
    { schema: { params: idParams, body: migrateQueryBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_migrate_query', VIEW);
      await migrateQueryToTab(ctx, principal, request.params.id, request.body.queryId);
      return sendJsonValue(reply, request.params.id);
    },
  );

  router.delete(
    `${base}/:editorId/query/:queryId`,
    { schema: { params: tabQueryParams } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_delete_query', VIEW);
      await deleteTabQuery(ctx, principal, request.params.editorId, request.params.queryId);
      return sendJsonValue(reply, 'OK');
    },
  );
}
