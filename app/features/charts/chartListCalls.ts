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

/** Where the browser downloads the export bundle (ZIP) of these charts. */
export function chartExportHref(ids: number[]): string {
  return `/api/v1/chart/export/?q=${encodeURIComponent(encodeRison(ids))}`;
}

/** Imports a chart export bundle (ZIP); `passwords` by bundle file name, for masked URIs. */
export async function importCharts(
  file: Blob,
  passwords: Record<string, string>,
  overwrite: boolean,
): Promise<void> {
  const form = new FormData();
  form.append('passwords', JSON.stringify(passwords));
  form.append('overwrite', String(overwrite));
  form.append('formData', file, 'bundle.zip');
  await apiFetch('POST', '/api/v1/chart/import/', form, { timeoutMs: 60_000 });
}

/** The user-id and name choices of the owner filter (GET /api/v1/chart/related/owners). */
export async function chartOwnerChoices(
  filter: string,
): Promise<{ value: number; label: string }[]> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  const answer = await apiFetch<{ result: { value: number; text: string }[] }>(
    'GET',
    `/api/v1/chart/related/owners?q=${encodeURIComponent(q)}`,
  );
  return answer.result.map((option) => ({ value: option.value, label: option.text }));
}
