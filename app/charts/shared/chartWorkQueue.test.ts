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
    // 90 ms a slice: after two 25 ms jobs (50 ms) a third still fits with its margin, not a fourth.
    await vi.waitFor(() => expect(log).toHaveLength(10));
    expect(log).toEqual(['a', 'b', 'c', '|', '|', '|', 'd', 'e', '|', '|']);
  });

  it('starts no job that a typical one says would overrun the slice', async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const log: string[] = [];
    scheduleChartWork(job(100, log, 'long'));
    for (const name of ['a', 'b', 'c']) scheduleChartWork(job(10, log, name));
    // After 100 ms another job like it (with its margin) would not fit: the short ones wait for
    // the next frame, which runs them all as the typical job shrinks.
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
