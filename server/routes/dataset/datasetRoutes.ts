import type { FastifyInstance } from 'fastify';
import {
  datasetCreateBody,
  datasetGetOrCreateBody,
  datasetListQuery,
  type DatasetListResponse,
} from '@common/api/datasets';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { createDataset } from '@server/services/createDataset';
import { deleteDatasets } from '@server/services/deleteDataset';
import { findVisibleDataset } from '@server/services/findDataset';
import { getOrCreateDataset } from '@server/services/getOrCreateDataset';
import { listDatasets } from '@server/services/listDatasets';
import { DatasetRepository } from '@server/store/datasetRepository';
import { parseBulkIds, parseQuery } from '../queryParams';
import { idParams, zodRouter } from '../types';
import { datasetEditRoutes } from './datasetEditRoutes';
import { datasetListItem, datasetRecord } from './datasetRecord';
import { answerDatasetInvalid } from './datasetInvalidAnswer';
import { datasetTransferRoutes } from './datasetTransferRoutes';

/** /api/v1/dataset/: list, get, create, get_or_create, delete; edits and transfers in scope. */
export function datasetRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    answerDatasetInvalid(scope);
    datasetReadRoutes(scope, ctx);
    datasetEditRoutes(scope, ctx);
    await datasetTransferRoutes(scope, ctx);
  });
}

function datasetReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  const base = '/api/v1/dataset';
  const datasets = new DatasetRepository(ctx.db);

  router.get(`${base}/`, async (request) => {
    const principal = requirePrincipal(request);
    const query = parseQuery(datasetListQuery, request.query);
    const { rows, count } = await listDatasets(ctx, principal, query);
    const owners = await datasets.ownersOf(rows.map((row) => row.id));
    const now = Date.now();
    const result = rows.map((row) => datasetListItem(row, owners.get(row.id) ?? [], now));
    return { count, ids: result.map((item) => item.id), result } satisfies DatasetListResponse;
  });

  // Superset's client may add ?q=(columns:…) to choose fields; the full record is answered.
  router.get(`${base}/:id`, { schema: { params: idParams } }, async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Dataset');
    const { row, owners } = await findVisibleDataset(ctx, principal, request.params.id);
    return { id: row.id, result: datasetRecord(row, owners) };
  });

  router.post(`${base}/`, { schema: { body: datasetCreateBody } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const id = await createDataset(ctx, principal, request.body);
    const { row, owners } = await findVisibleDataset(ctx, principal, id);
    return reply.status(201).send({ id, result: datasetRecord(row, owners) });
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
    await deleteDatasets(ctx, requirePrincipal(request), [request.params.id]);
    return { message: 'OK' };
  });

  router.delete(`${base}/`, async (request) => {
    const ids = parseBulkIds(request.query);
    await deleteDatasets(ctx, requirePrincipal(request), ids);
    return { message: `Deleted ${ids.length} dataset${ids.length === 1 ? '' : 's'}` };
  });
}
