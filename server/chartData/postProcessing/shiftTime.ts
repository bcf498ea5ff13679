// Moving an offset query's times back onto the main query's axis: "1 year ago" rows move one
// calendar year forward (pandas DateOffset: month ends clamp, Feb 29 + 1 year is Feb 28).
import { invalid } from './options';

const OFFSET = /^\s*(\d+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s+(ago|later)\s*$/i;
const FIXED_MS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

/** A shifter for microsecond times that undoes `offset` ("N <unit>s ago" moves forward). */
export function forwardShifter(offset: string): (micros: number) => number {
  const match = OFFSET.exec(offset);
  if (!match) throw invalid(`Time offset is not valid: ${offset}`);
  const amount = Number(match[1]) * (match[3]?.toLowerCase() === 'ago' ? 1 : -1);
  const unit = (match[2] ?? '').toLowerCase();
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) return (micros) => micros + amount * fixed * 1000;
  const months = amount * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1);
  return (micros) => {
    if (Number.isNaN(micros)) return micros;
    const ms = Math.floor(micros / 1000);
    const date = new Date(ms);
    const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const shifted = new Date(ms);
    shifted.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
    return shifted.getTime() * 1000 + (micros - ms * 1000);
  };
}
