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
    // 40 ms a slice: a (25 ms), then b (over budget after it) end the first task.
    await vi.waitFor(() => expect(log).toHaveLength(10));
    expect(log).toEqual(['a', 'b', '|', '|', 'c', 'd', '|', '|', 'e', '|']);
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
