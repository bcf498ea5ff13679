import type { Selectable, Updateable } from 'kysely';
import type { Store } from './db';
import type { SavedQueryRunTable, SavedQueryScheduleTable, SavedQueryTable } from './schema';

export type ScheduleRow = Selectable<SavedQueryScheduleTable>;
export type ScheduleRunRow = Selectable<SavedQueryRunTable>;
export type ScheduledSavedQuery = Selectable<SavedQueryTable>;

/** Schedules of saved queries and the runs of their slots. */
export class ScheduleRepository {
  constructor(private readonly db: Store) {}

  /** Reads a saved query (the saved_query table belongs to the saved query feature). */
  findSavedQuery(id: number): Promise<ScheduledSavedQuery | undefined> {
    return this.db.selectFrom('saved_query').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The schedule of a saved query, if it has one. */
  findBySavedQuery(savedQueryId: number): Promise<ScheduleRow | undefined> {
    return this.db
      .selectFrom('saved_query_schedule')
      .selectAll()
      .where('saved_query_id', '=', savedQueryId)
      .executeTakeFirst();
  }

  /** Creates or replaces a saved query's schedule. */
  async save(
    savedQueryId: number,
    fields: Pick<ScheduleRow, 'crontab' | 'timezone' | 'active' | 'next_run_at'>,
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('saved_query_schedule')
      .values({ saved_query_id: savedQueryId, ...fields, created_on: now, changed_on: now })
      .onConflict((oc) => oc.column('saved_query_id').doUpdateSet({ ...fields, changed_on: now }))
      .execute();
  }

  /** Deletes a saved query's schedule and its runs; false when there was none. */
  async delete(savedQueryId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_query_schedule')
      .where('saved_query_id', '=', savedQueryId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Active schedules whose next slot has come. */
  due(now: number): Promise<ScheduleRow[]> {
    return this.db
      .selectFrom('saved_query_schedule')
      .selectAll()
      .where('active', '=', 1)
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .execute();
  }

  /** Moves a schedule's next slot forward (never back: another process may be ahead). */
  async advance(id: number, nextRunAt: number | null): Promise<void> {
    await this.db
      .updateTable('saved_query_schedule')
      .set({ next_run_at: nextRunAt })
      .where('id', '=', id)
      .where((eb) =>
        nextRunAt === null
          ? eb.lit(true)
          : eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<', nextRunAt)]),
      )
      .execute();
  }

  /**
   * Claims a slot by inserting its run row; undefined when another process claimed it first.
   * The unique (schedule_id, scheduled_for) key is what makes a slot run once.
   */
  async claim(
    scheduleId: number,
    scheduledFor: number,
    state: 'running' | 'skipped',
    now: number,
    errorMessage: string | null = null,
  ): Promise<number | undefined> {
    const row = await this.db
      .insertInto('saved_query_run')
      .values({
        schedule_id: scheduleId,
        scheduled_for: scheduledFor,
        state,
        started_at: state === 'running' ? now : null,
        ended_at: state === 'running' ? null : now,
        error_message: errorMessage,
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'scheduled_for']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** Records what became of a claimed run. */
  async updateRun(id: number, changes: Updateable<SavedQueryRunTable>): Promise<void> {
    await this.db.updateTable('saved_query_run').set(changes).where('id', '=', id).execute();
  }

  /** Fails runs still "running" since before a time: their process ended mid-run. */
  async failStale(startedBefore: number, now: number): Promise<void> {
    await this.db
      .updateTable('saved_query_run')
      .set({
        state: 'failed',
        ended_at: now,
        error_message: 'The run was interrupted (Tessera stopped while it ran).',
      })
      .where('state', '=', 'running')
      .where('started_at', '<', startedBefore)
      .execute();
  }

  /** The latest runs of a schedule, newest slot first. */
  runs(scheduleId: number, limit: number): Promise<ScheduleRunRow[]> {
    return this.db
      .selectFrom('saved_query_run')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .orderBy('scheduled_for', 'desc')
      .limit(limit)
      .execute();
  }
}
