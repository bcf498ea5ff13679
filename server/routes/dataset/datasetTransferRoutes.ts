import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { assertCan } from '@server/policies/securityPolicy';
import { exportDatasets } from '@server/services/exportDatasets';
import { importDatasets } from '@server/services/importDatasets';
import { bundleTransferRoutes } from '../bundleTransferRoutes';

/**
 * GET /api/v1/dataset/export/?q=!(ids) and POST /api/v1/dataset/import/: Superset's ZIP
 * bundles. Both need can_write on Dataset: a bundle names its databases' hosts and users.
 */
export function datasetTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const assertCanWrite = (principal: Parameters<typeof assertCan>[0]) =>
    assertCan(principal, 'can_write', 'Dataset');
  return bundleTransferRoutes(app, {
    resource: 'dataset',
    assertCanExport: assertCanWrite,
    assertCanImport: assertCanWrite,
    exportBundle: (principal, ids) => exportDatasets(ctx, principal, ids),
    importBundle: async (principal, zip, options) => ({
      imported: await importDatasets(ctx, principal, zip, options),
    }),
  });
}
