// Moving an offset query's times back onto the main query's axis: "1 year ago" rows move one
// calendar year forward (TIME's shiftByOffset inverted: month ends clamp, Feb 29 + 1 year is
// Feb 28, as pandas' DateOffset does).
import { addUnits, parseTimeOffset } from '@common/time/timeRange';
import { invalid } from './options';

/** A shifter for microsecond times that undoes `offset` ("N <unit>s ago" moves forward). */
export function forwardShifter(offset: string): (micros: number) => number {
  const parsed = parseTimeOffset(offset);
  if (!parsed) throw invalid(`Time offset is not valid: ${offset}`);
  const { amount, unit } = parsed;
  return (micros) => {
    if (Number.isNaN(micros)) return micros;
    const ms = Math.floor(micros / 1000);
    // Sub-millisecond digits ride along: Date has none.
    return addUnits(new Date(ms), -amount, unit).getTime() * 1000 + (micros - ms * 1000);
  };
}
