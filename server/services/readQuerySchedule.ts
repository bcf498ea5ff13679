import {
  SCHEDULE_RUNS_SHOWN,
  type ScheduleRecord,
  type ScheduleRunState,
} from '@common/api/savedQuerySchedule';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertCan } from '../policies/securityPolicy';
import { ScheduleRepository, type ScheduledSavedQuery } from '../store/scheduleRepository';

/** The caller's own saved query, or 404: other users' saved queries are not revealed. */
export async function ownSavedQuery(
  ctx: AppContext,
  principal: Principal,
  savedQueryId: number,
  write: boolean,
): Promise<ScheduledSavedQuery> {
  assertCan(principal, write ? 'can_write' : 'can_read', 'SavedQuery');
  const saved = await new ScheduleRepository(ctx.db).findSavedQuery(savedQueryId);
  if (!saved || saved.user_id !== principal.user.id)
    throw new NotFoundError('Saved query not found');
  return saved;
}

/** A saved query's schedule with its last runs; 404 when it has none. */
export async function readQuerySchedule(
  ctx: AppContext,
  principal: Principal,
  savedQueryId: number,
): Promise<ScheduleRecord> {
  await ownSavedQuery(ctx, principal, savedQueryId, false);
  const schedules = new ScheduleRepository(ctx.db);
  const schedule = await schedules.findBySavedQuery(savedQueryId);
  if (!schedule) throw new NotFoundError('This saved query has no schedule');
  const runs = await schedules.runs(schedule.id, SCHEDULE_RUNS_SHOWN);
  return {
    saved_query_id: savedQueryId,
    crontab: schedule.crontab,
    timezone: schedule.timezone,
    active: schedule.active === 1,
    next_run_at: schedule.active === 1 ? schedule.next_run_at : null,
    created_on: schedule.created_on,
    changed_on: schedule.changed_on,
    runs: runs.map((run) => ({
      id: run.id,
      scheduled_for: run.scheduled_for,
      state: run.state as ScheduleRunState,
      started_at: run.started_at,
      ended_at: run.ended_at,
      rows: run.rows,
      error_message: run.error_message,
      query_client_id: run.query_client_id,
    })),
  };
}
