import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/users';

// Defined beside the other user constants, which the web app imports without zod.
export { PASSWORD_MIN_LENGTH };

const name = z.string().trim().min(1).max(64);

/** POST /api/v1/security/users/ body; unknown fields are refused. */
export const userCreateBody = z.strictObject({
  first_name: name,
  last_name: name,
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.@+-]+$/, 'Use letters, digits and _ . @ + - only'),
  email: z.email().max(320),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024),
  active: z.boolean().default(true),
  roles: z.array(z.int().positive()).min(1, 'Choose at least one role'),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

/** PUT /api/v1/security/users/{id} body: any subset of the create fields. */
export const userUpdateBody = userCreateBody.partial();
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export interface RoleRef {
  id: number;
  name: string;
}

/** A user as the security API answers it (never with a password). */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: RoleRef[];
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
  fail_login_count: number;
}

/** Query parameters of the user and role lists. */
export const listQuery = z.strictObject({
  search: z.string().max(256).optional(),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(25),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Every list answers `{result, count}`. */
export interface ListResponse<T> {
  result: T[];
  count: number;
}
