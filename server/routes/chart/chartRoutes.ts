import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chartCreateBody,
  chartListQuery,
  type ChartRelatedOption,
  chartRelatedQuery,
  chartUpdateBody,
} from '@common/api/charts';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { deleteCharts } from '@server/services/deleteCharts';
import { findReadableChart } from '@server/services/findReadableChart';
import { listCharts } from '@server/services/listCharts';
import { loadChartRecords } from '@server/services/loadChartRecords';
import { createChart, updateChart } from '@server/services/saveChart';
import { chartFavoriteStatus, starChart } from '@server/services/starChart';
import { ChartRepository } from '@server/store/chartRepository';
import type { Principal } from '@server/plugins/auth';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';
import { chartSavedDataRoutes } from './chartSavedDataRoutes';

const VIEW = 'Chart';
const relatedParams = z.strictObject({ field: z.enum(['owners', 'created_by', 'changed_by']) });

/** /api/v1/chart/: saved charts in Superset's shapes; a chart is as readable as its dataset. */
export function chartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/chart';
  chartSavedDataRoutes(app, ctx);

  const record = async (principal: Principal, id: number) => {
    const { row } = await findReadableChart(ctx, principal, id);
    const [result] = await loadChartRecords(new ChartRepository(ctx.db), [row]);
    return { id, result };
  };

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return listCharts(ctx, principal, parseQuery(chartListQuery, request.query));
  });

  router.get(`${base}/favorite_status/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return { result: await chartFavoriteStatus(ctx, principal, parseBulkIds(request.query)) };
  });

  // Superset's client may add ?q=(columns:…) to choose fields; the full record is answered.
  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', VIEW);
    return record(principal, request.params.id);
  });

  router.post(`${base}/`, { schema: { body: chartCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    const id = await createChart(ctx, principal, request.body);
    return reply.status(201).send(await record(principal, id));
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: chartUpdateBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_write', VIEW);
      await updateChart(ctx, principal, request.params.id, request.body);
      return record(principal, request.params.id);
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    await deleteCharts(ctx, principal, [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', VIEW);
    const ids = parseBulkIds(request.query);
    await deleteCharts(ctx, principal, ids);
    return { message: `Deleted ${ids.length} chart${ids.length === 1 ? '' : 's'}` };
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

  for (const method of ['post', 'delete'] as const)
    router[method](`${base}/:id/favorites/`, { schema: { params: idParams } }, async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', VIEW);
      await starChart(ctx, principal, request.params.id, method === 'post');
      return { result: 'OK' };
    });
}
