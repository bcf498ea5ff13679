import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { assertCan } from '@server/policies/securityPolicy';
import { exportDashboards } from '@server/services/exportDashboards';
import { importDashboards } from '@server/services/importDashboards';
import { bundleTransferRoutes } from '../bundleTransferRoutes';

/**
 * GET /api/v1/dashboard/export/?q=!(ids) and POST /api/v1/dashboard/import/: Superset's ZIP
 * bundles. A bundle carries the charts, their datasets and databases (hosts and users), so
 * exporting needs can_write on Dataset as the chart export does, besides can_read on Dashboard;
 * importing needs can_write on Dashboard (and on Chart when the bundle brings new charts).
 */
export function dashboardTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  return bundleTransferRoutes(app, {
    resource: 'dashboard',
    assertCanExport(principal) {
      assertCan(principal, 'can_read', 'Dashboard');
      assertCan(principal, 'can_write', 'Dataset');
    },
    assertCanImport: (principal) => assertCan(principal, 'can_write', 'Dashboard'),
    exportBundle: (principal, ids) => exportDashboards(ctx, principal, ids),
    importBundle: async (principal, zip, options) => {
      await importDashboards(ctx, principal, zip, options);
    },
  });
}
