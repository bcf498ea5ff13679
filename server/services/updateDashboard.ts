import type { Updateable } from 'kysely';
import type { DashboardUpdateBody, DashboardUpdateResponse } from '@common/api/dashboards';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { type DashboardLinks, DashboardRepository } from '../store/dashboardRepository';
import type { DashboardsTable } from '../store/schema';
import { checkLayoutCharts } from './checkLayoutCharts';
import {
  assertSlugFree,
  DEFAULT_DASHBOARD_TITLE,
  dashboardOwnerList,
  dashboardRoleList,
  storedSlug,
} from './createDashboard';
import { dashboardEtag, ifMatchAccepts } from './dashboardAccess';
import { DashboardChangedError } from './dashboardChangedError';
import { dashboardLayoutFields } from './dashboardLayoutFields';
import { DASHBOARD_NOT_FOUND_MESSAGE, findEditableDashboard } from './findDashboard';

/** A save's answer and the ETag of the version it stored. */
export interface DashboardSaved {
  answer: DashboardUpdateResponse;
  etag: string;
}

type Result = DashboardUpdateResponse['result'];

/**
 * PUT /api/v1/dashboard/{id}: saves the fields sent, in one transaction. Only an owner or an
 * admin with can_write may (403); with `ifMatch` the save applies only to the version the
 * caller read (412 otherwise). A new layout relinks the dashboard's charts to the ones it
 * places. Answers the fields sent as stored.
 */
export async function updateDashboard(
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: DashboardUpdateBody,
  ifMatch: string | undefined,
): Promise<DashboardSaved> {
  const dashboards = new DashboardRepository(ctx.db);
  const { row } = await findEditableDashboard(ctx, principal, id);
  const etag = dashboardEtag(row.id, row.version);
  if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, etag))
    throw new DashboardChangedError(etag);

  const changes: Updateable<DashboardsTable> = {};
  const links: DashboardLinks = {};
  const result: Result = {};
  if (body.dashboard_title !== undefined)
    result.dashboard_title = changes.dashboard_title =
      body.dashboard_title || DEFAULT_DASHBOARD_TITLE;
  if (body.slug !== undefined) {
    const slug = storedSlug(body.slug);
    await assertSlugFree(dashboards, slug, id);
    result.slug = changes.slug = slug;
  }
  if (body.owners !== undefined)
    result.owners = links.ownerIds = await dashboardOwnerList(ctx, principal, body.owners);
  if (body.roles !== undefined)
    result.roles = links.roleIds = await dashboardRoleList(ctx, body.roles);
  if (body.css !== undefined) result.css = changes.css = body.css;
  if (body.published !== undefined) {
    changes.published = body.published ? 1 : 0;
    result.published = Boolean(body.published);
  }
  if (body.external_url !== undefined)
    result.external_url = changes.external_url = body.external_url;
  if (body.is_managed_externally !== undefined) {
    changes.is_managed_externally = body.is_managed_externally ? 1 : 0;
    result.is_managed_externally = Boolean(body.is_managed_externally);
  }
  if (body.certified_by !== undefined || body.certification_details !== undefined) {
    // Spec §5: certification details are kept only while someone certifies the dashboard.
    const certifiedBy =
      body.certified_by !== undefined ? body.certified_by || null : row.certified_by;
    const details =
      body.certification_details !== undefined
        ? body.certification_details || null
        : row.certification_details;
    changes.certified_by = certifiedBy;
    changes.certification_details = certifiedBy ? details : null;
    if (body.certified_by !== undefined) result.certified_by = certifiedBy;
    if (body.certification_details !== undefined || !certifiedBy)
      result.certification_details = changes.certification_details;
  }
  const layout = dashboardLayoutFields(body);
  if (layout.metadata !== undefined) result.json_metadata = changes.json_metadata = layout.metadata;
  if (layout.position !== undefined) {
    changes.position_json = layout.position;
    if (body.position_json !== undefined) result.position_json = layout.position;
  }
  if (layout.chartIds) {
    const linked = new Set(await dashboards.sliceIdsOf(id));
    await checkLayoutCharts(ctx, principal, layout.chartIds, linked);
    links.sliceIds = layout.chartIds;
  }

  const now = Date.now();
  changes.changed_by_fk = principal.user.id;
  changes.changed_on = now;
  let version: number | undefined;
  try {
    version = await dashboards.update(
      id,
      changes,
      links,
      ifMatch === undefined ? undefined : row.version,
    );
  } catch (error) {
    // The unique key decides a race for the same slug.
    await assertSlugFree(dashboards, changes.slug ?? null, id);
    throw error;
  }
  if (version === undefined) {
    // Nothing written: another save moved the version on, or the dashboard was deleted.
    const current = await dashboards.findById(id);
    if (!current) throw new NotFoundError(DASHBOARD_NOT_FOUND_MESSAGE);
    throw new DashboardChangedError(dashboardEtag(id, current.version));
  }
  return {
    answer: { id, result, last_modified_time: Math.floor(now / 1000) },
    etag: dashboardEtag(id, version),
  };
}
