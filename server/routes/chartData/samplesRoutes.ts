import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rawQueryObject } from '@common/api/chartDataRequest';
import { datasourceSamples } from '@server/chartData/datasourceSamples';
import { SAMPLES_ROW_LIMIT } from '@server/chartData/samplesEntry';
import type { AppContext } from '@server/context';
import { FieldValidationError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { parseQuery } from '../queryParams';

const samplesQuery = z.object({
  datasource_id: z.coerce.number().int().positive().max(2_147_483_647),
  datasource_type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']).default('table'),
  force: z.string().optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SAMPLES_ROW_LIMIT).default(SAMPLES_ROW_LIMIT),
});

/** Superset's SamplesPayloadSchema: filters and time settings, all optional. */
const samplesBody = rawQueryObject
  .pick({ filters: true, granularity: true, time_range: true, extras: true })
  .nullish();

/** POST (and GET) /datasource/samples (spec §7): a page of a dataset's raw rows and the total count. */
export function samplesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Dataset');
    const query = parseQuery(samplesQuery, request.query);
    const parsed = samplesBody.safeParse(request.body);
    if (!parsed.success) throw FieldValidationError.fromZod(parsed.error);
    const body = await datasourceSamples(
      ctx,
      principal,
      { datasourceId: query.datasource_id, page: query.page, perPage: query.per_page },
      parsed.data ?? {},
    );
    return reply.type('application/json; charset=utf-8').send(body);
  };
  // The spec's client posts its filters; the issue also names a GET without them.
  app.post('/datasource/samples', handler);
  app.get('/datasource/samples', handler);
}
