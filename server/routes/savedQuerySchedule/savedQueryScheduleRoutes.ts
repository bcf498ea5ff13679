import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { deleteQuerySchedule } from '@server/services/deleteQuerySchedule';
import { readQuerySchedule } from '@server/services/readQuerySchedule';
import { saveQuerySchedule } from '@server/services/saveQuerySchedule';
import { idParams, zodRouter } from '../types';

/** /api/v1/saved_query/{id}/schedule: the owner's schedule of a saved query and its runs. */
export function savedQueryScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const path = '/api/v1/saved_query/:id/schedule';

  router.get(path, { schema: { params: idParams } }, async (request) => ({
    result: await readQuerySchedule(ctx, requirePrincipal(request), request.params.id),
  }));

  // The body is validated by the service, so refusals carry "Your query could not be scheduled."
  router.put(path, { schema: { params: idParams } }, async (request) => ({
    result: await saveQuerySchedule(
      ctx,
      requirePrincipal(request),
      request.params.id,
      request.body,
    ),
  }));

  router.delete(path, { schema: { params: idParams } }, async (request) => {
    await deleteQuerySchedule(ctx, requirePrincipal(request), request.params.id);
    return { message: 'OK' };
  });
}
