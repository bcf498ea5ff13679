import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { DashboardRepository, type DashboardListRow } from '../store/dashboardRepository';

/** Superset's DashboardNotFoundError message. */
export const DASHBOARD_NOT_FOUND_MESSAGE = 'Dashboard not found.';

/**
 * Superset's DashboardAccessFilter, simply: admins see every dashboard, others the ones they
 * own and the published ones.
 */
export async function canSeeDashboard(
  dashboards: DashboardRepository,
  principal: Principal,
  row: DashboardListRow,
): Promise<boolean> {
  if (isAdmin(principal.roles) || row.published === 1) return true;
  const owners = (await dashboards.ownersOf([row.id])).get(row.id) ?? [];
  return owners.some((owner) => owner.id === principal.user.id);
}

/** A dashboard by id or slug that the caller may see; 404 otherwise (it is not revealed). */
export async function findDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
): Promise<DashboardListRow> {
  const dashboards = new DashboardRepository(ctx.db);
  const row = /^\d{1,15}$/.test(idOrSlug)
    ? ((await dashboards.findById(Number(idOrSlug))) ?? (await dashboards.findBySlug(idOrSlug)))
    : await dashboards.findBySlug(idOrSlug);
  if (!row || !(await canSeeDashboard(dashboards, principal, row)))
    throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
  return row;
}
