import { afterEach, describe, expect, it, vi } from 'vitest';
import { overallProgress, pollProgress, PROGRESS_POLL_MS } from './pollProgress';

describe('overallProgress', () => {
  it('counts the statements of a run equally and leaves 100 for the success', () => {
    expect(overallProgress(0, 1, 42.7)).toBe(42);
    expect(overallProgress(0, 2, 50)).toBe(25);
    expect(overallProgress(1, 2, 50)).toBe(75);
    expect(overallProgress(0, 1, 100)).toBe(99);
    expect(overallProgress(0, 1, 250)).toBe(99);
    expect(overallProgress(0, 1, -3)).toBe(0);
  });
});

describe('pollProgress', () => {
  afterEach(() => vi.useRealTimers());

  it('reports each rise of the engine’s progress, never a fall or an unknown', () => {
    vi.useFakeTimers();
    const readings = [undefined, 0, 12.5, 12.9, 8, undefined, 60];
    const reported: number[] = [];
    const stop = pollProgress(
      () => readings.shift(),
      () => ({ index: 0, count: 1 }),
      (progress) => reported.push(progress),
    );
    vi.advanceTimersByTime(PROGRESS_POLL_MS * 7);
    expect(reported).toEqual([12, 60]);
    stop();
    readings.push(80);
    vi.advanceTimersByTime(PROGRESS_POLL_MS * 2);
    expect(reported).toEqual([12, 60]);
  });

  it('reads nothing before the first period: short runs send no message', () => {
    vi.useFakeTimers();
    const read = vi.fn(() => 50);
    const stop = pollProgress(
      read,
      () => ({ index: 0, count: 1 }),
      () => undefined,
    );
    vi.advanceTimersByTime(PROGRESS_POLL_MS - 1);
    stop();
    expect(read).not.toHaveBeenCalled();
  });
});
