import { randomUUID } from 'node:crypto';
import { type DashboardCreateBody, normalizeSlug } from '@common/api/dashboards';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { FieldValidationError } from '../errors';
import type { Principal } from '../plugins/auth';
import { ChartRepository } from '../store/chartRepository';
import { DashboardRepository } from '../store/dashboardRepository';

/** Superset's title of a dashboard created without one. */
export const DEFAULT_DASHBOARD_TITLE = '[ untitled dashboard ]';

/**
 * The owners of a new dashboard: the given users (which must exist); a caller who is not an
 * admin is always one of them (Superset's populate_owner_list), and so is anyone by default.
 */
async function ownerList(
  ctx: AppContext,
  principal: Principal,
  given: number[] | undefined,
): Promise<number[]> {
  if (given === undefined) return [principal.user.id];
  const unique = [...new Set(given)];
  const existing = await new ChartRepository(ctx.db).existingUserIds(unique);
  if (existing.length !== unique.length)
    throw new FieldValidationError({ owners: ['Owners are invalid'] });
  if (!isAdmin(principal.roles) && !unique.includes(principal.user.id))
    unique.push(principal.user.id);
  return unique;
}

/** POST /api/v1/dashboard/: creates a dashboard; the creator owns it. Returns its id. */
export async function createDashboard(
  ctx: AppContext,
  principal: Principal,
  body: DashboardCreateBody,
): Promise<number> {
  const dashboards = new DashboardRepository(ctx.db);
  const slug = body.slug ? normalizeSlug(body.slug) || null : null;
  if (slug && (await dashboards.findBySlug(slug)))
    throw new FieldValidationError({ slug: ['Must be unique'] });
  const owners = await ownerList(ctx, principal, body.owners);
  const now = Date.now();
  const userId = principal.user.id;
  try {
    return await dashboards.insert(
      {
        dashboard_title: body.dashboard_title || DEFAULT_DASHBOARD_TITLE,
        slug,
        position_json: body.position_json || null,
        json_metadata: body.json_metadata || null,
        css: body.css ?? null,
        description: null,
        published: body.published ? 1 : 0,
        certified_by: body.certified_by ?? null,
        certification_details: body.certification_details ?? null,
        is_managed_externally: body.is_managed_externally ? 1 : 0,
        external_url: body.external_url ?? null,
        uuid: randomUUID(),
        created_by_fk: userId,
        changed_by_fk: userId,
        created_on: now,
        changed_on: now,
      },
      owners,
    );
  } catch (error) {
    // The unique key decides a race for the same slug.
    if (slug && (await dashboards.findBySlug(slug)))
      throw new FieldValidationError({ slug: ['Must be unique'] });
    throw error;
  }
}
