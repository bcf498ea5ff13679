import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ChartRelatedOption, chartRelatedQuery } from '@common/api/charts';
import {
  dashboardCreateBody,
  dashboardListQuery,
  type DashboardResponse,
  dashboardUpdateBody,
} from '@common/api/dashboards';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal, type Principal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { createDashboard } from '@server/services/createDashboard';
import {
  DASHBOARD_VIEW,
  dashboardEtag,
  dashboardPermissions,
} from '@server/services/dashboardAccess';
import { deleteDashboards } from '@server/services/deleteDashboards';
import { DASHBOARD_NOT_FOUND_MESSAGE, findDashboard } from '@server/services/findDashboard';
import { listDashboards } from '@server/services/listDashboards';
import { loadDashboardRecords } from '@server/services/loadDashboardRecords';
import { updateDashboard } from '@server/services/updateDashboard';
import { DashboardRepository } from '@server/store/dashboardRepository';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';
import { dashboardChartRoutes } from './dashboardChartRoutes';
import { answerDashboardErrors } from './dashboardErrorAnswers';

const relatedParams = z.strictObject({
  field: z.enum(['owners', 'created_by', 'changed_by', 'roles']),
});
const idOrSlugParams = z.strictObject({ idOrSlug: z.string().min(1).max(255) });

/**
 * /api/v1/dashboard/: dashboards in Superset's shapes (list, one with its ETag, create, save,
 * delete, related users and roles) and, through dashboardChartRoutes, their charts, datasets,
 * copies and favourites.
 */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    answerDashboardErrors(scope);
    routes(scope, ctx);
    dashboardChartRoutes(scope, ctx);
  });
}

function routes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dashboard';
  const caller = (request: Parameters<typeof requirePrincipal>[0], action: string) => {
    const principal = requirePrincipal(request);
    assertCan(principal, action, DASHBOARD_VIEW);
    return principal;
  };

  const record = async (principal: Principal, idOrSlug: string | number) => {
    const { row, ownerIds } = await findDashboard(ctx, principal, idOrSlug);
    const [result] = await loadDashboardRecords(new DashboardRepository(ctx.db), [row]);
    if (!result) throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
    const answer: DashboardResponse = {
      id: row.id,
      result,
      permissions: dashboardPermissions(principal, ownerIds),
    };
    return { answer, etag: dashboardEtag(row.id, row.version) };
  };

  router.get(`${base}/`, async (request) =>
    listDashboards(ctx, caller(request, 'can_read'), parseQuery(dashboardListQuery, request.query)),
  );

  // The ETag names the stored version: a save sends it back as If-Match.
  router.get(
    `${base}/:idOrSlug`,
    { schema: { params: idOrSlugParams } },
    async (request, reply) => {
      const { answer, etag } = await record(caller(request, 'can_read'), request.params.idOrSlug);
      return reply.header('etag', etag).send(answer);
    },
  );

  router.post(`${base}/`, { schema: { body: dashboardCreateBody } }, async (request, reply) => {
    const principal = caller(request, 'can_write');
    const id = await createDashboard(ctx, principal, request.body);
    const { answer, etag } = await record(principal, id);
    return reply.status(201).header('etag', etag).send(answer);
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: dashboardUpdateBody } },
    async (request, reply) => {
      const principal = caller(request, 'can_write');
      const ifMatch = request.headers['if-match'];
      const { answer, etag } = await updateDashboard(
        ctx,
        principal,
        request.params.id,
        request.body,
        ifMatch,
      );
      return reply.header('etag', etag).send(answer);
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    await deleteDashboards(ctx, caller(request, 'can_write'), [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    const principal = caller(request, 'can_write');
    const ids = parseBulkIds(request.query);
    await deleteDashboards(ctx, principal, ids);
    const count = new Set(ids).size;
    return { message: `Deleted ${count} dashboard${count === 1 ? '' : 's'}` };
  });

  // The choices of the list's owner and author filters, and of the properties' roles select.
  router.get(`${base}/related/:field`, { schema: { params: relatedParams } }, async (request) => {
    caller(request, 'can_read');
    const { filter, page, page_size } = parseQuery(chartRelatedQuery, request.query);
    if (request.params.field === 'roles') {
      const { rows, count } = await ctx.roles.list(filter || undefined, page, page_size);
      return { count, result: rows.map((role) => ({ value: role.id, text: role.name })) };
    }
    const { rows, count } = await ctx.users.list(filter || undefined, page, page_size);
    const result: ChartRelatedOption[] = rows.map((user) => ({
      value: user.id,
      text: `${user.first_name} ${user.last_name}`.trim(),
      extra: { active: Boolean(user.active) },
    }));
    return { count, result };
  });
}
