import { hasPermission } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { DASHBOARD_VIEW } from './dashboardAccess';
import { findDashboard } from './findDashboard';
import { dashboardChartRows } from './listDashboardCharts';

/**
 * The chart types a dashboard page will draw for this caller (charts whose dataset the caller
 * may read), for preloading their code with the page; none when the caller may not see it.
 */
export async function dashboardChartTypes(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
): Promise<string[]> {
  if (!hasPermission(principal.roles, 'can_read', DASHBOARD_VIEW)) return [];
  let dashboardId: number;
  try {
    dashboardId = (await findDashboard(ctx, principal, idOrSlug)).row.id;
  } catch {
    // Not found or not visible: the page says so itself; nothing to preload.
    return [];
  }
  const rows = await dashboardChartRows(ctx, principal, dashboardId);
  return [...new Set(rows.filter((item) => item.readable).map((item) => item.row.viz_type))];
}
