import type {
  DashboardChartsResponse,
  DashboardCopyBody,
  DashboardCopyResponse,
  DashboardCreateBody,
  DashboardFavoriteStatusResponse,
  DashboardListResponse,
  DashboardPermalinkBody,
  DashboardPermalinkResponse,
  DashboardPermalinkValue,
  DashboardResponse,
  DashboardUpdateBody,
  DashboardUpdateResponse,
} from '@common/api/dashboards';
import type { DatasourcePayload } from '@common/api/datasets';
import { apiFetch, apiFetchVersioned } from './client';
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

const one = (idOrSlug: number | string) =>
  `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`;

/** GET /api/v1/dashboard/{id or slug}. */
export function getDashboard(idOrSlug: number | string): Promise<DashboardResponse> {
  return apiFetch('GET', one(idOrSlug));
}

/** GET /api/v1/dashboard/{id or slug} with the ETag of the stored version (for If-Match). */
export function getDashboardVersioned(
  idOrSlug: number | string,
  signal?: AbortSignal,
): Promise<{ data: DashboardResponse; etag: string | null }> {
  return apiFetchVersioned('GET', one(idOrSlug), undefined, { signal });
}

/**
 * PUT /api/v1/dashboard/{id}. With `ifMatch` the server refuses (412,
 * DASHBOARD_CHANGED_MESSAGE) when the stored version moved on; answers the new ETag.
 */
export function updateDashboard(
  id: number,
  body: DashboardUpdateBody,
  ifMatch?: string | null,
): Promise<{ data: DashboardUpdateResponse; etag: string | null }> {
  return apiFetchVersioned('PUT', one(id), body, { ifMatch: ifMatch ?? undefined });
}

/** DELETE /api/v1/dashboard/{id}. */
export function deleteDashboard(id: number): Promise<{ message: string }> {
  return apiFetch('DELETE', one(id));
}

/** DELETE /api/v1/dashboard/?q=!(ids): bulk delete. */
export function deleteDashboards(ids: number[]): Promise<{ message: string }> {
  return apiFetch('DELETE', `/api/v1/dashboard/?q=!(${ids.map(Number).join(',')})`);
}

/** GET /api/v1/dashboard/{id or slug}/charts: the charts on the dashboard. */
export function getDashboardCharts(
  idOrSlug: number | string,
  signal?: AbortSignal,
): Promise<DashboardChartsResponse> {
  return apiFetch('GET', `${one(idOrSlug)}/charts`, undefined, { signal });
}

/** GET /api/v1/dashboard/{id or slug}/datasets: the datasets its charts use. */
export function getDashboardDatasets(
  idOrSlug: number | string,
  signal?: AbortSignal,
): Promise<{ result: DatasourcePayload[] }> {
  return apiFetch('GET', `${one(idOrSlug)}/datasets`, undefined, { signal });
}

/** POST /api/v1/dashboard/{id}/copy/: "Save as". */
export function copyDashboard(id: number, body: DashboardCopyBody): Promise<DashboardCopyResponse> {
  return apiFetch('POST', `${one(id)}/copy/`, body);
}

/** GET /api/v1/dashboard/favorite_status/?q=!(ids). */
export function dashboardFavoriteStatus(ids: number[]): Promise<DashboardFavoriteStatusResponse> {
  return apiFetch('GET', `/api/v1/dashboard/favorite_status/?q=!(${ids.map(Number).join(',')})`);
}

/** POST (star) or DELETE (unstar) /api/v1/dashboard/{id}/favorites/. */
export function setDashboardFavorite(id: number, starred: boolean): Promise<{ result: string }> {
  return apiFetch(starred ? 'POST' : 'DELETE', `${one(id)}/favorites/`);
}

/** POST /api/v1/dashboard/{id}/permalink: a link to this state of the dashboard. */
export function createDashboardPermalink(
  idOrSlug: number | string,
  state: DashboardPermalinkBody,
): Promise<DashboardPermalinkResponse> {
  return apiFetch('POST', `${one(idOrSlug)}/permalink`, state);
}

/** GET /api/v1/dashboard/permalink/{key}: the stored state (access re-checked). */
export function getDashboardPermalink(key: string): Promise<DashboardPermalinkValue> {
  return apiFetch('GET', `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`);
}

/** POST /api/v1/dashboard/: a new dashboard the caller owns. */
export function createDashboard(body: DashboardCreateBody): Promise<DashboardResponse> {
  return apiFetch('POST', '/api/v1/dashboard/', body);
}
