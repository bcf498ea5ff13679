import { addUnits, truncate } from './calendar';
import { evaluateDate, type DateNode } from './dateExpression';
import { parseHumanDate, parseTimeOffset } from './humanDate';
import { expandShorthand, resolveSide, type RangeNodes } from './rangePhrases';
import { isNoTimeRange, TIME_RANGE_SEPARATOR } from './noTimeRange';
import { TimeRangeError } from './timeRangeError';

export { TimeRangeError };
export { parseTimeOffset, type TimeOffset } from './humanDate';
export { addUnits, TIME_UNITS, type TimeUnit } from './calendar';

// The constants live apart so that pages which only name them load no parser (noTimeRange.ts).
export { isNoTimeRange, NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from './noTimeRange';

/** Options of getSinceUntil: the anchors of relative ranges and the current time. */
export interface SinceUntilOptions {
  /** Anchor of relative starts ("today", "now"); unset = "now" for hour/minute/second units, else "today". */
  relativeStart?: string;
  /** Anchor of the end of "Last …" ranges; unset = as relativeStart. */
  relativeEnd?: string;
  /** The current time (naive UTC); defaults to the clock. Sub-second digits are dropped. */
  now?: Date;
}

/** A half-open range [since, until); null is unbounded. Dates are naive UTC. */
export interface SinceUntil {
  since: Date | null;
  until: Date | null;
}

function currentTime(now: Date | undefined): Date {
  // Superset reads the clock through a time tuple, so "now" has whole seconds.
  return truncate(now ?? new Date(), 'second');
}

function checkedRange(since: Date | null, until: Date | null): SinceUntil {
  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeError('From date cannot be larger than to date');
  }
  return { since, until };
}

function evaluateSide(node: DateNode | null, now: Date): Date | null {
  return node ? evaluateDate(node, now) : null;
}

function blankToUndefined(text: string | undefined): string | undefined {
  return text && text.trim() !== '' ? text.trim() : undefined;
}

/**
 * The bounds of a time_range string (Superset's get_since_until): "No filter", "Last week",
 * "Next 3 days", "previous calendar month", "Current quarter", "first week of this year",
 * or "<side> : <side>" where each side is a phrase, a date or a date expression.
 * Throws TimeRangeError on text it cannot read and when the start is after the end.
 */
export function getSinceUntil(
  timeRange: string | null | undefined,
  options: SinceUntilOptions = {},
): SinceUntil {
  if (isNoTimeRange(timeRange)) return { since: null, until: null };
  const text = (timeRange ?? '').trim();
  const now = currentTime(options.now);
  const relativeStart = blankToUndefined(options.relativeStart);
  const relativeEnd = blankToUndefined(options.relativeEnd);
  // Split on the raw text: a side may be empty, and " : now" has no start.
  const separatorAt = (timeRange ?? '').indexOf(TIME_RANGE_SEPARATOR);
  let nodes: RangeNodes | undefined;
  if (separatorAt >= 0) {
    const raw = timeRange ?? '';
    nodes = [
      resolveSide(raw.slice(0, separatorAt), relativeStart),
      resolveSide(raw.slice(separatorAt + TIME_RANGE_SEPARATOR.length), relativeStart),
    ];
  } else {
    nodes = expandShorthand(text, relativeStart, relativeEnd);
  }
  if (!nodes) {
    throw new TimeRangeError(
      `Cannot parse time range [${text}]: expected "No filter", "Last …", "Next …", ` +
        `"previous calendar …", "Current …" or "<start> : <end>"`,
    );
  }
  return checkedRange(evaluateSide(nodes[0], now), evaluateSide(nodes[1], now));
}

/** Legacy since/until grains that Superset reads as the past ("7 days" means "7 days ago"). */
const LEGACY_GRAINS = ['days', 'years', 'hours', 'day', 'year', 'weeks'];

/**
 * The bounds of the legacy `since`/`until` pair: a bare "7 days" since gets " ago"; a missing
 * until is the relative end ("today" unless given). Throws TimeRangeError like getSinceUntil.
 */
export function parseSinceUntil(
  since: string | null | undefined,
  until: string | null | undefined,
  options: Pick<SinceUntilOptions, 'relativeEnd' | 'now'> = {},
): SinceUntil {
  const now = currentTime(options.now);
  let sinceText = since?.trim() ?? '';
  const words = sinceText.split(' ');
  if (words.length === 2 && LEGACY_GRAINS.includes(words[1] ?? '')) sinceText += ' ago';
  const untilText = until?.trim() || blankToUndefined(options.relativeEnd) || 'today';
  return checkedRange(
    sinceText ? parseHumanDate(sinceText, now) : null,
    parseHumanDate(untilText, now),
  );
}

/**
 * A date moved by a time offset (Superset's time comparison): "1 year ago", "52 weeks ago" and
 * "28 days ago" move it back, "2 weeks later" or "1 year" forward. Months clamp to the month's
 * end (2024-03-31 "1 month ago" is 2024-02-29); the time of day is kept.
 */
export function shiftByOffset(date: Date, offset: string): Date {
  const parsed = parseTimeOffset(offset);
  if (!parsed) {
    throw new TimeRangeError(
      `Cannot parse time offset [${offset}]: expected e.g. "1 year ago" or "28 days ago"`,
    );
  }
  return addUnits(date, parsed.amount, parsed.unit);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A naive date as Python's isoformat() writes it ("2024-03-07T00:00:00", with ".250000" when
 * it has milliseconds): the text Superset's /api/v1/time_range/ answers and SQL literals use.
 */
export function isoformatNaive(date: Date): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return `${day}T${time}${ms ? `.${pad(ms, 3)}000` : ''}`;
}
