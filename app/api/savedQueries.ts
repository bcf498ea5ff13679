import { encodeRison } from '@common/api/rison';
import type {
  SavedQueryCreateBody,
  SavedQueryListResponse,
  SavedQueryRecord,
  SavedQueryUpdateBody,
} from '@common/api/savedQueries';
import type { ScheduleBody, ScheduleRecord } from '@common/api/savedQuerySchedule';
import { apiFetch } from './client';
import { listRequestPath, type ListRequest } from './listRequest';

const BASE = '/api/v1/saved_query';

/** One page of saved queries (GET /api/v1/saved_query/?q=…). */
export function listSavedQueries(request: ListRequest): Promise<SavedQueryListResponse> {
  return apiFetch('GET', listRequestPath(`${BASE}/`, request));
}

/** One saved query. */
export async function getSavedQuery(id: number): Promise<SavedQueryRecord> {
  return (await apiFetch<{ result: SavedQueryRecord }>('GET', `${BASE}/${id}`)).result;
}

/** Saves a new query. */
export async function createSavedQuery(body: SavedQueryCreateBody): Promise<SavedQueryRecord> {
  return (await apiFetch<{ result: SavedQueryRecord }>('POST', `${BASE}/`, body)).result;
}

/** Changes some fields of a saved query. */
export async function updateSavedQuery(
  id: number,
  body: SavedQueryUpdateBody,
): Promise<SavedQueryRecord> {
  return (await apiFetch<{ result: SavedQueryRecord }>('PUT', `${BASE}/${id}`, body)).result;
}

/** Deletes one saved query. */
export async function deleteSavedQuery(id: number): Promise<void> {
  await apiFetch('DELETE', `${BASE}/${id}`);
}

/** Deletes several saved queries in one call (`q=!(1,2)`). */
export async function deleteSavedQueries(ids: number[]): Promise<void> {
  await apiFetch('DELETE', `${BASE}/?q=${encodeURIComponent(encodeRison(ids))}`);
}

/** A saved query's schedule with its latest runs. */
export async function getSchedule(id: number): Promise<ScheduleRecord> {
  return (await apiFetch<{ result: ScheduleRecord }>('GET', `${BASE}/${id}/schedule`)).result;
}

/** Creates or replaces a saved query's schedule. */
export async function saveSchedule(id: number, body: ScheduleBody): Promise<ScheduleRecord> {
  return (await apiFetch<{ result: ScheduleRecord }>('PUT', `${BASE}/${id}/schedule`, body)).result;
}

/** Removes a saved query's schedule. */
export async function deleteSchedule(id: number): Promise<void> {
  await apiFetch('DELETE', `${BASE}/${id}/schedule`);
}
