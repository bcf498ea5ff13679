import type { FastifyInstance } from 'fastify';
import { listQuery, userCreateBody, userUpdateBody } from '@common/api/users';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCanManageSecurity } from '@server/policies/securityPolicy';
import { createUser } from '@server/services/createUser';
import { deleteUser } from '@server/services/deleteUser';
import { updateUser } from '@server/services/updateUser';
import { idParams, zodRouter } from '../types';

/** /api/v1/security/users/: list, get, create, update and delete users (admins only). */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/security/users';

  router.get(`${base}/`, { schema: { querystring: listQuery } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'User', false);
    const { search, page, page_size } = request.query;
    const { rows, count } = await ctx.users.list(search, page, page_size);
    const result = await ctx.users.toRecords(rows);
    return { count, ids: result.map((user) => user.id), result };
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'User', false);
    const row = await ctx.users.findById(request.params.id);
    if (!row) throw new NotFoundError('User not found');
    const [result] = await ctx.users.toRecords([row]);
    return { id: row.id, result };
  });

  router.post(`${base}/`, { schema: { body: userCreateBody } }, async (request, reply) => {
    assertCanManageSecurity(requirePrincipal(request), 'User', true);
    const result = await createUser(ctx.db, request.body);
    return reply.status(201).send({ id: result.id, result });
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: userUpdateBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCanManageSecurity(principal, 'User', true);
      const result = await updateUser(ctx.db, principal.user.id, request.params.id, request.body);
      return { id: result.id, result };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCanManageSecurity(principal, 'User', true);
    await deleteUser(ctx.db, principal.user.id, request.params.id);
    return { message: 'OK' };
  });
}
