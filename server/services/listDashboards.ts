import type {
  DashboardListFilter,
  DashboardListQuery,
  DashboardListResponse,
} from '@common/api/dashboards';
import { isAdmin } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import type { DashboardCriteria } from '../store/dashboardCriteria';
import { DashboardRepository } from '../store/dashboardRepository';
import { likePattern } from '../store/userRepository';
import { filterIds, intersectValues, refuseFilter } from './listFilters';
import { loadDashboardRecords } from './loadDashboardRecords';

function text(filter: DashboardListFilter): string {
  if (typeof filter.value !== 'string' && typeof filter.value !== 'number')
    refuseFilter(`Filter on ${filter.col} takes text`);
  return String(filter.value);
}

/** Rison's !t, 'true' or 1: a flag filter's value. */
function flag(filter: DashboardListFilter): boolean {
  return filter.value === true || filter.value === 'true' || filter.value === 1;
}

/** LIKE pattern of a text operator: contains, starts with, ends with. */
function textPattern(opr: string, value: string): string {
  const contains = likePattern(value);
  if (opr === 'sw') return contains.slice(1);
  if (opr === 'ew') return contains.slice(0, -1);
  return contains;
}

/** Adds one rison filter to the criteria, or answers 400 for a pairing it does not support. */
function applyFilter(
  criteria: DashboardCriteria,
  filter: DashboardListFilter,
  principal: Principal,
): void {
  const { col, opr } = filter;
  const userId = principal.user.id;
  const equality = opr === 'eq' || opr === 'in' || opr === 'rel_o_m' || opr === 'rel_m_m';
  if (opr === 'title_or_slug')
    (criteria.like ??= []).push({
      pattern: likePattern(text(filter)),
      columns: ['dashboard_title', 'slug'],
    });
  else if ((opr === 'ct' || opr === 'sw' || opr === 'ew') && col === 'dashboard_title')
    (criteria.like ??= []).push({
      pattern: textPattern(opr, text(filter)),
      columns: ['dashboard_title'],
    });
  else if (col === 'slug' && opr === 'eq')
    (criteria.like ??= []).push({
      pattern: text(filter)
        .toLowerCase()
        .replace(/[\\%_]/g, (ch) => `\\${ch}`),
      columns: ['slug'],
    });
  else if (col === 'id' && opr === 'dashboard_is_favorite')
    criteria.favoriteOf = { userId, starred: flag(filter) };
  else if (col === 'id' && opr === 'dashboard_is_certified') criteria.certified = flag(filter);
  else if (col === 'id' && opr === 'dashboard_is_editable') {
    // Admins may change every dashboard; others only the ones they own.
    if (flag(filter) && !isAdmin(principal.roles))
      criteria.ownerIds = intersectValues(criteria.ownerIds, [userId]);
  } else if (col === 'id' && equality)
    criteria.ids = intersectValues(criteria.ids, filterIds(filter));
  else if (col === 'id' && opr === 'neq') (criteria.excludedIds ??= []).push(...filterIds(filter));
  else if (col === 'owners' && equality)
    criteria.ownerIds = intersectValues(criteria.ownerIds, filterIds(filter));
  else if (col === 'created_by' && equality)
    criteria.createdByIds = intersectValues(criteria.createdByIds, filterIds(filter));
  else if (col === 'changed_by' && equality)
    criteria.changedByIds = intersectValues(criteria.changedByIds, filterIds(filter));
  else if (col === 'published' && opr === 'eq') criteria.published = flag(filter);
  else refuseFilter(`Filter operator ${opr} is not supported on ${col}`);
}

/** GET /api/v1/dashboard/: the dashboards the caller may see, filtered and paged. */
export async function listDashboards(
  ctx: AppContext,
  principal: Principal,
  query: DashboardListQuery,
): Promise<DashboardListResponse> {
  const order = query.order_column;
  const criteria: DashboardCriteria = {
    orderColumn: order === 'changed_on_delta_humanized' ? 'changed_on' : order,
    orderDirection: query.order_direction,
    page: query.page,
    pageSize: query.page_size,
  };
  for (const filter of query.filters) applyFilter(criteria, filter, principal);
  if (!isAdmin(principal.roles))
    criteria.visibleTo = { userId: principal.user.id, roleNames: Object.keys(principal.roles) };
  const dashboards = new DashboardRepository(ctx.db);
  const { rows, count } = await dashboards.list(criteria);
  const result = await loadDashboardRecords(dashboards, rows);
  return { count, ids: result.map((item) => item.id), result };
}
