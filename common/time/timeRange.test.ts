import { describe, expect, it } from 'vitest';
import { at, NOW } from './testDates';
import { getSinceUntil, NO_TIME_RANGE, type SinceUntilOptions, TimeRangeError } from './timeRange';

type Row = [
  timeRange: string,
  since: string | null,
  until: string | null,
  options?: SinceUntilOptions,
];

function bounds(timeRange: string | null | undefined, options: SinceUntilOptions = {}) {
  const { since, until } = getSinceUntil(timeRange, { now: NOW, ...options });
  return [since?.toISOString() ?? null, until?.toISOString() ?? null];
}

function check(rows: Row[]) {
  it.each(rows)('%s → [%s, %s)', (timeRange, since, until, options) => {
    expect(bounds(timeRange, options)).toEqual([at(since), at(until)]);
  });
}

describe('getSinceUntil: no bounds', () => {
  it.each([NO_TIME_RANGE, 'no filter', '', '   ', null, undefined])(
    '%j sets no bound',
    (timeRange) => {
      expect(bounds(timeRange)).toEqual([null, null]);
    },
  );
  it('names the default filter as Superset does', () => {
    expect(NO_TIME_RANGE).toBe('No filter');
  });
});

describe('getSinceUntil: Last … (end anchored on today, or now below a day)', () => {
  check([
    ['Last day', '2024-03-13', '2024-03-14'],
    ['Last week', '2024-03-07', '2024-03-14'],
    ['Last month', '2024-02-14', '2024-03-14'],
    ['Last quarter', '2023-12-14', '2024-03-14'],
    ['Last year', '2023-03-14', '2024-03-14'],
    ['Last 7 days', '2024-03-07', '2024-03-14'],
    ['Last 1 month', '2024-02-14', '2024-03-14'],
    ['Last 5 months', '2023-10-14', '2024-03-14'],
    ['Last 2 weeks', '2024-02-29', '2024-03-14'],
    ['Last hour', '2024-03-14T14:26:37', '2024-03-14T15:26:37'],
    ['Last 3 hours', '2024-03-14T12:26:37', '2024-03-14T15:26:37'],
    ['Last 30 minutes', '2024-03-14T14:56:37', '2024-03-14T15:26:37'],
    ['Last 10 seconds', '2024-03-14T15:26:27', '2024-03-14T15:26:37'],
    ['last week', '2024-03-07', '2024-03-14'],
  ]);
});

describe('getSinceUntil: Next … (start anchored on today, or now below a day)', () => {
  check([
    ['Next day', '2024-03-14', '2024-03-15'],
    ['Next week', '2024-03-14', '2024-03-21'],
    ['Next month', '2024-03-14', '2024-04-14'],
    ['Next quarter', '2024-03-14', '2024-06-14'],
    ['Next year', '2024-03-14', '2025-03-14'],
    ['Next 1 month', '2024-03-14', '2024-04-14'],
    ['Next 5 months', '2024-03-14', '2024-08-14'],
    ['Next 2 hours', '2024-03-14T15:26:37', '2024-03-14T17:26:37'],
  ]);
});

describe('getSinceUntil: calendar phrases (weeks start on Monday)', () => {
  check([
    ['previous calendar week', '2024-03-04', '2024-03-11'],
    ['previous calendar month', '2024-02-01', '2024-03-01'],
    ['previous calendar quarter', '2023-10-01', '2024-01-01'],
    ['previous calendar year', '2023-01-01', '2024-01-01'],
    ['Current day', '2024-03-14', '2024-03-15'],
    ['Current week', '2024-03-11', '2024-03-18'],
    ['Current month', '2024-03-01', '2024-04-01'],
    ['Current quarter', '2024-01-01', '2024-04-01'],
    ['Current year', '2024-01-01', '2025-01-01'],
    ['first week of this year', '2024-01-01', '2024-01-08'],
    ['first month of last quarter', '2023-10-01', '2023-11-01'],
    ['first quarter of next year', '2025-01-01', '2025-04-01'],
    ['first week of the month', '2024-03-01', '2024-03-08'],
    ['1st month of year', '2024-01-01', '2024-02-01'],
  ]);
});

