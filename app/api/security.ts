import type { PermissionRecord, RoleRecord } from '@common/api/roles';
import type { ListResponse, UserCreateBody, UserRecord, UserUpdateBody } from '@common/api/users';
import { apiFetch } from './client';

export interface ListParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

function listPath(base: string, { search, page = 0, pageSize = 25 }: ListParams): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search) params.set('search', search);
  return `${base}?${params.toString()}`;
}

/** One page of users. */
export function listUsers(params: ListParams): Promise<ListResponse<UserRecord>> {
  return apiFetch('GET', listPath('/api/v1/security/users/', params));
}

/** Creates a user. */
export async function createUser(body: UserCreateBody): Promise<UserRecord> {
  return (await apiFetch<{ result: UserRecord }>('POST', '/api/v1/security/users/', body)).result;
}

/** Updates some fields of a user. */
export async function updateUser(id: number, body: UserUpdateBody): Promise<UserRecord> {
  return (await apiFetch<{ result: UserRecord }>('PUT', `/api/v1/security/users/${id}`, body))
    .result;
}

/** Deletes a user. */
export async function deleteUser(id: number): Promise<void> {
  await apiFetch('DELETE', `/api/v1/security/users/${id}`);
}

/** One page of roles. */
export function listRoles(params: ListParams): Promise<ListResponse<RoleRecord>> {
  return apiFetch('GET', listPath('/api/v1/security/roles/', params));
}

/** Creates a role. */
export async function createRole(name: string): Promise<RoleRecord> {
  return (await apiFetch<{ result: RoleRecord }>('POST', '/api/v1/security/roles/', { name }))
    .result;
}

/** Renames a role. */
export async function renameRole(id: number, name: string): Promise<RoleRecord> {
  return (await apiFetch<{ result: RoleRecord }>('PUT', `/api/v1/security/roles/${id}`, { name }))
    .result;
}

/** Deletes a role. */
export async function deleteRole(id: number): Promise<void> {
  await apiFetch('DELETE', `/api/v1/security/roles/${id}`);
}

/** A role's permissions. */
export async function rolePermissions(id: number): Promise<PermissionRecord[]> {
  return (
    await apiFetch<{ result: PermissionRecord[] }>(
      'GET',
      `/api/v1/security/roles/${id}/permissions/`,
    )
  ).result;
}

/** Replaces a role's permissions. */
export async function setRolePermissions(id: number, ids: number[]): Promise<PermissionRecord[]> {
  const answer = await apiFetch<{ result: PermissionRecord[] }>(
    'POST',
    `/api/v1/security/roles/${id}/permissions`,
    {
      permission_view_menu_ids: ids,
    },
  );
  return answer.result;
}

/** Every permission there is. */
export async function allPermissions(): Promise<PermissionRecord[]> {
  return (
    await apiFetch<{ result: PermissionRecord[] }>('GET', '/api/v1/security/permissions-resources/')
  ).result;
}
