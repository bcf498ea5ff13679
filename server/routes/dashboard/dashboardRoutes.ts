import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ChartRelatedOption, chartRelatedQuery } from '@common/api/charts';
import { dashboardCreateBody, dashboardListQuery } from '@common/api/dashboards';
import type { AppContext } from '@server/context';
import { requirePrincipal, type Principal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { createDashboard } from '@server/services/createDashboard';
import { findDashboard } from '@server/services/findDashboard';
import { listDashboards } from '@server/services/listDashboards';
import { loadDashboardRecords } from '@server/services/loadDashboardRecords';
import { DashboardRepository } from '@server/store/dashboardRepository';
import { parseQuery } from '../queryParams';
import { zodRouter } from '../types';

const VIEW = 'Dashboard';
const relatedParams = z.strictObject({ field: z.enum(['owners', 'created_by', 'changed_by']) });
const idOrSlugParams = z.strictObject({ idOrSlug: z.string().min(1).max(255) });

/** /api/v1/dashboard/: dashboards in Superset's shapes (list, one, create, related users). */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dashboard';

  const record = async (principal: Principal, idOrSlug: string) => {
    const row = await findDashboard(ctx, principal, idOrSlug);
    const [result] = await loadDashboardRecords(new DashboardRepository(ctx.db), [row]);
    return { id: row.id, result };
  };

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return listDashboards(ctx, principal, parseQuery(dashboardListQuery, request.query));
  });

  router.get(`${base}/:idOrSlug`, { schema: { params: idOrSlugParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return record(principal, request.params.idOrSlug);
  });

  router.post(`${base}/`, { schema: { body: dashboardCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    const id = await createDashboard(ctx, principal, request.body);
    return reply.status(201).send(await record(principal, String(id)));
  });

  // The choices of the list's owner and author filters: users by name, as Superset lists them.
  router.get(`${base}/related/:field`, { schema: { params: relatedParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    const { filter, page, page_size } = parseQuery(chartRelatedQuery, request.query);
    const { rows, count } = await ctx.users.list(filter || undefined, page, page_size);
    const result: ChartRelatedOption[] = rows.map((user) => ({
      value: user.id,
      text: `${user.first_name} ${user.last_name}`.trim(),
      extra: { active: Boolean(user.active) },
    }));
    return { count, result };
  });
}
