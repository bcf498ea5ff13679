import { z } from 'zod';

/** POST / PUT /api/v1/security/roles/ body. */
export const roleBody = z.strictObject({
  name: z.string().trim().min(1).max(64),
});
export type RoleBody = z.infer<typeof roleBody>;

/** POST /api/v1/security/roles/{id}/permissions body: replaces the role's permissions. */
export const rolePermissionsBody = z.strictObject({
  permission_view_menu_ids: z.array(z.int().positive()),
});

/** A permission as the security API answers it. */
export interface PermissionRecord {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

export interface RoleRecord {
  id: number;
  name: string;
  user_count: number;
  builtin: boolean;
}
