import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleChartWork } from './chartWorkQueue';

afterEach(() => vi.restoreAllMocks());

/** A clock the jobs move forward: performance.now() answers it. */
let clock = 0;

/**
 * A job that takes `ms` and logs its name; the microtask it queues runs when the task it ran in
 * ends, so the log shows "|" at each task boundary.
 */
const job = (ms: number, log: string[], name: string) => () => {
  clock += ms;
  log.push(name);
  queueMicrotask(() => log.push('|'));
};

describe('scheduleChartWork', () => {
  it('runs jobs in later tasks, several per task but never past the slice budget', async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) scheduleChartWork(job(25, log, name));
    expect(log).toEqual([]);
    // 100 ms a slice: four 25 ms jobs fill the first task exactly.
    await vi.waitFor(() => expect(log).toHaveLength(10));
    expect(log).toEqual(['a', 'b', 'c', 'd', '|', '|', '|', '|', 'e', '|']);
  });

  it('starts no job that the longest one seen says would overrun the slice', async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    scheduleChartWork(job(60, log, 'long'));
    for (const name of ['a', 'b', 'c']) scheduleChartWork(job(10, log, name));
    // After 60 ms another 60 ms job would not fit: the short ones wait for the next frame,
    // which then runs them all (10 + 10 + 10 + 60 ≤ 100 before each starts).
    await vi.waitFor(() => expect(log).toHaveLength(8));
    expect(log).toEqual(['long', '|', 'a', 'b', 'c', '|', '|', '|']);
  });

  it('drops a job cancelled before it ran', async () => {
    const log: string[] = [];
    scheduleChartWork(() => log.push('kept'));
    const cancel = scheduleChartWork(() => log.push('dropped'));
    cancel();
    await vi.waitFor(() => expect(log).toEqual(['kept']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['kept']);
  });
});
