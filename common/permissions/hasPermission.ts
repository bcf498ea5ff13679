import type { PermissionPair } from './builtinRoles';

/** Role name mapped to its permission pairs, as the client state keeps a user's roles. */
export type RolePermissions = Readonly<Record<string, readonly PermissionPair[]>>;

/** True when a role name is the admin role ('Admin', matched case-insensitively). */
export function isAdminRole(roleName: string): boolean {
  return roleName.toLowerCase() === 'admin';
}

/** True when the user holds the admin role. */
export function isAdmin(roles: RolePermissions): boolean {
  return Object.keys(roles).some(isAdminRole);
}

/** Admins hold every permission; others hold a pair if any of their roles has it. */
export function hasPermission(roles: RolePermissions, action: string, view: string): boolean {
  if (isAdmin(roles)) return true;
  return Object.values(roles).some((pairs) =>
    pairs.some(([pairAction, pairView]) => pairAction === action && pairView === view),
  );
}
