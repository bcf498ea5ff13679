import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { assertCan } from '@server/policies/securityPolicy';
import { exportCharts } from '@server/services/exportCharts';
import { importCharts } from '@server/services/importCharts';
import { bundleTransferRoutes } from '../bundleTransferRoutes';

/**
 * GET /api/v1/chart/export/?q=!(ids) and POST /api/v1/chart/import/: Superset's ZIP bundles.
 * A bundle carries its datasets and databases (hosts and users), so exporting needs can_write
 * on Dataset as the dataset export does, besides can_read on Chart.
 */
export function chartTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  return bundleTransferRoutes(app, {
    resource: 'chart',
    assertCanExport(principal) {
      assertCan(principal, 'can_read', 'Chart');
      assertCan(principal, 'can_write', 'Dataset');
    },
    assertCanImport: (principal) => assertCan(principal, 'can_write', 'Chart'),
    exportBundle: (principal, ids) => exportCharts(ctx, principal, ids),
    importBundle: async (principal, zip, options) => {
      await importCharts(ctx, principal, zip, options);
    },
  });
}
