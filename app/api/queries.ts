import type { QueryRecord } from '@common/api/queryRecord';
import { encodeRison } from '@common/api/rison';
import type { QueryListItem, QueryListResponse } from '@common/api/sqllabTools';
import { QUERY_POLL_TIMEOUT_MS } from '@common/constants/sqlLab';
import { apiFetch } from './client';
import { listRequestPath, type ListRequest } from './listRequest';
import { decodeQueryRecords } from './queryRecords';

/** One row of the query history list (GET /api/v1/query/). */
export type QueryHistoryItem = QueryListItem;

/** The history list answer. */
export type QueryHistoryPage = QueryListResponse;

/** Stops a run by its client id. */
export async function stopQueryRun(clientId: string): Promise<void> {
  await apiFetch('POST', '/api/v1/query/stop', { client_id: clientId });
}

/** The caller's queries changed after a time (epoch ms), as decoded `query` objects. */
export async function queriesUpdatedSince(lastUpdatedMs: number): Promise<QueryRecord[]> {
  const q = encodeRison({ last_updated_ms: Math.max(0, Math.floor(lastUpdatedMs)) });
  const answer = await apiFetch<{ result: unknown }>(
    'GET',
    `/api/v1/query/updated_since?q=${encodeURIComponent(q)}`,
    undefined,
    { timeoutMs: QUERY_POLL_TIMEOUT_MS },
  );
  return decodeQueryRecords(answer.result);
}

/** The caller's newest queries, for the history pane. */
export function listQueryHistory(pageSize = 100): Promise<QueryHistoryPage> {
  const q = encodeRison({
    order_column: 'start_time',
    order_direction: 'desc',
    page_size: pageSize,
  });
  return apiFetch('GET', `/api/v1/query/?q=${encodeURIComponent(q)}`);
}

/** One page of query history under list filters, as the history page asks for it. */
export function searchQueryHistory(request: ListRequest): Promise<QueryHistoryPage> {
  return apiFetch('GET', listRequestPath('/api/v1/query/', request));
}

/** What GET /api/v1/query/{id} answers of a past run, as far as opening it in a tab needs. */
export interface PastQuery {
  id: number;
  client_id: string;
  database: { id: number };
  catalog?: string | null;
  schema: string | null;
  sql: string;
  tab_name: string | null;
}

/** One past run of the caller by its numeric (server) id. */
export async function getPastQuery(id: number): Promise<PastQuery> {
  return (await apiFetch<{ result: PastQuery }>('GET', `/api/v1/query/${id}`)).result;
}
