import type { FastifyInstance } from 'fastify';
import { databaseCreateBody, databaseUpdateBody, testConnectionBody } from '@common/api/databases';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertDatabaseAccess, canAccessDatabase } from '@server/policies/databasePolicy';
import { assertCan } from '@server/policies/securityPolicy';
import { deleteDatabase } from '@server/services/deleteDatabase';
import { saveDatabase } from '@server/services/saveDatabase';
import { testConnection } from '@server/services/testConnection';
import { idParams, zodRouter } from '../types';
import { databaseRecord } from './databaseRecord';

/** /api/v1/database/: list, get, create, update, delete and test connections. */
export function databaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/database';

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Database');
    const rows = (await ctx.databases.list()).filter((row) => canAccessDatabase(principal, row));
    const result = rows.map((row) => databaseRecord(row));
    return { count: result.length, ids: result.map((db) => db.id), result };
  });

  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Database');
    const row = assertDatabaseAccess(principal, await ctx.databases.findById(request.params.id));
    return { id: row.id, result: databaseRecord(row) };
  });

  router.post(`${base}/`, { schema: { body: databaseCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_write', 'Database');
    const row = await saveDatabase(ctx, principal.user.id, undefined, request.body);
    return reply.status(201).send({ id: row.id, result: databaseRecord(row) });
  });

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: databaseUpdateBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_write', 'Database');
      const row = await saveDatabase(ctx, principal.user.id, request.params.id, request.body);
      return { id: row.id, result: databaseRecord(row) };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    assertCan(requirePrincipal(request), 'can_write', 'Database');
    await deleteDatabase(ctx, request.params.id);
    return { message: 'OK' };
  });

  router.post(
    `${base}/test_connection/`,
    { schema: { body: testConnectionBody } },
    async (request) => {
      assertCan(requirePrincipal(request), 'can_write', 'Database');
      await testConnection(
        ctx,
        request.body.sqlalchemy_uri,
        request.body.database_name,
        request.body.extra,
      );
      return { message: 'OK' };
    },
  );
}
