// Splits days into the calendars (domains) drawn one after another, in UTC date strings
// ("YYYY-MM-DD"), which ECharts' calendar reads as local dates: the day the data means.

const DAY = 86_400_000;

/** "YYYY-MM-DD" of an epoch-ms instant's UTC date. */
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One calendar: its first and last day and how many week columns it spans. */
export interface CalendarDomain {
  key: string;
  start: string;
  end: string;
  weeks: number;
}

/** The epoch-ms start of the domain (year, month or Sunday-started week) holding a day. */
function domainStart(time: number, domain: string): number {
  const date = new Date(time);
  if (domain === 'year') return Date.UTC(date.getUTCFullYear(), 0, 1);
  if (domain === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return day - date.getUTCDay() * DAY;
}

function domainEnd(start: number, domain: string): number {
  const date = new Date(start);
  if (domain === 'year') return Date.UTC(date.getUTCFullYear() + 1, 0, 1) - DAY;
  if (domain === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - DAY;
  return start + 6 * DAY;
}

/**
 * The domains covering the given days, oldest first. A 'day' domain is drawn as its week:
 * a calendar of one cell would say nothing.
 */
export function calendarDomains(times: number[], domain: string): CalendarDomain[] {
  const unit = domain === 'year' || domain === 'month' ? domain : 'week';
  const starts = [...new Set(times.map((time) => domainStart(time, unit)))].sort((a, b) => a - b);
  return starts.map((start) => {
    const end = domainEnd(start, unit);
    const offset = new Date(start).getUTCDay();
    return {
      key:
        unit === 'year'
          ? isoDay(start).slice(0, 4)
          : unit === 'month'
            ? isoDay(start).slice(0, 7)
            : isoDay(start),
      start: isoDay(start),
      end: isoDay(end),
      weeks: Math.ceil((offset + (end - start) / DAY + 1) / 7),
    };
  });
}

/** The days a bucket of the subdomain's grain covers (a week or month bucket colours each of its days). */
export function daysOfBucket(start: number, subdomain: string): number[] {
  if (subdomain !== 'week' && subdomain !== 'month') return [start];
  const date = new Date(start);
  const end =
    subdomain === 'week'
      ? start + 7 * DAY
      : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  const days: number[] = [];
  for (let time = start; time < end; time += DAY) days.push(time);
  return days;
}
