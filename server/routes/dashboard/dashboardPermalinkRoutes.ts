import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dashboardPermalinkBody } from '@common/api/dashboards';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import {
  createDashboardPermalink,
  dashboardPermalinkUrl,
} from '@server/services/createDashboardPermalink';
import { readDashboardPermalink } from '@server/services/readDashboardPermalink';
import { zodRouter } from '../types';

const idOrSlugParams = z.strictObject({ idOrSlug: z.string().min(1).max(255) });
// Any text up to a bound: a garbled key is a clear 404 from the service, not a 400.
const keyParams = z.strictObject({ key: z.string().min(1).max(200) });

/**
 * POST /api/v1/dashboard/{id_or_slug}/permalink and GET /api/v1/dashboard/permalink/{key}:
 * Superset's dashboard permalinks; both need can_read on Dashboard and a visible dashboard.
 */
export function dashboardPermalinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dashboard';

  router.post(
    `${base}/:idOrSlug/permalink`,
    { schema: { params: idOrSlugParams, body: dashboardPermalinkBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Dashboard');
      const key = await createDashboardPermalink(
        ctx,
        principal,
        request.params.idOrSlug,
        request.body,
      );
      return reply.status(201).send({ key, url: dashboardPermalinkUrl(ctx.config, key) });
    },
  );

  router.get(`${base}/permalink/:key`, { schema: { params: keyParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Dashboard');
    return readDashboardPermalink(ctx, principal, request.params.key);
  });
}
