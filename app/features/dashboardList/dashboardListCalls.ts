import type { DashboardRecord } from '@common/api/dashboards';
import { encodeRison } from '@common/api/rison';
import { apiFetch } from '@app/api/client';
import { dashboardFavoriteStatus } from '@app/api/dashboards';

/** A dashboard list row: the record and whether the caller starred it. */
export type DashboardListItem = DashboardRecord & { starred: boolean };

/** Which of these dashboards the caller starred, by id. */
export async function starredDashboards(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const answer = await dashboardFavoriteStatus(ids);
  return new Set(answer.result.filter((item) => item.value).map((item) => item.id));
}

/** Where the browser downloads the export bundle (ZIP) of these dashboards. */
export function dashboardExportHref(ids: number[]): string {
  return `/api/v1/dashboard/export/?q=${encodeURIComponent(encodeRison(ids))}`;
}

/** Imports a dashboard export bundle (ZIP); `passwords` by bundle file name, for masked URIs. */
export async function importDashboards(
  file: Blob,
  passwords: Record<string, string>,
  overwrite: boolean,
): Promise<void> {
  const form = new FormData();
  form.append('passwords', JSON.stringify(passwords));
  form.append('overwrite', String(overwrite));
  form.append('formData', file, 'bundle.zip');
  await apiFetch('POST', '/api/v1/dashboard/import/', form, { timeoutMs: 60_000 });
}

/** The user-id and name choices of the owner filter (GET /api/v1/dashboard/related/owners). */
export async function dashboardOwnerChoices(
  filter: string,
): Promise<{ value: number; label: string }[]> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  const answer = await apiFetch<{ result: { value: number; text: string }[] }>(
    'GET',
    `/api/v1/dashboard/related/owners?q=${encodeURIComponent(q)}`,
  );
  return answer.result.map((option) => ({ value: option.value, label: option.text }));
}

/** The dashboard page in edit mode (Superset opens properties there). */
export function dashboardEditUrl(dashboard: DashboardRecord): string {
  return `${dashboard.url}${dashboard.url.includes('?') ? '&' : '?'}edit=true`;
}

/** Starts a download of a ZIP bundle in this tab. */
export function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}
