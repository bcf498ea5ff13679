import { describe, expect, it } from 'vitest';
import { REFRESH_INTERVALS, effectiveRefreshMs, staggerDelays } from './refreshSchedule';

describe('REFRESH_INTERVALS', () => {
  it("runs from Don't refresh to 24 hours", () => {
    expect(REFRESH_INTERVALS[0]).toEqual({ seconds: 0, label: "Don't refresh" });
    expect(REFRESH_INTERVALS.at(-1)).toEqual({ seconds: 86400, label: '24 hours' });
    const seconds = REFRESH_INTERVALS.map((interval) => interval.seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
  });
});

describe('effectiveRefreshMs', () => {
  it('is at least the stagger time (default 5000 ms)', () => {
    expect(effectiveRefreshMs(10)).toBe(10_000);
    expect(effectiveRefreshMs(2)).toBe(5000);
    expect(effectiveRefreshMs(10, 30_000)).toBe(30_000);
    expect(effectiveRefreshMs(60, 30_000)).toBe(60_000);
  });

  it('is 0 (off) for no interval', () => {
    expect(effectiveRefreshMs(0)).toBe(0);
    expect(effectiveRefreshMs(-5)).toBe(0);
    expect(effectiveRefreshMs(Number.NaN)).toBe(0);
  });
});

describe('staggerDelays', () => {
  it('spreads charts evenly over the stagger window', () => {
    expect([...staggerDelays([7, 8, 9], true, 5000)]).toEqual([
      [7, 0],
      [8, 2500],
      [9, 5000],
    ]);
    expect([...staggerDelays([7], true, 5000)]).toEqual([[7, 0]]);
  });

  it('refreshes all at once when staggering is off', () => {
    expect([...staggerDelays([7, 8, 9], false, 5000).values()]).toEqual([0, 0, 0]);
  });
});
