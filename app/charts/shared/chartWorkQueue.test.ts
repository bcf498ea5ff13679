import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleChartWork } from './chartWorkQueue';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A clock the jobs move forward: performance.now() answers it. */
let clock = 0;
const slow = (ms: number, log: string[], name: string) => () => {
  clock += ms;
  log.push(name);
};

describe('scheduleChartWork', () => {
  it('runs jobs in later tasks, several per task but never past the slice budget', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) scheduleChartWork(slow(25, log, name));
    expect(log).toEqual([]);
    // 40 ms a slice: a (25 ms) and b (50 ms in all: over budget after it) in the first task.
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'b']);
    await vi.advanceTimersToNextTimerAsync();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a job cancelled before it ran', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const log: string[] = [];
    scheduleChartWork(() => log.push('kept'));
    const cancel = scheduleChartWork(() => log.push('dropped'));
    cancel();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['kept']);
  });
});
