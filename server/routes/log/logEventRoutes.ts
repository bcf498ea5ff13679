import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import {
  MAX_LOG_BODY_BYTES,
  parseLogEvents,
  recordLogEvents,
} from '@server/services/recordLogEvents';
import { parseQuery } from '../queryParams';

const logQuery = z.object({
  explode: z.string().max(32).optional(),
  dashboard_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  slice_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * POST /superset/log/?explode=events and POST /api/v1/log/: the client's usage events, as a
 * beacon's form (`events=<json list>`) or a JSON body `{events: [...]}`; signed-in callers only.
 * CSRF-exempt, as in Superset: a beacon cannot send the header, and events never reach Recents.
 */
export function logEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // Beacons send forms; form bodies are accepted on these routes only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_LOG_BODY_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // A beacon given a Blob of JSON may say text/plain.
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: MAX_LOG_BODY_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, {});
        }
      },
    );
    scope.setErrorHandler((error: { code?: string }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(400).send({
          message: `The events are too large: at most ${MAX_LOG_BODY_BYTES} bytes per call`,
        });
      throw error;
    });
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const principal = requirePrincipal(request);
      const query = parseQuery(logQuery, request.query);
      const events = parseLogEvents(request.body);
      const referrer = request.headers.referer ?? null;
      const count = await recordLogEvents(ctx, principal.user.id, events, query, referrer);
      return reply.status(200).send({ message: 'OK', count });
    };
    const options = { bodyLimit: MAX_LOG_BODY_BYTES, config: { csrfExempt: true } };
    scope.post('/superset/log/', options, handler);
    scope.post('/api/v1/log/', options, handler);
  });
}
