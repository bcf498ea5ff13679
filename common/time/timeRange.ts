import { TimeRangeError } from './timeRangeError';

export { TimeRangeError };

/** Superset's NO_TIME_RANGE: the time range that sets no bound. */
export const NO_TIME_RANGE = 'No filter';

/** Options of getSinceUntil: the anchors of relative ranges and the current time. */
export interface SinceUntilOptions {
  relativeStart?: string;
  relativeEnd?: string;
  now?: Date;
}

/** A half-open range [since, until); null is unbounded. Dates are naive UTC. */
export interface SinceUntil {
  since: Date | null;
  until: Date | null;
}

/** The bounds of a time_range string (Superset's get_since_until). Work in progress. */
export function getSinceUntil(
  timeRange: string | null | undefined,
  options: SinceUntilOptions = {},
): SinceUntil {
  void options;
  if (!timeRange || timeRange === NO_TIME_RANGE) return { since: null, until: null };
  throw new TimeRangeError(`Error parsing time range: ${timeRange}`);
}

/** A date moved back by an offset such as "1 year ago" or "28 days ago". Work in progress. */
export function shiftByOffset(date: Date, offset: string): Date {
  throw new TimeRangeError(`Error parsing time offset: ${offset} (${date.toISOString()})`);
}
