import { describe, expect, it } from 'vitest';
import { timeAxisMinInterval } from './timeAxisInterval';

const DAY = 24 * 3600 * 1000;
const fourYears = [Date.UTC(2012, 0, 1), Date.UTC(2013, 6, 1), Date.UTC(2015, 11, 31)];

describe('timeAxisMinInterval', () => {
  it('asks a narrow chart of four years for yearly steps, a wide one for half years', () => {
    expect(timeAxisMinInterval(fourYears, 300)).toBe(365 * DAY);
    expect(timeAxisMinInterval(fourYears, 200)).toBe(730 * DAY);
    expect(timeAxisMinInterval(fourYears, 700)).toBe(182 * DAY);
  });

  it('asks for nothing when the range or the room is empty', () => {
    expect(timeAxisMinInterval([Date.UTC(2012, 0, 1)], 600)).toBe(0);
    expect(timeAxisMinInterval([], 600)).toBe(0);
    expect(timeAxisMinInterval(fourYears, 100)).toBe(0);
  });

  it('reads numbers given as text and skips what is not a time', () => {
    expect(timeAxisMinInterval(['1325376000000', 'x', String(Date.UTC(2015, 11, 31))], 300)).toBe(
      365 * DAY,
    );
  });
});
