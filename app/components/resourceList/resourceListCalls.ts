import { encodeRison } from '@common/api/rison';
import { apiFetch } from '@app/api/client';

/** The API resources with a list page of this kind. */
export type ListedResource = 'chart' | 'dashboard';

/** Where the browser downloads the export bundle (ZIP) of these rows. */
export function bundleExportHref(resource: ListedResource, ids: number[]): string {
  return `/api/v1/${resource}/export/?q=${encodeURIComponent(encodeRison(ids))}`;
}

/** Imports an export bundle (ZIP); `passwords` by bundle file name, for masked URIs. */
export async function importBundle(
  resource: ListedResource,
  file: Blob,
  passwords: Record<string, string>,
  overwrite: boolean,
): Promise<void> {
  const form = new FormData();
  form.append('passwords', JSON.stringify(passwords));
  form.append('overwrite', String(overwrite));
  form.append('formData', file, 'bundle.zip');
  await apiFetch('POST', `/api/v1/${resource}/import/`, form, { timeoutMs: 60_000 });
}

/** The user-id and name choices of the owner filter (GET /api/v1/<resource>/related/owners). */
export async function ownerChoices(
  resource: ListedResource,
  filter: string,
): Promise<{ value: number; label: string }[]> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  const answer = await apiFetch<{ result: { value: number; text: string }[] }>(
    'GET',
    `/api/v1/${resource}/related/owners?q=${encodeURIComponent(q)}`,
  );
  return answer.result.map((option) => ({ value: option.value, label: option.text }));
}

/** Starts a download of a ZIP bundle in this tab. */
export function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}
