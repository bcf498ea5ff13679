import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chartDataResultFormat, chartDataResultType } from '@common/api/chartDataRequest';
import { submitChartDataJob } from '@server/chartData/asyncChartData';
import { chartDataFile } from '@server/chartData/chartDataExport';
import { answerChartData, cachedChartData } from '@server/chartData/chartDataService';
import { prepareChartQueries } from '@server/chartData/prepareChartQueries';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { savedChartQueryContext } from '@server/services/savedChartQueryContext';
import { booleanParam, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';

const JSON_TYPE = 'application/json; charset=utf-8';

/** `?format=json|csv|xlsx&type=full|…&force=true`, as Superset's ChartRestApi.get_data. */
const savedDataQuery = z.object({
  format: chartDataResultFormat.optional(),
  type: chartDataResultType.optional(),
  force: z.union([z.string(), z.boolean()]).optional(),
});

/**
 * GET /api/v1/chart/{id}/data/: runs the chart's saved query context through the chart data
 * service, for a caller who may read the chart (and so its dataset); asynchronous as POST
 * /api/v1/chart/data is when TESSERA_ASYNC_QUERIES is on.
 */
export function chartSavedDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  router.get(
    '/api/v1/chart/:id/data/',
    { schema: { params: idParams } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Chart');
      const query = parseQuery(savedDataQuery, request.query);
      const body = await savedChartQueryContext(ctx, principal, request.params.id, {
        resultType: query.type,
        resultFormat: query.format,
        force: booleanParam(query.force),
      });
      if (body.result_format !== 'json') {
        // Superset's exports need can_csv on Superset, whatever the format.
        assertCan(principal, 'can_csv', 'Superset');
        const prepared = await prepareChartQueries(ctx, principal, body, {});
        const file = await chartDataFile(ctx, principal, prepared);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      }
      const prepared = await prepareChartQueries(ctx, principal, body, {});
      if (ctx.config.asyncQueries) {
        // As POST /api/v1/chart/data: a cached answer at once, else a job (202).
        const cached = await cachedChartData(ctx, prepared);
        if (cached) return reply.type(JSON_TYPE).send(cached);
        const job = await submitChartDataJob(ctx, principal, prepared);
        return reply.status(202).type(JSON_TYPE).send(job);
      }
      return reply.type(JSON_TYPE).send(await answerChartData(ctx, principal, prepared));
    },
  );
}
