import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { datasetDuplicateBody, datasetUpdateBody } from '@common/api/datasets';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { datasetRelatedObjects } from '@server/services/datasetRelatedObjects';
import { duplicateDataset } from '@server/services/duplicateDataset';
import { findVisibleDataset } from '@server/services/findDataset';
import { refreshDataset } from '@server/services/refreshDataset';
import { updateDataset } from '@server/services/updateDataset';
import { booleanParam } from '../queryParams';
import { idParams, zodRouter } from '../types';
import { datasetRecord } from './datasetRecord';

const updateQuery = z.object({ override_columns: z.unknown().optional() });

/** PUT /{id}, PUT /{id}/refresh, GET /{id}/related_objects and POST /duplicate. */
export function datasetEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dataset';

  router.put(
    `${base}/:id`,
    { schema: { params: idParams, body: datasetUpdateBody, querystring: updateQuery } },
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = request.params;
      const override = booleanParam(request.query.override_columns);
      await updateDataset(ctx, principal, id, request.body, override);
      const { row, owners } = await findVisibleDataset(ctx, principal, id);
      return { id, result: datasetRecord(row, owners) };
    },
  );

  router.put(`${base}/:id/refresh`, { schema: { params: idParams } }, async (request) => {
    await refreshDataset(ctx, requirePrincipal(request), request.params.id);
    return { message: 'OK' };
  });

  router.get(`${base}/:id/related_objects`, { schema: { params: idParams } }, async (request) =>
    datasetRelatedObjects(ctx, requirePrincipal(request), request.params.id),
  );

  router.post(
    `${base}/duplicate`,
    { schema: { body: datasetDuplicateBody } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const id = await duplicateDataset(ctx, principal, request.body);
      const { row, owners } = await findVisibleDataset(ctx, principal, id);
      return reply.status(201).send({ id, result: datasetRecord(row, owners) });
    },
  );
}
