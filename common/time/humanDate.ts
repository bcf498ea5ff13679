import { addUnits, daysInMonth, timeUnitOf, truncate, utcDate, type TimeUnit } from './calendar';
import { TimeRangeError } from './timeRangeError';

// The text inside DATETIME('…') and the plain sides of a time range: calendar dates and
// date-times (what Superset hands to dateutil) and relative phrases (what it hands to
// parsedatetime: "now", "today", "7 days ago", "2 hours later").

/** A signed amount of one unit: "1 year ago" is { amount: -1, unit: 'year' }. */
export interface TimeOffset {
  amount: number;
  unit: TimeUnit;
}

const UNIT = '(second|minute|hour|day|week|month|quarter|year)s?';
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const PAST = ['ago', 'before', 'earlier'];
const FUTURE = ['later', 'after', 'from now', 'hence'];
const DIRECTION = `(${[...PAST, ...FUTURE].join('|')})`;

const BARE_PERIOD = new RegExp(`^\\d+\\s+${UNIT}$`, 'i');
const DIRECTED_PERIOD = new RegExp(`^${COUNT}\\s+${UNIT}\\s+${DIRECTION}$`, 'i');
const SIGNED_PERIOD = new RegExp(`^([+-])?\\s*(\\d+)\\s+${UNIT}$`, 'i');
const LAST_OR_NEXT = new RegExp(`^(last|next|previous)\\s+${UNIT}$`, 'i');

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const TIME = '(?:[T\\s]+(\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?)?';
const ZONE = '\\s*(Z|UTC|[+-]\\d{2}(?::?\\d{2})?)?';
const ISO = new RegExp(`^(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})${TIME}${ZONE}$`, 'i');
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const YEAR_MONTH = /^(\d{4})[-/](\d{1,2})$/;
const YEAR = /^(\d{4})$/;
const US_DATE = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${TIME}$`, 'i');
const MONTH_NAME = '([a-z]{3,9})\\.?';
const MONTH_DAY_YEAR = new RegExp(
  `^${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})${TIME}$`,
  'i',
);
const DAY_MONTH_YEAR = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+(\\d{4})${TIME}$`,
  'i',
);
const MONTH_YEAR = new RegExp(`^${MONTH_NAME},?\\s+(\\d{4})$`, 'i');

function parseError(text: string): TimeRangeError {
  return new TimeRangeError(`Cannot parse time string [${text}]`);
}

function monthOf(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex(
    (month) => month === lower || (lower.length === 3 && month.startsWith(lower)),
  );
  return index < 0 ? undefined : index + 1;
}

function toInt(text: string | undefined): number {
  return text === undefined ? 0 : Number(text);
}

