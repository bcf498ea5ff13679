import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { assertCan } from '@server/policies/securityPolicy';
import { exportDatabases } from '@server/services/exportDatabases';
import { importDatabases } from '@server/services/importDatabases';
import { bundleTransferRoutes } from '../bundleTransferRoutes';

/**
 * GET /api/v1/database/export/?q=!(ids) and POST /api/v1/database/import/: Superset's ZIP
 * bundles, admins only (an export names hosts and users; an import registers databases).
 */
export function databaseTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const assertCanWrite = (principal: Parameters<typeof assertCan>[0]) =>
    assertCan(principal, 'can_write', 'Database');
  return bundleTransferRoutes(app, {
    resource: 'database',
    assertCanExport: assertCanWrite,
    assertCanImport: assertCanWrite,
    exportBundle: (_principal, ids) => exportDatabases(ctx, ids),
    importBundle: async (principal, zip, options) => ({
      imported: await importDatabases(ctx, principal.user.id, zip, options),
    }),
  });
}
