import type { FastifyInstance } from 'fastify';
import { tableSchemaCreateBody, tableSchemaExpandedBody } from '@common/api/tabState';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { deleteTableSchema } from '@server/services/deleteTableSchema';
import { saveTableSchema } from '@server/services/saveTableSchema';
import { setTableSchemaExpanded } from '@server/services/setTableSchemaExpanded';
import { idParams, zodRouter } from '../types';
import { sendJsonValue } from './sendJsonValue';

/**
 * /tableschemaview/: the tables open in a tab. They are part of the tab, so changing them
 * needs the tab permission `can_put` on TabStateView; another user's table answers 404.
 */
export function tableSchemaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/tableschemaview';

  router.post(`${base}/`, { schema: { body: tableSchemaCreateBody } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_put', 'TabStateView');
    return { id: await saveTableSchema(ctx, principal, request.body.table) };
  });

  router.post(
    `${base}/:id/expanded`,
    { schema: { params: idParams, body: tableSchemaExpandedBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_put', 'TabStateView');
      const { expanded } = request.body;
      await setTableSchemaExpanded(ctx, principal, request.params.id, expanded);
      return { id: request.params.id, expanded };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_put', 'TabStateView');
    await deleteTableSchema(ctx, principal, request.params.id);
    return sendJsonValue(reply, 'OK');
  });
}
