import { hasPermission, isAdmin, type RolePermissions } from '@common/permissions/hasPermission';
import type { ExploreCapabilities } from './state/exploreState';

/**
 * Spec §6 "Explore": can_add needs can_write on Chart; can_download needs can_csv on Superset;
 * can_overwrite needs an existing chart the user owns (admins may overwrite any) and can_write.
 */
export function exploreCapabilities(
  roles: RolePermissions,
  userId: number | undefined,
  slice: { owners: readonly number[] } | null,
): ExploreCapabilities {
  const canAdd = hasPermission(roles, 'can_write', 'Chart');
  const owner = userId !== undefined && slice !== null && slice.owners.includes(userId);
  return {
    canAdd,
    canDownload: hasPermission(roles, 'can_csv', 'Superset'),
    canOverwrite: canAdd && slice !== null && (owner || isAdmin(roles)),
  };
}
