import { describe, expect, it } from 'vitest';
import type { RolePermissions } from '@common/permissions/hasPermission';
import { exploreCapabilities } from './exploreCapabilities';

const gamma: RolePermissions = {
  Gamma: [
    ['can_write', 'Chart'],
    ['can_csv', 'Superset'],
  ],
};
const readOnly: RolePermissions = { Viewer: [['can_read', 'Chart']] };
const admin: RolePermissions = { admin: [] };

describe('exploreCapabilities', () => {
  it('gives can_add with can_write on Chart and can_download with can_csv on Superset', () => {
    expect(exploreCapabilities(gamma, 1, null)).toEqual({
      canAdd: true,
      canDownload: true,
      canOverwrite: false,
    });
    expect(exploreCapabilities(readOnly, 1, null)).toEqual({
      canAdd: false,
      canDownload: false,
      canOverwrite: false,
    });
  });

  it('lets owners overwrite, not other users', () => {
    expect(exploreCapabilities(gamma, 1, { owners: [1, 2] }).canOverwrite).toBe(true);
    expect(exploreCapabilities(gamma, 3, { owners: [1, 2] }).canOverwrite).toBe(false);
  });

  it('lets admins (any case) overwrite any chart', () => {
    expect(exploreCapabilities(admin, 3, { owners: [1] })).toEqual({
      canAdd: true,
      canDownload: true,
      canOverwrite: true,
    });
  });

  it('refuses overwrite to an owner without can_write on Chart', () => {
    expect(exploreCapabilities(readOnly, 1, { owners: [1] }).canOverwrite).toBe(false);
  });
});
