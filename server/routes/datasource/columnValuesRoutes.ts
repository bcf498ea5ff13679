import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { BadRequestError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { datasourceColumnValues } from '@server/services/datasourceColumnValues';
import { zodRouter } from '../types';

const columnValuesParams = z.object({
  datasource_type: z.string().max(50),
  datasource_id: z.coerce.number().int().positive().max(2_147_483_647),
  column_name: z.string().min(1).max(1000),
});

/**
 * GET /api/v1/datasource/<datasource_type>/<datasource_id>/column/<column_name>/values/:
 * `{"result": [values…]}`, a column's distinct values (Explore's filter editor). Only datasets
 * (`table`) are served.
 */
export function columnValuesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  router.get(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    { schema: { params: columnValuesParams } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Dataset');
      const { datasource_type: type, datasource_id: id, column_name: column } = request.params;
      if (type !== 'table') throw new BadRequestError(`Invalid datasource type: ${type}`);
      const body = await datasourceColumnValues(ctx, principal, id, column);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
