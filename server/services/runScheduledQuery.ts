import crypto from 'node:crypto';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { ScheduleRepository, type ScheduledSavedQuery } from '../store/scheduleRepository';
import { executeQuery } from './executeQuery';

/** The saved query's owner as a caller: their current roles decide what the run may do. */
async function ownerPrincipal(ctx: AppContext, userId: number): Promise<Principal | undefined> {
  const user = await ctx.users.findById(userId);
  if (!user || user.active !== 1) return undefined;
  return { user, roles: await ctx.roles.rolePermissionsOfUser(user.id) };
}

/**
 * Runs a claimed slot through SQL Lab's own path, as the saved query's owner: a query record
 * in their history, results in the results backend; then records the slot's outcome.
 */
export async function runScheduledQuery(
  ctx: AppContext,
  runId: number,
  saved: ScheduledSavedQuery,
): Promise<void> {
  const schedules = new ScheduleRepository(ctx.db);
  const fail = (message: string) =>
    schedules.updateRun(runId, { state: 'failed', ended_at: Date.now(), error_message: message });
  try {
    const principal = await ownerPrincipal(ctx, saved.user_id);
    if (!principal) return await fail("The saved query's owner is no longer active.");
    if (saved.db_id === null) return await fail('The saved query has no database.');
    const clientId = crypto.randomBytes(8).toString('base64url').slice(0, 11);
    await schedules.updateRun(runId, { query_client_id: clientId });
    const { finished } = await executeQuery(ctx, principal, {
      client_id: clientId,
      database_id: saved.db_id,
      sql: saved.sql,
      catalog: saved.catalog,
      schema: saved.schema,
      tab: `Scheduled: ${saved.label}`.slice(0, 256),
      // Asynchronous where the database allows it: the longer time limit suits background runs.
      runAsync: true,
      select_as_cta: false,
      templateParams: saved.template_parameters,
    });
    const { row } = await finished;
    await schedules.updateRun(runId, {
      state: row.status === 'success' ? 'success' : 'failed',
      ended_at: row.end_time ?? Date.now(),
      rows: row.rows,
      error_message: row.status === 'success' ? null : (row.error_message ?? row.status),
    });
  } catch (error) {
    // Refusals (access, DML, too many queries) are domain errors with safe messages.
    await fail(error instanceof Error ? error.message : String(error));
  }
}