describe('getSinceUntil: explicit sides', () => {
  check([
    ["DATEADD(DATETIME('today'), -7, day) : today", '2024-03-07', '2024-03-14'],
    ['2020-01-01 : 2020-02-01', '2020-01-01', '2020-02-01'],
    ['2018-01-01T00:00:00 : 2018-12-31T23:59:59', '2018-01-01', '2018-12-31T23:59:59'],
    [' : now', null, '2024-03-14T15:26:37'],
    ['Last quarter : ', '2023-12-14', null],
    ['2024-01-01 : ', '2024-01-01', null],
    ['yesterday : tomorrow', '2024-03-13', '2024-03-15'],
    ['7 days ago : now', '2024-03-07', '2024-03-14T15:26:37'],
    ['2 weeks ago : 8 days later', '2024-02-29', '2024-03-22'],
    ['one year ago : today', '2023-03-14', '2024-03-14'],
    ['3 hours ago : 30 minutes from now', '2024-03-14T12:26:37', '2024-03-14T15:56:37'],
    ['2 quarters ago : a week after', '2023-09-14', '2024-03-21'],
    ['last week : this week', '2024-03-07', '2024-03-14'],
    ['prior 2 months : next 3 days', '2024-01-14', '2024-03-17'],
    ['this hour : next 2 hours', '2024-03-14T15:26:37', '2024-03-14T17:26:37'],
    ['LAST 2 WEEKS : NOW', '2024-02-29', '2024-03-14T15:26:37'],
  ]);
});

describe('getSinceUntil: start of, end of, first of', () => {
  check([
    ['start of this month : end of this month', '2024-03-01', '2024-03-31'],
    ['beginning of last year : start of this year', '2023-01-01', '2024-01-01'],
    ['start of last 2 weeks : end of this week', '2024-02-26', '2024-03-17'],
    ['start of next quarter : end of next quarter', '2024-04-01', '2024-06-30'],
    ['end of prior month : today', '2024-02-29', '2024-03-14'],
    ['start of this day : end of this day', '2024-03-14', '2024-03-14'],
    ['start of last 3 years : end of last year', '2021-01-01', '2023-12-31'],
    ['first of this month : today', '2024-03-01', '2024-03-14'],
    ['first day of last month : first day of this month', '2024-02-01', '2024-03-01'],
    ['first of the year : today', '2024-01-01', '2024-03-14'],
    ['1st day of next quarter : ', '2024-04-01', null],
    ['first of this week : now', '2024-03-11', '2024-03-14T15:26:37'],
  ]);
});

describe('getSinceUntil: relative start and end', () => {
  check([
    ['Last week', '2024-03-07T15:26:37', '2024-03-14', { relativeStart: 'now' }],
    ['Last week', '2024-03-07', '2024-03-14T15:26:37', { relativeEnd: 'now' }],
    [
      'Last week',
      '2024-03-07T15:26:37',
      '2024-03-14T15:26:37',
      { relativeStart: 'now', relativeEnd: 'now' },
    ],
    ['Next week', '2024-03-14T15:26:37', '2024-03-21T15:26:37', { relativeStart: 'now' }],
    [
      'Last day',
      '2023-12-31',
      '2024-01-01',
      { relativeStart: '2024-01-01', relativeEnd: '2024-01-01' },
    ],
    ['Last 3 days', '2024-03-11', '2024-03-14', { relativeStart: 'today', relativeEnd: 'today' }],
    ['start of this month : now', '2024-03-01', '2024-03-14T15:26:37', { relativeStart: 'now' }],
    ['first week of last month', '2024-02-01', '2024-02-08', { relativeStart: 'now' }],
    // Superset anchors the calendar phrases on today whatever the relative start.
    ['previous calendar month', '2024-02-01', '2024-03-01', { relativeStart: 'now' }],
    ['Current day', '2024-03-14', '2024-03-15', { relativeStart: 'now', relativeEnd: 'now' }],
  ]);
});

