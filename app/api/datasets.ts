import type { DatasetListResponse, DatasetRecord } from '@common/api/datasets';
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
