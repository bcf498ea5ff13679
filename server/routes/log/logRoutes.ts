import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RecentActivityItem } from '@common/api/recentActivity';
import { humanizeAge } from '@common/humanizeAge';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { zodRouter } from '../types';
import { logEventRoutes } from './logEventRoutes';

const recentQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

const RECENT_ACTIONS = ['dashboard', 'explore', 'sqllab_saved_query'];

/**
 * GET /api/v1/log/recent_activity/: the caller's recently viewed items, newest first; and the
 * usage event routes (logEventRoutes).
 */
export function logRoutes(app: FastifyInstance, ctx: AppContext): void {
  logEventRoutes(app, ctx);
  zodRouter(app).get(
    '/api/v1/log/recent_activity/',
    { schema: { querystring: recentQuery } },
    async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_read', 'Log');
      const { page, page_size } = request.query;
      const rows = await ctx.logs.recentForUser(principal.user.id, RECENT_ACTIONS, page, page_size);
      const now = Date.now();
      const result: RecentActivityItem[] = rows.map((row) => ({
        action: row.action,
        item_type: (row.item_type ?? 'dashboard') as RecentActivityItem['item_type'],
        item_title: row.item_title ?? '',
        item_url: row.item_url ?? '',
        time: row.dttm,
        time_delta_humanized: humanizeAge(now - row.dttm),
      }));
      return { count: result.length, result };
    },
  );
}
