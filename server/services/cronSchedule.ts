import { Cron } from 'croner';
import { BadRequestError } from '../errors';

/** The message for any failure to save a schedule. */
export const NOT_SCHEDULED = 'Your query could not be scheduled.';

/** A 400 carrying NOT_SCHEDULED and what was wrong. */
export function notScheduled(detail: string): BadRequestError {
  return new BadRequestError(`${NOT_SCHEDULED} ${detail}`);
}

/** The slots of a 5-field cron expression in an IANA time zone. */
export interface CronSchedule {
  /** The first slot strictly after `after` (epoch ms), or null when there is none. */
  next(after: number): number | null;
  /** Up to `count` slots in [from, to], oldest first. */
  slotsBetween(from: number, to: number, count: number): number[];
}

/** True for a time zone name the runtime knows (IANA, e.g. "Europe/Paris", or "UTC"). */
function knownZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Parses a schedule; a bad expression or zone is a 400 with NOT_SCHEDULED. */
export function cronSchedule(crontab: string, timezone: string): CronSchedule {
  if (!knownZone(timezone)) throw notScheduled(`Unknown time zone "${timezone}".`);
  let cron: Cron;
  try {
    // Standard 5 fields (minute precision), as Superset's report schedules.
    cron = new Cron(crontab.trim(), { timezone, mode: '5-part' });
  } catch (error) {
    throw notScheduled(
      `Invalid cron expression: ${(error as Error).message.replace(/^CronPattern: /, '')}`,
    );
  }
  const schedule: CronSchedule = {
    next: (after) => cron.nextRun(new Date(after))?.getTime() ?? null,
    slotsBetween: (from, to, count) =>
      // previousRuns is strictly before its reference date, hence to + 1.
      cron
        .previousRuns(count, new Date(to + 1))
        .map((date) => date.getTime())
        .filter((slot) => slot >= from)
        .reverse(),
  };
  if (schedule.next(Date.now()) === null)
    throw notScheduled('Invalid cron expression: it never runs.');
  return schedule;
}
