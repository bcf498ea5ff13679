import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ChartDataRequest, chartDataRequest } from '@common/api/chartDataRequest';
import { urlParamsFrom } from '@common/api/templateContext';
import { answerChartData, cachedChartData } from '@server/chartData/chartDataService';
import { chartDataFile } from '@server/chartData/chartDataExport';
import { closePostProcessor } from '@server/chartData/postProcessorFor';
import { prepareChartQueries } from '@server/chartData/prepareChartQueries';
import { ResilientChartDataCache } from '@server/chartData/resilientChartDataCache';
import { readAsyncResult, submitChartDataJob } from '@server/chartData/asyncChartData';
import type { AppContext } from '@server/context';
import { FieldValidationError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { booleanParam } from '../queryParams';
import { zodRouter } from '../types';
import { samplesRoutes } from './samplesRoutes';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The query string's form_data (a JSON object, as Superset's client sends slice_id in it). */
function formDataParam(query: unknown): Record<string, unknown> | null {
  const text = (query as { form_data?: unknown } | null)?.form_data;
  if (typeof text !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The body with what the query string adds: form_data (slice_id, dashboard_id) and force. */
function withQueryString(body: ChartDataRequest, query: unknown): ChartDataRequest {
  const formData = formDataParam(query);
  const force = booleanParam((query as { force?: unknown } | null)?.force);
  return {
    ...body,
    force: body.force || force,
    form_data: body.form_data ?? formData,
  };
}

/** POST /api/v1/chart/data, GET /api/v1/chart/data/:cache_key and POST /datasource/samples. */
export function chartDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  app.addHook('onClose', () => closePostProcessor(ctx));
  if (ctx.chartCache instanceof ResilientChartDataCache)
    ctx.chartCache.log = (error, message) => app.log.warn({ err: error }, message);

  router.post('/api/v1/chart/data', async (request, reply: FastifyReply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Chart');
    // Parsed here rather than by the route schema: the schema folds aliases (transforms).
    const parsed = chartDataRequest.safeParse(request.body);
    if (!parsed.success) throw FieldValidationError.fromZod(parsed.error);
    const body = withQueryString(parsed.data, request.query);
    const urlParams = urlParamsFrom(request.query);
    if (body.result_format !== 'json') {
      // Superset's exports need can_csv on Superset, whatever the format.
      assertCan(principal, 'can_csv', 'Superset');
      const prepared = await prepareChartQueries(ctx, principal, body, { urlParams });
      const file = await chartDataFile(ctx, principal, prepared);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    }
    const prepared = await prepareChartQueries(ctx, principal, body, { urlParams });
    if (ctx.config.asyncQueries) {
      const cached = await cachedChartData(ctx, prepared);
      if (cached) return reply.type(JSON_TYPE).send(cached);
      const job = await submitChartDataJob(ctx, principal, prepared, { urlParams });
      return reply.status(202).type(JSON_TYPE).send(job);
    }
    const answer = await answerChartData(ctx, principal, prepared, { urlParams });
    return reply.type(JSON_TYPE).send(answer);
  });

  router.get(
    '/api/v1/chart/data/:cache_key',
    { schema: { params: z.object({ cache_key: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Chart');
      const body = await readAsyncResult(ctx, principal, request.params.cache_key);
      return reply.type(JSON_TYPE).send(body);
    },
  );

  samplesRoutes(app, ctx);
}
