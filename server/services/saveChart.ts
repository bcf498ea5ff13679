import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { ChartCreateBody, ChartUpdateBody } from '@common/api/charts';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { FieldValidationError, ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatasourceAccess } from '../policies/datasourcePolicy';
import { ChartRepository } from '../store/chartRepository';
import type { SlicesTable } from '../store/schema';
import { assertChartOwner, datasourceRefOf, findReadableChart } from './findReadableChart';

/** Superset's DashboardsForbiddenError message. */
export const DASHBOARDS_FORBIDDEN_MESSAGE = 'Changing one or more of these dashboards is forbidden';

/** The chart's dataset must exist and be readable by the caller. */
async function assertDataset(ctx: AppContext, principal: Principal, id: number): Promise<void> {
  const ref = await new ChartRepository(ctx.db).datasetRef(id);
  if (!ref) throw new FieldValidationError({ datasource_id: ['Datasource does not exist'] });
  assertDatasourceAccess(principal, datasourceRefOf(ref));
}

/**
 * Superset's owner list: the given users (which must exist), and a caller who is not an admin
 * always stays an owner, so nobody locks themselves out of their own chart.
 */
async function ownerList(
  ctx: AppContext,
  principal: Principal,
  given: number[] | undefined,
  current: number[],
): Promise<number[]> {
  if (given === undefined) return current.length ? current : [principal.user.id];
  const unique = [...new Set(given)];
  const existing = await new ChartRepository(ctx.db).existingUserIds(unique);
  if (existing.length !== unique.length)
    throw new FieldValidationError({ owners: ['Owners are invalid'] });
  if (!isAdmin(principal.roles) && !unique.includes(principal.user.id))
    unique.push(principal.user.id);
  return unique;
}

/**
 * Dashboards a chart is put on must exist; the caller must own (or, as an admin, may change)
 * each one the chart is newly added to.
 */
async function assertDashboards(
  ctx: AppContext,
  principal: Principal,
  ids: number[],
  already: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await new ChartRepository(ctx.db).dashboardsWithOwners(unique);
  if (found.length !== unique.length)
    throw new FieldValidationError({ dashboards: ['Dashboards do not exist'] });
  const added = found.filter((dashboard) => !already.includes(dashboard.id));
  if (added.length === 0) return;
  const mayWrite =
    hasPermission(principal.roles, 'can_write', 'Dashboard') &&
    (isAdmin(principal.roles) ||
      added.every((dashboard) => dashboard.ownerIds.includes(principal.user.id)));
  if (!mayWrite) throw new ForbiddenError(DASHBOARDS_FORBIDDEN_MESSAGE);
}

/** POST /api/v1/chart/: saves a new chart on a readable dataset; returns its id. */
export async function createChart(
  ctx: AppContext,
  principal: Principal,
  body: ChartCreateBody,
): Promise<number> {
  await assertDataset(ctx, principal, body.datasource_id);
  const owners = await ownerList(ctx, principal, body.owners, []);
  const dashboards = body.dashboards ?? [];
  await assertDashboards(ctx, principal, dashboards, []);
  const charts = new ChartRepository(ctx.db);
  const now = Date.now();
  const userId = principal.user.id;
  const id = await charts.insert({
    slice_name: body.slice_name,
    viz_type: body.viz_type,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    params: body.params ?? '{}',
    query_context: body.query_context ?? null,
    description: body.description ?? null,
    cache_timeout: body.cache_timeout ?? null,
    certified_by: body.certified_by ?? null,
    certification_details: body.certification_details ?? null,
    is_managed_externally: body.is_managed_externally ? 1 : 0,
    external_url: body.external_url ?? null,
    uuid: randomUUID(),
    created_by_fk: userId,
    changed_by_fk: userId,
    created_on: now,
    changed_on: now,
    last_saved_at: now,
    last_saved_by_fk: userId,
  });
  await charts.setOwners(id, owners);
  if (dashboards.length) await charts.setDashboards(id, dashboards);
  return id;
}

/** Fields a PUT copies to the row as they are. */
const PLAIN_FIELDS = [
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'params',
  'query_context',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'external_url',
] as const;

/**
 * Superset lets anyone who may read a chart store the query context the client generated for it
 * (`query_context_generation`); every other change needs an owner or an admin.
 */
function isQueryContextUpdate(body: ChartUpdateBody): boolean {
  const keys = Object.keys(body);
  return (
    body.query_context_generation === true &&
    keys.every((key) => key === 'query_context' || key === 'query_context_generation')
  );
}

/** PUT /api/v1/chart/{id}: changes a chart the caller owns (or any, as an admin). */
export async function updateChart(
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: ChartUpdateBody,
): Promise<void> {
  const { row } = await findReadableChart(ctx, principal, id);
  const charts = new ChartRepository(ctx.db);
  const currentOwners = (await charts.ownersOf([id])).get(id)?.map((user) => user.id) ?? [];
  const contextOnly = isQueryContextUpdate(body);
  if (!contextOnly) assertChartOwner(principal, currentOwners);
  if (body.datasource_id !== undefined && body.datasource_id !== row.datasource_id)
    await assertDataset(ctx, principal, body.datasource_id);
  const owners =
    body.owners === undefined
      ? undefined
      : await ownerList(ctx, principal, body.owners, currentOwners);
  if (body.dashboards !== undefined) {
    const current = (await charts.dashboardsOf([id])).get(id)?.map((d) => d.id) ?? [];
    await assertDashboards(ctx, principal, body.dashboards, current);
  }
  const now = Date.now();
  const changes: Updateable<SlicesTable> = { changed_on: now, changed_by_fk: principal.user.id };
  for (const field of PLAIN_FIELDS) {
    const value = body[field];
    if (value !== undefined) Object.assign(changes, { [field]: value });
  }
  if (body.params === null) changes.params = '{}';
  if (body.is_managed_externally != null)
    changes.is_managed_externally = body.is_managed_externally ? 1 : 0;
  if (!contextOnly) {
    changes.last_saved_at = now;
    changes.last_saved_by_fk = principal.user.id;
  }
  await charts.update(id, changes);
  if (owners) await charts.setOwners(id, owners);
  if (body.dashboards !== undefined) await charts.setDashboards(id, body.dashboards);
}
