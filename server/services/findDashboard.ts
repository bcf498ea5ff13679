import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { DashboardRepository, type DashboardListRow } from '../store/dashboardRepository';
import { assertCanEditDashboard, canViewDashboard } from './dashboardAccess';

/** Superset's DashboardNotFoundError message. */
export const DASHBOARD_NOT_FOUND_MESSAGE = 'Dashboard not found.';

/** A dashboard the caller may see, with its owners' ids. */
export interface FoundDashboard {
  row: DashboardListRow;
  ownerIds: number[];
}

/** Whether the caller may see each of these dashboards, read in two queries. */
export async function visibleDashboards(
  dashboards: DashboardRepository,
  principal: Principal,
  rows: DashboardListRow[],
): Promise<Map<number, FoundDashboard | undefined>> {
  const ids = rows.map((row) => row.id);
  const [owners, roles] = await Promise.all([dashboards.ownersOf(ids), dashboards.rolesOf(ids)]);
  const result = new Map<number, FoundDashboard | undefined>();
  for (const row of rows) {
    const ownerIds = (owners.get(row.id) ?? []).map((owner) => owner.id);
    const roleNames = (roles.get(row.id) ?? []).map((role) => role.name);
    result.set(
      row.id,
      canViewDashboard(principal, row, ownerIds, roleNames) ? { row, ownerIds } : undefined,
    );
  }
  return result;
}

/**
 * A dashboard by id or slug that the caller may see, with its owners; 404 otherwise (a
 * dashboard the caller may not see is not revealed).
 */
export async function findDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string | number,
): Promise<FoundDashboard> {
  const dashboards = new DashboardRepository(ctx.db);
  const key = String(idOrSlug);
  const row = /^\d{1,9}$/.test(key)
    ? ((await dashboards.findById(Number(key))) ?? (await dashboards.findBySlug(key)))
    : await dashboards.findBySlug(key);
  const found = row && (await visibleDashboards(dashboards, principal, [row])).get(row.id);
  if (!found) throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
  return found;
}

/** A dashboard the caller may see (else 404) and edit (else 403, spec §6 message). */
export async function findEditableDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string | number,
): Promise<FoundDashboard> {
  const found = await findDashboard(ctx, principal, idOrSlug);
  assertCanEditDashboard(principal, found.ownerIds);
  return found;
}
