import type { DashboardPermalinkBody, DashboardPermalinkValue } from '@common/api/dashboards';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { findDashboard } from './findDashboard';
import { publicLink } from './publicLink';

/** Key-value resource of dashboard permalinks. */
export const DASHBOARD_PERMALINK_RESOURCE = 'dashboard_permalink';

/** The page that opens a dashboard permalink (Superset's `url`). */
export function dashboardPermalinkUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, `/superset/dashboard/p/${encodeURIComponent(key)}/`);
}

/**
 * POST /api/v1/dashboard/{id_or_slug}/permalink: keeps a dashboard's state (data mask, active
 * tabs, anchor, URL parameters) under a random key. Only a dashboard the caller may see can be
 * shared (404 otherwise); the stored value is the validated fields, never the raw body.
 */
export async function createDashboardPermalink(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
  body: DashboardPermalinkBody,
): Promise<string> {
  const { row } = await findDashboard(ctx, principal, idOrSlug);
  const state: DashboardPermalinkBody = {
    dataMask: body.dataMask ?? {},
    activeTabs: body.activeTabs ?? [],
    anchor: body.anchor ?? null,
    urlParams: body.urlParams ?? [],
  };
  const value: DashboardPermalinkValue = { dashboardId: String(row.id), state };
  return new KeyValueRepository(ctx.db).insert(
    DASHBOARD_PERMALINK_RESOURCE,
    JSON.stringify(value),
    principal.user.id,
    Date.now(),
  );
}
