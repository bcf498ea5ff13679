import type { DashboardPermalinkValue } from '@common/api/dashboards';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { KeyValueRepository } from '../store/keyValueRepository';
import { DASHBOARD_PERMALINK_RESOURCE } from './createDashboardPermalink';
import { findDashboard } from './findDashboard';

/** The answer to an unknown, garbled or no longer visible permalink. */
export const DASHBOARD_PERMALINK_NOT_FOUND = 'Dashboard permalink not found';

/** Keys are 128 random bits in base64url; anything else cannot be one. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A dashboard permalink by key. The key is not a capability: it opens only while the caller may
 * still see the dashboard (access is checked now, not when the link was made); anyone else, and
 * a link to a deleted dashboard, gets the same 404 as an unknown key.
 */
export async function readDashboardPermalink(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<DashboardPermalinkValue> {
  if (!KEY_PATTERN.test(key)) throw new NotFoundError(DASHBOARD_PERMALINK_NOT_FOUND);
  const row = await new KeyValueRepository(ctx.db).find(DASHBOARD_PERMALINK_RESOURCE, key);
  if (!row) throw new NotFoundError(DASHBOARD_PERMALINK_NOT_FOUND);
  const value = JSON.parse(row.value) as DashboardPermalinkValue;
  try {
    await findDashboard(ctx, principal, value.dashboardId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(DASHBOARD_PERMALINK_NOT_FOUND);
    throw error;
  }
  return value;
}
