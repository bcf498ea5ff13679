import { z } from 'zod';

/** POST /api/v1/security/login (API clients): tokens for Bearer use. */
export const apiLoginBody = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
  provider: z.enum(['db', 'ldap']).default('db'),
  refresh: z.boolean().optional(),
});
export type ApiLoginBody = z.infer<typeof apiLoginBody>;

export interface TokenPair {
  access_token: string;
  refresh_token?: string;
}

/** POST /login/ (the web app): starts a cookie session. */
export const webLoginBody = z.strictObject({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type WebLoginBody = z.infer<typeof webLoginBody>;

/** Message shown for any failed sign-in, whatever the reason. */
export const INVALID_LOGIN_MESSAGE = 'Invalid login. Please try again.';

/** GET /api/v1/me/ result. */
export interface CurrentUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_anonymous: boolean;
}

/** GET /api/v1/me/roles/ result: role name mapped to its [action, view] pairs. */
export interface CurrentUserRoles {
  roles: Record<string, [string, string][]>;
  permissions: Record<string, string[]>;
}
