import type {
  ChartCreateBody,
  ChartRecord,
  ChartRelatedOption,
  ChartUpdateBody,
  FavoriteStatusResponse,
} from '@common/api/charts';
import { encodeRison } from '@common/api/rison';
import { apiFetch } from './client';

/** A saved chart's answer of GET, POST and PUT /api/v1/chart/. */
export interface ChartAnswer {
  id: number;
  result: ChartRecord;
}

/** GET /api/v1/chart/{id}. */
export function getChart(id: number): Promise<ChartAnswer> {
  return apiFetch('GET', `/api/v1/chart/${id}`);
}

/** POST /api/v1/chart/ (a new chart; the caller becomes its owner). */
export function createChart(body: Partial<ChartCreateBody>): Promise<ChartAnswer> {
  return apiFetch('POST', '/api/v1/chart/', body);
}

/** PUT /api/v1/chart/{id} (overwrite, properties). */
export function updateChart(id: number, body: Partial<ChartUpdateBody>): Promise<ChartAnswer> {
  return apiFetch('PUT', `/api/v1/chart/${id}`, body);
}

/** GET /api/v1/chart/favorite_status/?q=[id]: whether the user starred the chart. */
export async function chartIsStarred(id: number): Promise<boolean> {
  const answer = await apiFetch<FavoriteStatusResponse>(
    'GET',
    `/api/v1/chart/favorite_status/?q=${encodeURIComponent(encodeRison([id]))}`,
  );
  return answer.result[0]?.value ?? false;
}

/** POST (star) or DELETE (unstar) /api/v1/chart/{id}/favorites/. */
export async function setChartStarred(id: number, starred: boolean): Promise<void> {
  await apiFetch(starred ? 'POST' : 'DELETE', `/api/v1/chart/${id}/favorites/`);
}

/** GET /api/v1/chart/related/owners: users a chart's owners may be picked from. */
export async function chartOwnerOptions(filter: string): Promise<ChartRelatedOption[]> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  const answer = await apiFetch<{ result: ChartRelatedOption[] }>(
    'GET',
    `/api/v1/chart/related/owners?q=${encodeURIComponent(q)}`,
  );
  return answer.result;
}
