import type { CurrentUser, CurrentUserRoles } from '@common/api/auth';
import { apiFetch, resetCsrfToken } from './client';

/** Starts a cookie session. */
export async function login(username: string, password: string): Promise<CurrentUser> {
  resetCsrfToken();
  const { result } = await apiFetch<{ result: CurrentUser }>('POST', '/login/', {
    username,
    password,
  });
  return result;
}

/** Ends the cookie session. */
export async function logout(): Promise<void> {
  await apiFetch('POST', '/logout/');
  resetCsrfToken();
}

/** Who is signed in. */
export async function fetchMe(): Promise<CurrentUser> {
  return (await apiFetch<{ result: CurrentUser }>('GET', '/api/v1/me/')).result;
}

/** The signed-in user's roles and permissions. */
export async function fetchMyRoles(): Promise<CurrentUserRoles> {
  return (await apiFetch<{ result: CurrentUserRoles }>('GET', '/api/v1/me/roles/')).result;
}
