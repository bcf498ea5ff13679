import { hasPermission } from '@common/permissions/hasPermission';
import { ForbiddenError } from '../errors';
import type { Principal } from '../plugins/auth';

/** Throws 403 unless the caller holds the (action, view) permission. */
export function assertCan(principal: Principal, action: string, view: string): void {
  if (!hasPermission(principal.roles, action, view)) {
    throw new ForbiddenError(
      `You do not have permission to ${action.replace(/^can_/, '')} ${view}`,
    );
  }
}

/** Users and roles are managed by admins only: reading needs can_read, changing needs can_write. */
export function assertCanManageSecurity(
  principal: Principal,
  view: 'User' | 'Role',
  write: boolean,
): void {
  assertCan(principal, write ? 'can_write' : 'can_read', view);
}