describe('getSinceUntil: the expression language', () => {
  check([
    ["DATETIME('now') : DATETIME('2024-12-31')", '2024-03-14T15:26:37', '2024-12-31'],
    ["datetime('2018') : datetime('2018-9')", '2018-01-01', '2018-09-01'],
    ["dateadd(datetime('today'),1,year,) : ", '2025-03-14', null],
    ["DATEADD(DATETIME('today'), 2, quarter) : ", '2024-09-14', null],
    ["DATEADD(DATETIME('today'), 3, month) : ", '2024-06-14', null],
    ["DATEADD(DATETIME('today'), -3, week) : ", '2024-02-22', null],
    ["DATEADD(DATETIME('now'), 3, hour) : ", '2024-03-14T18:26:37', null],
    ["DATEADD(DATETIME('now'), 40, minute) : ", '2024-03-14T16:06:37', null],
    ["DATEADD(DATETIME('now'), -11, second) : ", '2024-03-14T15:26:26', null],
    ['DATEADD(DATETIME("today"), +1, DAYS) : ', '2024-03-15', null],
    ["DATETRUNC(DATETIME('now'), year) : ", '2024-01-01', null],
    ["DATETRUNC(DATETIME('now'), quarter) : ", '2024-01-01', null],
    ["DATETRUNC(DATETIME('2024-08-20'), quarter) : ", '2024-07-01', null],
    ["DATETRUNC(DATETIME('now'), month) : ", '2024-03-01', null],
    ["DATETRUNC(DATETIME('now'), week) : ", '2024-03-11', null],
    ["DATETRUNC(DATETIME('2024-03-17T23:00:00'), week) : ", '2024-03-11', null],
    ["DATETRUNC(DATETIME('2024-03-11T01:00:00'), WEEK) : ", '2024-03-11', null],
    ["DATETRUNC(DATETIME('now'), day) : ", '2024-03-14', null],
    ["DATETRUNC(DATETIME('now'), hour) : ", '2024-03-14T15:00:00', null],
    ["DATETRUNC(DATETIME('now'), minute) : ", '2024-03-14T15:26:00', null],
    ["DATETRUNC(DATETIME('now'), second) : ", '2024-03-14T15:26:37', null],
    ["LASTDAY(DATETIME('now'), year) : ", '2024-12-31', null],
    ["LASTDAY(DATETIME('now'), quarter) : ", '2024-03-31', null],
    ["LASTDAY(DATETIME('2024-05-31'), quarter) : ", '2024-06-30', null],
    ["LASTDAY(DATETIME('now'), month) : ", '2024-03-31', null],
    ["LASTDAY(DATETIME('now'), week) : ", '2024-03-17', null],
    ["LASTDAY(DATETIME('now'), day) : ", '2024-03-14', null],
    ["LASTDAY(DATETIME('2024-02-10'), month) : ", '2024-02-29', null],
    ["LASTDAY(DATETIME('2023-02-10'), month) : ", '2023-02-28', null],
    ["LASTDAY(DATEADD(DATETIME('2018-01-01T00:00:00'), 1, month), month) : ", '2018-02-28', null],
    [
      "DATEADD(DATETIME('today'), DATEDIFF(DATETIME('2024-01-01'), DATETIME('today')), day) : ",
      '2024-05-26',
      null,
    ],
    [
      "DATEADD(DATETIME('2000-01-01'), DATEDIFF(DATETIME('2020-06-01'), DATETIME('today'), year), year) : ",
      '2004-01-01',
      null,
    ],
    // Like Python's timedelta.days, a negative part of a day rounds down to -1.
    [
      "DATEADD(DATETIME('today'), DATEDIFF(DATETIME('now'), DATETIME('today'), day,), day) : ",
      '2024-03-13',
      null,
    ],
    ["HOLIDAY('Christmas') : ", '2024-12-25', null],
    ["HOLIDAY('Labor day', DATETIME('2018-01-01T00:00:00')) : ", '2018-09-03', null],
    ["HOLIDAY('Juneteenth', DATETIME('2022-01-01T00:00:00'), 'US') : ", '2022-06-19', null],
    ["HOLIDAY('Independence Day', DATETIME('2022-01-01T00:00:00'), 'US') : ", '2022-07-04', null],
    ["HOLIDAY('Boxing day', DATETIME('2018-01-01T00:00:00'), 'UK') : ", '2018-12-26', null],
    [
      "HOLIDAY('new year', DATETIME('2025')) : HOLIDAY('thanksgiving', DATETIME('2025'))",
      '2025-01-01',
      '2025-11-27',
    ],
    [
      "HOLIDAY('Memorial Day') : HOLIDAY('Martin Luther King', DATEADD(DATETIME('today'), 1, year))",
      '2024-05-27',
      '2025-01-20',
    ],
    [
      "HOLIDAY('Good Friday', DATETIME('2024'), 'GB') : HOLIDAY('Easter Monday', DATETIME('2024'), 'gb')",
      '2024-03-29',
      '2024-04-01',
    ],
    [
      "HOLIDAY(\"New Year's Day\", DATETIME('2023-06-01')) : HOLIDAY('Christmas' DATETIME('2023'))",
      '2023-01-01',
      '2023-12-25',
    ],
  ]);
});

