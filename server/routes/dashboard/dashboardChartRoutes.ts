import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dashboardCopyBody } from '@common/api/dashboards';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { copyDashboard } from '@server/services/copyDashboard';
import { DASHBOARD_VIEW } from '@server/services/dashboardAccess';
import { findDashboard } from '@server/services/findDashboard';
import { listDashboardCharts } from '@server/services/listDashboardCharts';
import { listDashboardDatasets } from '@server/services/listDashboardDatasets';
import { dashboardFavoriteStatus, starDashboard } from '@server/services/starDashboard';
import { datasourcePayload } from '../datasource/datasourcePayload';
import { parseBulkIds } from '../queryParams';
import { idParams, zodRouter } from '../types';

const idOrSlugParams = z.strictObject({ idOrSlug: z.string().min(1).max(255) });

/**
 * A dashboard's charts and datasets (what its page loads), "Save as" copies and favourites.
 * Registered by dashboardRoutes, inside its error answers.
 */
export function dashboardChartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dashboard';
  const caller = (request: Parameters<typeof requirePrincipal>[0], action: string) => {
    const principal = requirePrincipal(request);
    assertCan(principal, action, DASHBOARD_VIEW);
    return principal;
  };

  // A static path: never taken for a dashboard slug.
  router.get(`${base}/favorite_status/`, async (request) => {
    const principal = caller(request, 'can_read');
    return { result: await dashboardFavoriteStatus(ctx, principal, parseBulkIds(request.query)) };
  });

  router.get(
    `${base}/:idOrSlug/charts`,
    { schema: { params: idOrSlugParams } },
    async (request) => {
      const principal = caller(request, 'can_read');
      const { row } = await findDashboard(ctx, principal, request.params.idOrSlug);
      return { result: await listDashboardCharts(ctx, principal, row.id) };
    },
  );

  router.get(
    `${base}/:idOrSlug/datasets`,
    { schema: { params: idOrSlugParams } },
    async (request) => {
      const principal = caller(request, 'can_read');
      const { row } = await findDashboard(ctx, principal, request.params.idOrSlug);
      const datasets = await listDashboardDatasets(ctx, principal, row.id);
      return { result: datasets.map((item) => datasourcePayload(item.row, item.owners)) };
    },
  );

  router.post(
    `${base}/:idOrSlug/copy/`,
    { schema: { params: idOrSlugParams, body: dashboardCopyBody } },
    async (request) => {
      const principal = caller(request, 'can_write');
      return {
        result: await copyDashboard(ctx, principal, request.params.idOrSlug, request.body),
      };
    },
  );

  for (const method of ['post', 'delete'] as const)
    router[method](`${base}/:id/favorites/`, { schema: { params: idParams } }, async (request) => {
      await starDashboard(ctx, caller(request, 'can_read'), request.params.id, method === 'post');
      return { result: 'OK' };
    });
}
