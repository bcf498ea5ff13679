import type { ChartListResponse, FavoriteStatusResponse } from '@common/api/charts';
import { encodeRison } from '@common/api/rison';
import { apiFetch } from '@app/api/client';
import { type ListRequest, listRequestPath } from '@app/api/listRequest';

/** GET /api/v1/chart/?q=…: one page of the charts the caller may read. */
export function listCharts(request: ListRequest, signal?: AbortSignal): Promise<ChartListResponse> {
  return apiFetch('GET', listRequestPath('/api/v1/chart/', request), undefined, { signal });
}

/** Which of these charts the caller starred, by id. */
export async function starredCharts(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const answer = await apiFetch<FavoriteStatusResponse>(
    'GET',
    `/api/v1/chart/favorite_status/?q=${encodeURIComponent(encodeRison(ids))}`,
  );
  return new Set(answer.result.filter((item) => item.value).map((item) => item.id));
}

/** DELETE /api/v1/chart/?q=!(ids). */
export async function deleteCharts(ids: number[]): Promise<void> {
  await apiFetch('DELETE', `/api/v1/chart/?q=${encodeURIComponent(encodeRison(ids))}`);
}
