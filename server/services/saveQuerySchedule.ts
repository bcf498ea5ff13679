import { scheduleBody } from '@common/api/savedQuerySchedule';
import type { ScheduleRecord } from '@common/api/savedQuerySchedule';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { canAccessDatabase } from '../policies/databasePolicy';
import { ScheduleRepository } from '../store/scheduleRepository';
import { cronSchedule, notScheduled } from './cronSchedule';
import { ownSavedQuery, readQuerySchedule } from './readQuerySchedule';

/** Creates or replaces the schedule of the caller's saved query; the next slot counts from now. */
export async function saveQuerySchedule(
  ctx: AppContext,
  principal: Principal,
  savedQueryId: number,
  input: unknown,
  now = Date.now(),
): Promise<ScheduleRecord> {
  const saved = await ownSavedQuery(ctx, principal, savedQueryId, true);
  // Parsed here rather than by the route, so every refusal carries NOT_SCHEDULED.
  const parsed = scheduleBody.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw notScheduled(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const { crontab, timezone, active } = parsed.data;
  const cron = cronSchedule(crontab, timezone);
  const database = saved.db_id === null ? undefined : await ctx.databases.findById(saved.db_id);
  if (!database) throw notScheduled('The saved query has no database.');
  if (!canAccessDatabase(principal, database))
    throw notScheduled('You may not run queries on its database.');
  await new ScheduleRepository(ctx.db).save(
    savedQueryId,
    { crontab: crontab.trim(), timezone, active: active ? 1 : 0, next_run_at: cron.next(now) },
    now,
  );
  return readQuerySchedule(ctx, principal, savedQueryId);
}
