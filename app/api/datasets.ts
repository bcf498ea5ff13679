import type {
  DatasetListResponse,
  DatasetRecord,
  DatasetRelatedObjects,
  DatasetUpdateBody,
} from '@common/api/datasets';
import { apiFetch } from './client';
import { listRequestPath, type ListRequest } from './listRequest';

/** One page of datasets (GET /api/v1/dataset/?q=…). */
export function listDatasets(request: ListRequest): Promise<DatasetListResponse> {
  return apiFetch('GET', listRequestPath('/api/v1/dataset/', request));
}

/** One dataset with its columns. */
export async function getDataset(id: number): Promise<DatasetRecord> {
  return (await apiFetch<{ result: DatasetRecord }>('GET', `/api/v1/dataset/${id}`)).result;
}

/** Deletes a dataset (its owner or an admin may). */
export async function deleteDataset(id: number): Promise<void> {
  await apiFetch('DELETE', `/api/v1/dataset/${id}`);
}

/** What SQL Lab's "Save dataset" sends (POST /api/v1/dataset/): a virtual dataset of a query. */
export interface VirtualDatasetBody {
  database: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  table_name: string;
  template_params?: string | null;
}

/** Creates a dataset; a name taken in the same database and schema answers 422. */
export async function createDataset(body: VirtualDatasetBody): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('POST', '/api/v1/dataset/', body);
}

/**
 * Saves a dataset's edits in one PUT. The columns sent are the whole new list, taken as sent
 * (override_columns), as Superset's dataset editor saves; a refused edit answers 422.
 */
export async function updateDataset(id: number, body: DatasetUpdateBody): Promise<DatasetRecord> {
  const path = `/api/v1/dataset/${id}?override_columns=true`;
  return (await apiFetch<{ result: DatasetRecord }>('PUT', path, body)).result;
}

/** Reads the dataset's columns again from its table or query (PUT /{id}/refresh). */
export async function refreshDataset(id: number): Promise<void> {
  await apiFetch('PUT', `/api/v1/dataset/${id}/refresh`);
}

/** The charts and dashboards that use a dataset. */
export function datasetRelatedObjects(id: number): Promise<DatasetRelatedObjects> {
  return apiFetch('GET', `/api/v1/dataset/${id}/related_objects`);
}
