import type {
  DashboardCreateBody,
  DashboardListResponse,
  DashboardResponse,
} from '@common/api/dashboards';
import { apiFetch } from './client';
import { type ListRequest, listRequestPath } from './listRequest';

/** GET /api/v1/dashboard/?q=…: dashboards the caller may see, filtered and paged. */
export function listDashboards(
  request: ListRequest,
  signal?: AbortSignal,
): Promise<DashboardListResponse> {
  return apiFetch('GET', listRequestPath('/api/v1/dashboard/', request), undefined, { signal });
}

/**
 * Dashboards the caller may add a chart to (the save modal's choices): owned ones, or every
 * one for an admin, by title.
 */
export function listEditableDashboards(search = ''): Promise<DashboardListResponse> {
  const filters: ListRequest['filters'] = [
    { col: 'id', opr: 'dashboard_is_editable', value: true },
  ];
  if (search.trim()) filters.push({ col: 'dashboard_title', opr: 'ct', value: search.trim() });
  return listDashboards({
    filters,
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
}

/** GET /api/v1/dashboard/{id or slug}. */
export function getDashboard(idOrSlug: number | string): Promise<DashboardResponse> {
  return apiFetch('GET', `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`);
}

/** POST /api/v1/dashboard/: a new dashboard the caller owns. */
export function createDashboard(body: DashboardCreateBody): Promise<DashboardResponse> {
  return apiFetch('POST', '/api/v1/dashboard/', body);
}
