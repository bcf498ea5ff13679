import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { bootstrapSqlLab } from '@server/services/bootstrapSqlLab';

/** GET /api/v1/sqllab/: what SQL Lab needs to open (Superset's bootstrap_sqllab_data). */
export function sqllabBootstrapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/sqllab/', async (request) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'SQLLab');
    return { result: await bootstrapSqlLab(ctx, principal) };
  });
}
