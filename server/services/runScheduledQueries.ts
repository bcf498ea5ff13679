import type { AppContext } from '../context';
import { ScheduleRepository, type ScheduleRow } from '../store/scheduleRepository';
import { cronSchedule } from './cronSchedule';
import { runScheduledQuery } from './runScheduledQuery';

export interface QuerySchedulerOptions {
  /** The clock; tests inject one instead of waiting for real minutes. */
  now?: () => number;
  /** How often due slots are looked for. */
  intervalMs?: number;
}

/** Missed slots recorded as skipped, at most, when a schedule comes back after a long pause. */
const MAX_SKIPPED = 20;
const MISSED_MESSAGE =
  'Skipped: this slot was missed (no Tessera server was running) and is older than one interval.';

/**
 * Runs saved queries on their schedules. Every server process may run one: a slot is claimed
 * by inserting its run row, and the unique (schedule, slot) key lets only one process have it.
 */
export class QueryScheduler {
  private readonly schedules: ScheduleRepository;
  private readonly now: () => number;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly options: QuerySchedulerOptions = {},
  ) {
    this.schedules = new ScheduleRepository(ctx.db);
    this.now = options.now ?? Date.now;
  }

  /** Starts ticking; the timer does not keep the process alive. */
  start(): this {
    this.timer = setInterval(
      () => void this.tick().catch(() => undefined),
      this.options.intervalMs ?? 15_000,
    ).unref();
    return this;
  }

  /** Stops ticking; runs already started go on in the query path. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** Claims and starts every due slot once; overlapping calls share one tick. */
  tick(): Promise<void> {
    this.ticking ??= this.claimDue().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  /** Resolves when the runs this scheduler started have been recorded (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async claimDue(): Promise<void> {
    const now = this.now();
    // A run whose process died never records its end: fail it after the longest run time.
    await this.schedules.failStale(now - this.ctx.config.sqlLabAsyncTimeoutMs - 60_000, now);
    for (const schedule of await this.schedules.due(now)) {
      await this.claimSchedule(schedule, now).catch(() => undefined);
    }
  }

  private async claimSchedule(schedule: ScheduleRow, now: number): Promise<void> {
    let cron;
    try {
      cron = cronSchedule(schedule.crontab, schedule.timezone);
    } catch {
      // A zone the runtime no longer knows: park the schedule rather than retry every tick.
      await this.schedules.advance(schedule.id, null);
      return;
    }
    const slots = cron.slotsBetween(schedule.next_run_at ?? now, now, MAX_SKIPPED + 1);
    await this.schedules.advance(schedule.id, cron.next(now));
    const latest = slots.pop();
    // Only the latest slot is within one interval of now; older ones are not run in a burst.
    for (const missed of slots)
      await this.schedules.claim(schedule.id, missed, 'skipped', now, MISSED_MESSAGE);
    if (latest === undefined) return;
    const runId = await this.schedules.claim(schedule.id, latest, 'running', now);
    if (runId === undefined) return;
    const saved = await this.schedules.findSavedQuery(schedule.saved_query_id);
    if (!saved) {
      await this.schedules.updateRun(runId, {
        state: 'failed',
        ended_at: now,
        error_message: 'The saved query is gone.',
      });
      return;
    }
    const run = runScheduledQuery(this.ctx, runId, saved).finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }
}

/** Starts the scheduler of a server process. */
export function startQueryScheduler(ctx: AppContext): QueryScheduler {
  return new QueryScheduler(ctx).start();
}
