import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertDatasourceAccess } from '@server/policies/datasourcePolicy';
import { datasourceRefOf } from '@server/services/findDataset';
import { DatasetRepository } from '@server/store/datasetRepository';
import { parseQuery } from '../queryParams';
import { datasourcePayload } from './datasourcePayload';

/** `3__table`: a dataset's datasource key; other datasource types are not served. */
const metadataQuery = z.object({
  datasourceKey: z
    .string()
    .regex(/^\d{1,10}__table$/, 'A datasource key such as 3__table')
    .transform((key) => Number(key.split('__')[0])),
});

/** GET /superset/fetch_datasource_metadata?datasourceKey=3__table: Explore's datasource. */
export function datasourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const datasets = new DatasetRepository(ctx.db);
  app.get('/superset/fetch_datasource_metadata', async (request) => {
    const principal = requirePrincipal(request);
    const { datasourceKey: id } = parseQuery(metadataQuery, request.query);
    const row = await datasets.findById(id);
    if (!row) throw new NotFoundError('Datasource does not exist');
    assertDatasourceAccess(principal, datasourceRefOf(row));
    const owners = (await datasets.ownersOf([id])).get(id) ?? [];
    // Superset answers the datasource itself, not wrapped in `result`.
    return datasourcePayload(row, owners);
  });
}