describe('getSinceUntil: month ends and leap years', () => {
  check([
    ["DATEADD(DATETIME('2024-01-31'), 1, month) : ", '2024-02-29', null],
    ["DATEADD(DATETIME('2023-01-31'), 1, month) : ", '2023-02-28', null],
    ["DATEADD(DATETIME('2024-02-29'), 1, year) : ", '2025-02-28', null],
    ["DATEADD(DATETIME('2024-02-29'), -1, year) : ", '2023-02-28', null],
    ["DATEADD(DATETIME('2024-02-29'), 4, year) : ", '2028-02-29', null],
    ["DATEADD(DATETIME('2024-03-31'), -1, month) : ", '2024-02-29', null],
    ["DATEADD(DATETIME('2024-03-31'), -1, quarter) : ", '2023-12-31', null],
    ["DATEADD(DATETIME('2024-08-31'), 1, quarter) : ", '2024-11-30', null],
    ["DATEADD(DATETIME('2023-12-31'), 2, month) : ", '2024-02-29', null],
    ["DATEADD(DATETIME('2024-02-28'), 1, day) : ", '2024-02-29', null],
    ["DATEADD(DATETIME('2023-02-28'), 1, day) : ", '2023-03-01', null],
    ["DATEADD(DATETIME('1900-02-28'), 1, day) : ", '1900-03-01', null],
    ["DATEADD(DATETIME('2000-02-28'), 1, day) : ", '2000-02-29', null],
    ["LASTDAY(DATETIME('1900-02-10'), month) : ", '1900-02-28', null],
    ["LASTDAY(DATETIME('2000-02-10'), month) : ", '2000-02-29', null],
    ["DATEADD(DATETIME('2100-01-31'), 1, month) : ", '2100-02-28', null],
    ["DATEADD(DATETIME('2024-12-31T23:00:00'), 2, hour) : ", '2025-01-01T01:00:00', null],
    ["DATEADD(DATETIME('2024-01-31T10:30:00'), 1, month) : ", '2024-02-29T10:30:00', null],
  ]);
});

describe('getSinceUntil: written dates', () => {
  check([
    ['March 1, 2024 : 14 March 2024', '2024-03-01', '2024-03-14'],
    ['Mar 2024 : Apr 2024', '2024-03-01', '2024-04-01'],
    ['2/3/1969 : 1969-02-04', '1969-02-03', '1969-02-04'],
    ['20240301 : 2024/03/05', '2024-03-01', '2024-03-05'],
    [
      '2024-03-10T10:00:00+02:00 : 2024-03-10 10:00:00Z',
      '2024-03-10T08:00:00',
      '2024-03-10T10:00:00',
    ],
    [
      '2024-03-10T10:00 : 2024-03-10T10:00:00.250',
      '2024-03-10T10:00:00',
      '2024-03-10T10:00:00.250',
    ],
  ]);
});

describe('getSinceUntil: errors', () => {
  it.each([
    ['tomorrow : yesterday', 'From date cannot be larger than to date'],
    ['2020-02-01 : 2020-01-01', 'From date cannot be larger than to date'],
    ['xxxxxxx : today', 'Cannot parse time string [xxxxxxx]'],
    ['today : 2024-02-30', 'Cannot parse time string [2024-02-30]'],
    ['2024-13-01 : ', 'Cannot parse time string [2024-13-01]'],
    ['1900-02-29 : ', 'Cannot parse time string [1900-02-29]'],
    ['5 days : now', 'Time string is ambiguous. Please specify [5 days ago] or [5 days later].'],
    ['not a range', 'Cannot parse time range [not a range]'],
    ['2020-01-01', 'Cannot parse time range [2020-01-01]'],
    ['Last fortnight', 'Cannot parse time string [Last fortnight]'],
    ["DATEADD(DATETIME('today'), -7) : today", 'expected ","'],
    ["DATETIME('today') garbage : now", 'expected the end of the expression but found "garbage"'],
    ["DATETIME('today) : now", 'unterminated text'],
    [
      "DATEDIFF(DATETIME('today'), DATETIME('now')) : today",
      'DATEDIFF gives a number of days or years, not a date',
    ],
    ["DATETRUNC(DATETIME('today'), fortnight) : ", 'expected a unit'],
    ["LASTDAY(DATETIME('today'), hour) : ", 'expected a unit (year, quarter, month, week, day)'],
    ["DATEADD(DATETIME('today'), 1.5, day) : ", 'Error parsing date expression'],
    ["HOLIDAY('Diwali') : ", 'Unable to find such a holiday: [Diwali]'],
    ["HOLIDAY('Christmas', DATETIME('today'), 'FR') : ", 'Holidays of country [FR] are not known'],
  ])('%s fails with "%s"', (timeRange, message) => {
    let error: unknown;
    try {
      getSinceUntil(timeRange, { now: NOW });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TimeRangeError);
    expect((error as Error).message).toContain(message);
  });

  it('with Last 3 hours ending today, starts after it ends (an explicit end anchor wins)', () => {
    expect(() => getSinceUntil('Last 3 hours', { now: NOW, relativeEnd: 'today' })).toThrow(
      'From date cannot be larger than to date',
    );
  });
});
