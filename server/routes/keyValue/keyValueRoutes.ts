import type { FastifyInstance } from 'fastify';
import { keyParams, kvStoreBody, permalinkBody } from '@common/api/keyValue';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { createPermalink, permalinkUrl } from '@server/services/createPermalink';
import { readPermalink } from '@server/services/readPermalink';
import { zodRouter } from '../types';

/**
 * Shared SQL Lab tabs: the legacy `/kv/` store Superset's client shares queries with, and
 * the permalink API that replaced it. Both keep the same entries under random keys and
 * need SQL Lab (`can_read` on SQLLab) plus access to the shared database.
 */
export function keyValueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);

  router.post('/kv/store/', { schema: { body: kvStoreBody } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'SQLLab');
    return { id: await createPermalink(ctx, principal, request.body.data) };
  });

  for (const path of ['/kv/:key', '/kv/:key/']) {
    router.get(path, { schema: { params: keyParams } }, async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'SQLLab');
      return readPermalink(ctx, principal, request.params.key);
    });
  }

  router.post(
    '/api/v1/sqllab/permalink',
    { schema: { body: permalinkBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'SQLLab');
      const key = await createPermalink(ctx, principal, request.body);
      return reply.status(201).send({ key, url: permalinkUrl(ctx.config, key) });
    },
  );

  router.get(
    '/api/v1/sqllab/permalink/:key',
    { schema: { params: keyParams } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'SQLLab');
      return readPermalink(ctx, principal, request.params.key);
    },
  );
}
