import type { FastifyInstance } from 'fastify';
import { roleBody, rolePermissionsBody } from '@common/api/roles';
import { listQuery } from '@common/api/users';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCanManageSecurity } from '@server/policies/securityPolicy';
import { syncDatasetPermissions } from '@server/services/datasetPermissions';
import { deleteRole } from '@server/services/deleteRole';
import { saveRole } from '@server/services/saveRole';
import { setRolePermissions } from '@server/services/setRolePermissions';
import { idParams, zodRouter } from '../types';

/** /api/v1/security/roles/ and the permissions they hold (admins only). */
export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/security/roles';

  router.get(`${base}/`, { schema: { querystring: listQuery } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', false);
    const { search, page, page_size } = request.query;
    const { rows, count } = await ctx.roles.list(search, page, page_size);
    return { count, ids: rows.map((role) => role.id), result: rows };
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', false);
    const result = await ctx.roles.record(request.params.id);
    if (!result) throw new NotFoundError('Role not found');
    return { id: result.id, result };
  });

  router.post(`${base}/`, { schema: { body: roleBody } }, async (request, reply) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', true);
    const result = await saveRole(ctx.db, undefined, request.body.name);
    return reply.status(201).send({ id: result.id, result });
  });

  router.put(`${base}/:id`, { schema: { params: idParams, body: roleBody } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', true);
    const result = await saveRole(ctx.db, request.params.id, request.body.name);
    return { id: result.id, result };
  });

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', true);
    await deleteRole(ctx.db, request.params.id);
    return { message: 'OK' };
  });

  router.get(`${base}/:id/permissions/`, { schema: { params: idParams } }, async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', false);
    if (!(await ctx.roles.findById(request.params.id))) throw new NotFoundError('Role not found');
    return { result: await ctx.roles.permissionsOf(request.params.id) };
  });

  router.post(
    `${base}/:id/permissions`,
    { schema: { params: idParams, body: rolePermissionsBody } },
    async (request) => {
      assertCanManageSecurity(requirePrincipal(request), 'Role', true);
      const result = await setRolePermissions(
        ctx.db,
        request.params.id,
        request.body.permission_view_menu_ids,
      );
      return { result };
    },
  );

  router.get('/api/v1/security/permissions-resources/', async (request) => {
    assertCanManageSecurity(requirePrincipal(request), 'Role', false);
    // Every dataset's data permissions are grantable, whichever path made the dataset.
    await syncDatasetPermissions(ctx.db);
    const result = await ctx.roles.permissions();
    return { count: result.length, result };
  });
}
