import type { FastifyInstance } from 'fastify';
import {
  exploreFormDataBody,
  exploreFormDataQuery,
  exploreKeyParams,
  explorePermalinkBody,
  exploreQuery,
  type ExploreResult,
} from '@common/api/explore';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { chartPermalinkUrl, createChartPermalink } from '@server/services/createChartPermalink';
import { deleteChartFormData } from '@server/services/deleteChartFormData';
import { exploreChart } from '@server/services/exploreChart';
import { readChartFormData } from '@server/services/readChartFormData';
import { readChartPermalink } from '@server/services/readChartPermalink';
import { saveChartFormData } from '@server/services/saveChartFormData';
import { parseQuery } from '../queryParams';
import { zodRouter } from '../types';
import { exploreDataset } from './exploreDataset';

/**
 * /api/v1/explore/: what Explore opens, its permalinks and its unsaved form data. Explore
 * needs can_read on Chart (Superset's `can_read on Explore` pairs come with it in Tessera).
 */
export function exploreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/explore';
  const principalFor = (request: Parameters<typeof requirePrincipal>[0]) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Chart');
    return principal;
  };

  router.get(`${base}/`, async (request) => {
    const principal = principalFor(request);
    const state = await exploreChart(ctx, principal, parseQuery(exploreQuery, request.query));
    const result: ExploreResult = {
      dataset: await exploreDataset(ctx, state.datasetId),
      form_data: state.form_data,
      slice: state.slice,
      message: state.message,
    };
    return { result };
  });

  router.post(
    `${base}/permalink`,
    { schema: { body: explorePermalinkBody } },
    async (request, reply) => {
      const principal = principalFor(request);
      const key = await createChartPermalink(ctx, principal, request.body);
      return reply.status(201).send({ key, url: chartPermalinkUrl(ctx.config, key) });
    },
  );

  router.get(`${base}/permalink/:key`, { schema: { params: exploreKeyParams } }, async (request) =>
    readChartPermalink(ctx, principalFor(request), request.params.key),
  );

  router.post(
    `${base}/form_data`,
    { schema: { body: exploreFormDataBody, querystring: exploreFormDataQuery } },
    async (request, reply) => {
      const key = await saveChartFormData(ctx, principalFor(request), undefined, request.body);
      return reply.status(201).send({ key });
    },
  );

  router.put(
    `${base}/form_data/:key`,
    {
      schema: {
        params: exploreKeyParams,
        body: exploreFormDataBody,
        querystring: exploreFormDataQuery,
      },
    },
    async (request) => ({
      key: await saveChartFormData(ctx, principalFor(request), request.params.key, request.body),
    }),
  );

  router.get(
    `${base}/form_data/:key`,
    { schema: { params: exploreKeyParams } },
    async (request) => ({
      form_data: await readChartFormData(ctx, principalFor(request), request.params.key),
    }),
  );

  router.delete(
    `${base}/form_data/:key`,
    { schema: { params: exploreKeyParams } },
    async (request) => {
      await deleteChartFormData(ctx, principalFor(request), request.params.key);
      return { message: 'Deleted successfully' };
    },
  );
}
