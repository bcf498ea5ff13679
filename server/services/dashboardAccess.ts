import type { DashboardPermissions } from '@common/api/dashboards';
import { DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';
import type { DashboardListRow } from '../store/dashboardRepository';

/** Superset's view name of dashboards in permissions. */
export const DASHBOARD_VIEW = 'Dashboard';

/** True when the caller owns the dashboard (owners matched by user id). */
function owns(principal: Principal, ownerIds: number[]): boolean {
  return ownerIds.includes(principal.user.id);
}

/**
 * Who may see a dashboard (spec §6, Superset's DashboardAccessFilter): admins and owners
 * always; others a published one, and when it names roles only if they hold one of them.
 */
export function canViewDashboard(
  principal: Principal,
  row: Pick<DashboardListRow, 'published'>,
  ownerIds: number[],
  roleNames: string[],
): boolean {
  if (isAdmin(principal.roles) || owns(principal, ownerIds)) return true;
  if (row.published !== 1) return false;
  if (roleNames.length === 0) return true;
  const held = new Set(Object.keys(principal.roles).map((name) => name.toLowerCase()));
  return roleNames.some((name) => held.has(name.toLowerCase()));
}

/** Dashboard edit (spec §6): can_write on Dashboard plus admin or owner. */
export function canEditDashboard(principal: Principal, ownerIds: number[]): boolean {
  return (
    hasPermission(principal.roles, 'can_write', DASHBOARD_VIEW) &&
    (isAdmin(principal.roles) || owns(principal, ownerIds))
  );
}

/** 403 with the spec §6 message unless the caller may edit the dashboard. */
export function assertCanEditDashboard(principal: Principal, ownerIds: number[]): void {
  if (!canEditDashboard(principal, ownerIds))
    throw new ForbiddenError(DASHBOARD_MESSAGES.noEditPermission);
}

/** What the caller may do with one dashboard, as GET /api/v1/dashboard/{id} tells the client. */
export function dashboardPermissions(
  principal: Principal,
  ownerIds: number[],
): DashboardPermissions {
  const can = (action: string) => hasPermission(principal.roles, action, 'Superset');
  return {
    can_edit: canEditDashboard(principal, ownerIds),
    can_share: can('can_share_dashboard'),
    can_explore: can('can_explore'),
    can_csv: can('can_csv'),
    is_admin: isAdmin(principal.roles),
  };
}

/** The strong ETag of a stored dashboard version: `"<id>-<version>"`. */
export function dashboardEtag(id: number, version: number): string {
  return `"${id}-${version}"`;
}

/**
 * True when an If-Match header names this ETag (or `*`). Weak forms are compared by their
 * value: proxies may weaken a tag, and the version is all that matters here.
 */
export function ifMatchAccepts(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
