import { encodeRison } from '@common/api/rison';
import type {
  RelatedResponse,
  RlsCreateBody,
  RlsListResponse,
  RlsRecord,
  RlsUpdateBody,
} from '@common/api/rowLevelSecurity';
import { apiFetch } from './client';
import { listRequestPath, type ListRequest } from './listRequest';

const BASE = '/api/v1/rowlevelsecurity';

/** One page of row-level security rules (GET /api/v1/rowlevelsecurity/?q=…). */
export function listRlsRules(request: ListRequest): Promise<RlsListResponse> {
  return apiFetch('GET', listRequestPath(`${BASE}/`, request));
}

/** Creates a rule. */
export async function createRlsRule(body: RlsCreateBody): Promise<RlsRecord> {
  return (await apiFetch<{ result: RlsRecord }>('POST', `${BASE}/`, body)).result;
}

/** Changes some fields of a rule. */
export async function updateRlsRule(id: number, body: RlsUpdateBody): Promise<RlsRecord> {
  return (await apiFetch<{ result: RlsRecord }>('PUT', `${BASE}/${id}`, body)).result;
}

/** Deletes one rule. */
export async function deleteRlsRule(id: number): Promise<void> {
  await apiFetch('DELETE', `${BASE}/${id}`);
}

/** Deletes several rules in one call; answers the server's message. */
export async function deleteRlsRules(ids: number[]): Promise<string> {
  const answer = await apiFetch<{ message: string }>(
    'DELETE',
    `${BASE}/?q=${encodeURIComponent(encodeRison(ids))}`,
  );
  return answer.message;
}

/** The choices of a rule's roles or tables picker whose names contain `filter`. */
export function relatedRlsOptions(
  field: 'roles' | 'tables',
  filter: string,
): Promise<RelatedResponse> {
  const q = encodeRison({ filter, page: 0, page_size: 100 });
  return apiFetch('GET', `${BASE}/related/${field}?q=${encodeURIComponent(q)}`);
}
