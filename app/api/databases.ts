import type {
  DatabaseCreateBody,
  DatabaseRecord,
  DatabaseUpdateBody,
} from '../../common/api/databases';
import type { ListResponse } from '../../common/api/users';
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
