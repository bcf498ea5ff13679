import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { ScheduleRepository } from '../store/scheduleRepository';
import { ownSavedQuery } from './readQuerySchedule';

/** Removes the schedule of the caller's saved query, with its run history. */
export async function deleteQuerySchedule(
  ctx: AppContext,
  principal: Principal,
  savedQueryId: number,
): Promise<void> {
  await ownSavedQuery(ctx, principal, savedQueryId, true);
  if (!(await new ScheduleRepository(ctx.db).delete(savedQueryId)))
    throw new NotFoundError('This saved query has no schedule');
}
