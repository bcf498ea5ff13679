import type { FastifyInstance } from 'fastify';
import {
  datasetCreateBody,
  datasetGetOrCreateBody,
  datasetListQuery,
  type DatasetListResponse,
} from '@common/api/datasets';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { canAccessDatabase } from '@server/policies/databasePolicy';
import { assertCan } from '@server/policies/securityPolicy';
import { createDataset } from '@server/services/createDataset';
import { deleteDataset } from '@server/services/deleteDataset';
import { getOrCreateDataset } from '@server/services/getOrCreateDataset';
import { listDatasets } from '@server/services/listDatasets';
import { DatasetRepository } from '@server/store/datasetRepository';
import { parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';
import { datasetListItem, datasetRecord } from './datasetRecord';

/** /api/v1/dataset/: list, get, create, get_or_create and delete datasets. */
export function datasetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dataset';
  const datasets = new DatasetRepository(ctx.db);

  /** The dataset with its database, or 404 when either is unknown or not the caller's to see. */
  async function visibleDataset(principal: ReturnType<typeof requirePrincipal>, id: number) {
    const row = await datasets.findById(id);
    const database = row ? await ctx.databases.findById(row.database_id) : undefined;
    if (!row || !database || !canAccessDatabase(principal, database))
      throw new NotFoundError('Dataset not found');
    return { row, database };
  }

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    const query = parseQuery(datasetListQuery, request.query);
    const { rows, count } = await listDatasets(ctx, principal, query);
    const now = Date.now();
    const result = rows.map((row) => datasetListItem(row, now));
    return { count, ids: result.map((item) => item.id), result } satisfies DatasetListResponse;
  });

  // Superset's client may add ?q=(columns:…) to choose fields; the full record is answered.
  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Dataset');
    const { row, database } = await visibleDataset(principal, request.params.id);
    return { id: row.id, result: datasetRecord(row, database.backend) };
  });

  router.post(`${base}/`, { schema: { body: datasetCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const id = await createDataset(ctx, principal, request.body);
    const { row, database } = await visibleDataset(principal, id);
    return reply.status(201).send({ id, result: datasetRecord(row, database.backend) });
  });

  router.post(
    `${base}/get_or_create/`,
    { schema: { body: datasetGetOrCreateBody } },
    async (request) => {
      const principal = requirePrincipal(request);
      return { result: { table_id: await getOrCreateDataset(ctx, principal, request.body) } };
    },
  );

  router.delete(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    await deleteDataset(ctx, requirePrincipal(request), request.params.id);
    return { message: 'OK' };
  });
}