/** Builds a date from matched fields, or undefined when a field is out of range (2024-02-30). */
function checkedDate(
  year: number,
  month: number | undefined,
  day: number,
  time: (string | undefined)[] = [],
  zone?: string,
): Date | undefined {
  if (month === undefined || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  const [hour, minute, second, fraction] = time;
  const h = toInt(hour);
  const m = toInt(minute);
  const s = toInt(second);
  if (h > 23 || m > 59 || s > 59) return undefined;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const wall = utcDate(year, month, day, h, m, s, ms);
  return zone ? new Date(wall.getTime() - zoneOffsetMinutes(zone) * 60_000) : wall;
}

/** Minutes east of UTC of "Z", "UTC", "+02", "+0530" or "-08:00". */
function zoneOffsetMinutes(zone: string): number {
  if (/^(z|utc)$/i.test(zone)) return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
}

/** A calendar date or date-time written out, or undefined. Offsets are converted to UTC. */
function parseCalendarDate(text: string): Date | undefined {
  let match = ISO.exec(text);
  if (match) {
    const [, y, mo, d, h, mi, s, f, zone] = match;
    return checkedDate(toInt(y), toInt(mo), toInt(d), [h, mi, s, f], zone);
  }
  if ((match = COMPACT.exec(text)))
    return checkedDate(toInt(match[1]), toInt(match[2]), toInt(match[3]));
  if ((match = YEAR_MONTH.exec(text))) return checkedDate(toInt(match[1]), toInt(match[2]), 1);
  if ((match = YEAR.exec(text))) return checkedDate(toInt(match[1]), 1, 1);
  if ((match = US_DATE.exec(text))) {
    // dateutil reads 2/3/1969 month first, as Americans write it.
    const [, mo, d, y, ...time] = match;
    return checkedDate(toInt(y), toInt(mo), toInt(d), time);
  }
  if ((match = MONTH_DAY_YEAR.exec(text))) {
    const [, name = '', d, y, ...time] = match;
    return checkedDate(toInt(y), monthOf(name), toInt(d), time);
  }
  if ((match = DAY_MONTH_YEAR.exec(text))) {
    const [, d, name = '', y, ...time] = match;
    return checkedDate(toInt(y), monthOf(name), toInt(d), time);
  }
  if ((match = MONTH_YEAR.exec(text)))
    return checkedDate(toInt(match[2]), monthOf(match[1] ?? ''), 1);
  return undefined;
}

/** The signed offset a phrase such as "1 year ago", "-2 weeks" or "3 days later" names. */
export function parseTimeOffset(text: string): TimeOffset | undefined {
  const phrase = text.trim().replace(/\s+/g, ' ');
  let match = DIRECTED_PERIOD.exec(phrase);
  if (match) {
    const [, count = '', unitWord = '', direction = ''] = match;
    const amount = NUMBER_WORDS[count.toLowerCase()] ?? Number(count);
    const unit = timeUnitOf(unitWord);
    const sign = PAST.includes(direction.toLowerCase()) ? -1 : 1;
    return unit ? { amount: sign * amount, unit } : undefined;
  }
  match = SIGNED_PERIOD.exec(phrase);
  if (match) {
    const [, sign, count = '', unitWord = ''] = match;
    const unit = timeUnitOf(unitWord);
    return unit ? { amount: (sign === '-' ? -1 : 1) * Number(count), unit } : undefined;
  }
  return undefined;
}

/** A moment relative to now: "now", "today", "yesterday", "7 days ago", "next month". */
function parseRelativeDate(text: string, now: Date): Date | undefined {
  const phrase = text.toLowerCase().replace(/\s+/g, ' ');
  if (phrase === 'now') return now;
  if (phrase === 'today') return truncate(now, 'day');
  if (phrase === 'yesterday') return addUnits(truncate(now, 'day'), -1, 'day');
  if (phrase === 'tomorrow') return addUnits(truncate(now, 'day'), 1, 'day');
  let offset: TimeOffset | undefined;
  const lastOrNext = LAST_OR_NEXT.exec(phrase);
  if (lastOrNext) {
    const unit = timeUnitOf(lastOrNext[2] ?? '');
    if (unit) offset = { amount: lastOrNext[1] === 'next' ? 1 : -1, unit };
  } else if (DIRECTED_PERIOD.test(phrase)) {
    offset = parseTimeOffset(phrase);
  }
  if (!offset) return undefined;
  const moved = addUnits(now, offset.amount, offset.unit);
  // Like parsedatetime, a phrase in whole days or longer means a day: it starts at midnight.
  return ['hour', 'minute', 'second'].includes(offset.unit) ? moved : truncate(moved, 'day');
}

/** The date a human text names (Superset's parse_human_datetime); throws TimeRangeError. */
export function parseHumanDate(text: string, now: Date): Date {
  const trimmed = text.trim();
  if (BARE_PERIOD.test(trimmed)) {
    throw new TimeRangeError(
      `Time string is ambiguous. Please specify [${trimmed} ago] or [${trimmed} later].`,
    );
  }
  const date = parseCalendarDate(trimmed) ?? parseRelativeDate(trimmed, now);
  if (!date || Number.isNaN(date.getTime())) throw parseError(text);
  return date;
}
