import type { DatabaseCreateBody, DatabaseRecord, DatabaseUpdateBody } from '@common/api/databases';
import type { ListResponse } from '@common/api/users';
import { apiFetch } from './client';

/** The databases the user may access. */
export function listDatabases(): Promise<ListResponse<DatabaseRecord>> {
  return apiFetch('GET', '/api/v1/database/');
}

/** Registers a database. */
export async function createDatabase(body: DatabaseCreateBody): Promise<DatabaseRecord> {
  return (await apiFetch<{ result: DatabaseRecord }>('POST', '/api/v1/database/', body)).result;
}

/** Changes a database's settings. */
export async function updateDatabase(
  id: number,
  body: DatabaseUpdateBody,
): Promise<DatabaseRecord> {
  return (await apiFetch<{ result: DatabaseRecord }>('PUT', `/api/v1/database/${id}`, body)).result;
}

/** Removes a database. */
export async function deleteDatabase(id: number): Promise<void> {
  await apiFetch('DELETE', `/api/v1/database/${id}`);
}

/** Connects with a URI without saving it. */
export async function testConnection(
  sqlalchemy_uri: string,
  database_name?: string,
): Promise<void> {
  await apiFetch(
    'POST',
    '/api/v1/database/test_connection/',
    { sqlalchemy_uri, database_name },
    { timeoutMs: 30_000 },
  );
}

/** Where the browser downloads Superset's export bundle of these databases. */
export function databaseExportHref(ids: number[]): string {
  return `/api/v1/database/export/?q=!(${ids.join(',')})`;
}

/** Imports an export bundle (ZIP); `passwords` by bundle file name, for masked URIs. */
export async function importDatabases(
  file: Blob,
  passwords: Record<string, string>,
  overwrite: boolean,
): Promise<string[]> {
  const form = new FormData();
  form.append('passwords', JSON.stringify(passwords));
  form.append('overwrite', String(overwrite));
  form.append('formData', file, 'bundle.zip');
  return (
    await apiFetch<{ imported: string[] }>('POST', '/api/v1/database/import/', form, {
      timeoutMs: 60_000,
    })
  ).imported;
}
