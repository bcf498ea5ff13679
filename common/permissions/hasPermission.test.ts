import { describe, expect, it } from 'vitest';
import { BUILTIN_ROLE_PERMISSIONS } from './builtinRoles';
import { hasPermission, isAdmin } from './hasPermission';

describe('hasPermission', () => {
  it('gives admins every permission, matching the role name case-insensitively', () => {
    expect(isAdmin({ ADMIN: [] })).toBe(true);
    expect(hasPermission({ admin: [] }, 'can_write', 'User')).toBe(true);
  });

  it('grants a pair when any role has it', () => {
    const roles = {
      Gamma: BUILTIN_ROLE_PERMISSIONS.Gamma,
      sql_lab: BUILTIN_ROLE_PERMISSIONS.sql_lab,
    };
    expect(hasPermission(roles, 'can_execute_sql_query', 'SQLLab')).toBe(true);
    expect(hasPermission(roles, 'can_read', 'Chart')).toBe(true);
    expect(hasPermission(roles, 'can_read', 'User')).toBe(false);
  });

  it('keeps user and role management out of Alpha and Gamma', () => {
    for (const role of ['Alpha', 'Gamma', 'sql_lab', 'Public'] as const) {
      const roles = { [role]: BUILTIN_ROLE_PERMISSIONS[role] };
      expect(hasPermission(roles, 'can_read', 'User')).toBe(false);
      expect(hasPermission(roles, 'can_write', 'Role')).toBe(false);
    }
    expect(BUILTIN_ROLE_PERMISSIONS.Public).toHaveLength(0);
  });
});
