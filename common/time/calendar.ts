// Calendar arithmetic on naive UTC dates: a Date whose UTC fields are the wall time.
// Everything reads and writes UTC fields only, so the host's time zone never matters.

/** The units of the time-range language, smallest last. */
export const TIME_UNITS = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
] as const;

/** One unit of the time-range language. */
export type TimeUnit = (typeof TIME_UNITS)[number];

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
/** Milliseconds in a day (naive UTC has no daylight-saving days). */
export const MS_PER_DAY = 24 * MS_PER_HOUR;

const FIXED_UNIT_MS: Partial<Record<TimeUnit, number>> = {
  week: 7 * MS_PER_DAY,
  day: MS_PER_DAY,
  hour: MS_PER_HOUR,
  minute: MS_PER_MINUTE,
  second: MS_PER_SECOND,
};

/** The unit a word names ("Days", "WEEK"), or undefined. */
export function timeUnitOf(word: string): TimeUnit | undefined {
  const lower = word.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return (TIME_UNITS as readonly string[]).includes(singular) ? (singular as TimeUnit) : undefined;
}

/** Whether a unit is shorter than a day (ranges in such units anchor on "now", not "today"). */
export function isSubDayUnit(unit: TimeUnit): boolean {
  return unit === 'hour' || unit === 'minute' || unit === 'second';
}

/** A naive UTC date from its fields; months are 1-based. */
export function utcDate(
  year: number,
  month = 1,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  // Date.UTC maps years 0-99 to 1900-1999; setting the year afterwards keeps it literal.
  date.setUTCFullYear(year);
  return date;
}

/** Whether a year is a leap year of the proleptic Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days of a month (1-based) in a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Python's weekday(): Monday 0 … Sunday 6. */
export function weekday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

function addMonths(date: Date, months: number): Date {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  // Like relativedelta: Jan 31 + 1 month is the last day of February, not March 2/3.
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return utcDate(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** A date moved by a whole number of units; months, quarters and years clamp to the month's end. */
export function addUnits(date: Date, amount: number, unit: TimeUnit): Date {
  if (unit === 'year') return addMonths(date, amount * 12);
  if (unit === 'quarter') return addMonths(date, amount * 3);
  if (unit === 'month') return addMonths(date, amount);
  return new Date(date.getTime() + amount * (FIXED_UNIT_MS[unit] ?? 0));
}

/** The start of the unit holding a date (DATETRUNC); weeks start on Monday. */
export function truncate(date: Date, unit: TimeUnit): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  switch (unit) {
    case 'year':
      return utcDate(year);
    case 'quarter':
      return utcDate(year, month - ((month - 1) % 3));
    case 'month':
      return utcDate(year, month);
    case 'week':
      return addUnits(utcDate(year, month, day), -weekday(date), 'day');
    case 'day':
      return utcDate(year, month, day);
    case 'hour':
      return utcDate(year, month, day, date.getUTCHours());
    case 'minute':
      return utcDate(year, month, day, date.getUTCHours(), date.getUTCMinutes());
    case 'second':
      return utcDate(
        year,
        month,
        day,
        date.getUTCHours(),
        date.getUTCMinutes(),
        date.getUTCSeconds(),
      );
  }
}

/** The last day (at midnight) of the year, quarter, month or week holding a date (LASTDAY). */
export function lastDay(date: Date, unit: 'year' | 'quarter' | 'month' | 'week' | 'day'): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return utcDate(year, 12, 31);
    case 'quarter': {
      const lastMonth = month - ((month - 1) % 3) + 2;
      return utcDate(year, lastMonth, daysInMonth(year, lastMonth));
    }
    case 'month':
      return utcDate(year, month, daysInMonth(year, month));
    case 'week':
      return addUnits(truncate(date, 'week'), 6, 'day');
    case 'day':
      return truncate(date, 'day');
  }
}

/** Whole days from one date to another, rounded down like Python's timedelta.days. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY);
}
