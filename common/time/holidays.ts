import { addUnits, daysInMonth, utcDate, weekday } from './calendar';
import { TimeRangeError } from './timeRangeError';

// A small built-in calendar for HOLIDAY('name'[, date[, 'country']]): the US federal holidays
// (Superset's default country) and the bank holidays of England (GB, alias UK), on their actual
// dates (not the observed weekday). Superset reads the `holidays` package; we carry no dependency.

interface Holiday {
  name: string;
  dateIn(year: number): Date | undefined;
}

/** The n-th (1-based; -1 = last) given weekday (Monday 0) of a month. */
function nthWeekday(year: number, month: number, day: number, n: number): Date {
  if (n > 0) {
    const first = utcDate(year, month, 1);
    return addUnits(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7, 'day');
  }
  const lastOfMonth = utcDate(year, month, daysInMonth(year, month));
  return addUnits(lastOfMonth, -((weekday(lastOfMonth) - day + 7) % 7), 'day');
}

/** Easter Sunday of the Gregorian calendar (the anonymous computus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDate(year, month, day);
}

const MONDAY = 0;
const THURSDAY = 3;

const fixed = (name: string, month: number, day: number, since = -Infinity): Holiday => ({
  name,
  dateIn: (year) => (year >= since ? utcDate(year, month, day) : undefined),
});
const floating = (name: string, month: number, day: number, n: number): Holiday => ({
  name,
  dateIn: (year) => nthWeekday(year, month, day, n),
});
const fromEaster = (name: string, days: number): Holiday => ({
  name,
  dateIn: (year) => addUnits(easterSunday(year), days, 'day'),
});

const US: Holiday[] = [
  fixed("New Year's Day", 1, 1),
  floating('Martin Luther King Jr. Day', 1, MONDAY, 3),
  floating("Washington's Birthday", 2, MONDAY, 3),
  floating('Memorial Day', 5, MONDAY, -1),
  fixed('Juneteenth National Independence Day', 6, 19, 2021),
  fixed('Independence Day', 7, 4),
  floating('Labor Day', 9, MONDAY, 1),
  floating('Columbus Day', 10, MONDAY, 2),
  fixed('Veterans Day', 11, 11),
  floating('Thanksgiving Day', 11, THURSDAY, 4),
  fixed('Christmas Day', 12, 25),
];

const GB: Holiday[] = [
  fixed("New Year's Day", 1, 1),
  fromEaster('Good Friday', -2),
  fromEaster('Easter Monday', 1),
  floating('May Day', 5, MONDAY, 1),
  floating('Spring Bank Holiday', 5, MONDAY, -1),
  floating('Late Summer Bank Holiday', 8, MONDAY, -1),
  fixed('Christmas Day', 12, 25),
  fixed('Boxing Day', 12, 26),
];

const COUNTRIES: Record<string, Holiday[]> = { US, GB, UK: GB };

/** The date of the first holiday of a year whose name starts with `name` (case-insensitive). */
export function holidayDate(name: string, year: number, country = 'US'): Date {
  const calendar = COUNTRIES[country.toUpperCase()];
  if (!calendar) {
    throw new TimeRangeError(
      `Holidays of country [${country}] are not known; use one of ${Object.keys(COUNTRIES).join(', ')}`,
    );
  }
  const wanted = name.trim().toLowerCase();
  const dates = calendar
    .filter((holiday) => wanted !== '' && holiday.name.toLowerCase().startsWith(wanted))
    .map((holiday) => holiday.dateIn(year))
    .filter((date): date is Date => date !== undefined)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = dates[0];
  if (!first) throw new TimeRangeError(`Unable to find such a holiday: [${name}]`);
  return first;
}
