import { randomUUID } from 'node:crypto';
import type { DashboardCreateBody } from '@common/api/dashboards';
import { DASHBOARD_MESSAGES, normalizeSlug } from '@common/api/dashboardMessages';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ChartRepository } from '../store/chartRepository';
import { DashboardRepository } from '../store/dashboardRepository';
import { checkLayoutCharts } from './checkLayoutCharts';
import { DashboardInvalidError } from './dashboardInvalidError';
import { dashboardLayoutFields } from './dashboardLayoutFields';

/** Superset's title of a dashboard created without one. */
export const DEFAULT_DASHBOARD_TITLE = DASHBOARD_MESSAGES.untitled;

/** A slug as stored: normalised (spaces → dashes, other non-word characters dropped); empty → null. */
export function storedSlug(slug: string | null | undefined): string | null {
  return slug ? normalizeSlug(slug) || null : null;
}

/** 422 unless the slug is free (or is this dashboard's own). */
export async function assertSlugFree(
  dashboards: DashboardRepository,
  slug: string | null,
  ownId?: number,
): Promise<void> {
  if (!slug) return;
  const holder = await dashboards.findBySlug(slug);
  if (holder && holder.id !== ownId) throw new DashboardInvalidError({ slug: ['Must be unique'] });
}

/**
 * The owners of a dashboard: the given users (which must exist); a caller who is not an admin
 * is always one of them (Superset's populate_owner_list), and so is anyone by default.
 */
export async function dashboardOwnerList(
  ctx: AppContext,
  principal: Principal,
  given: number[] | undefined,
): Promise<number[]> {
  if (given === undefined) return [principal.user.id];
  const unique = [...new Set(given)];
  const existing = await new ChartRepository(ctx.db).existingUserIds(unique);
  if (existing.length !== unique.length)
    throw new DashboardInvalidError({ owners: ['Owners are invalid'] });
  if (!isAdmin(principal.roles) && !unique.includes(principal.user.id))
    unique.push(principal.user.id);
  return unique;
}

/** The roles that may view a dashboard: every id must be a role (else 422). */
export async function dashboardRoleList(ctx: AppContext, given: number[]): Promise<number[]> {
  const unique = [...new Set(given)];
  const existing = await ctx.roles.existingIds(unique);
  if (existing.length !== unique.length)
    throw new DashboardInvalidError({ roles: ['Some roles do not exist'] });
  return unique;
}

/** POST /api/v1/dashboard/: creates a dashboard; the creator owns it. Returns its id. */
export async function createDashboard(
  ctx: AppContext,
  principal: Principal,
  body: DashboardCreateBody,
): Promise<number> {
  const dashboards = new DashboardRepository(ctx.db);
  const slug = storedSlug(body.slug);
  await assertSlugFree(dashboards, slug);
  const owners = await dashboardOwnerList(ctx, principal, body.owners);
  const roleIds = await dashboardRoleList(ctx, body.roles ?? []);
  const layout = dashboardLayoutFields(body);
  const sliceIds = layout.chartIds ?? [];
  await checkLayoutCharts(ctx, principal, sliceIds, new Set());
  const now = Date.now();
  const userId = principal.user.id;
  const certifiedBy = body.certified_by || null;
  try {
    return await dashboards.insert(
      {
        dashboard_title: body.dashboard_title || DEFAULT_DASHBOARD_TITLE,
        slug,
        position_json: layout.position ?? null,
        json_metadata: layout.metadata ?? null,
        css: body.css ?? null,
        description: null,
        published: body.published ? 1 : 0,
        certified_by: certifiedBy,
        // Spec §5: certification details are kept only with a certifier.
        certification_details: certifiedBy ? (body.certification_details ?? null) : null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        uuid: randomUUID(),
        created_by_fk: userId,
        changed_by_fk: userId,
        created_on: now,
        changed_on: now,
      },
      owners,
      { roleIds, sliceIds },
    );
  } catch (error) {
    // The unique key decides a race for the same slug.
    await assertSlugFree(dashboards, slug);
    throw error;
  }
}
