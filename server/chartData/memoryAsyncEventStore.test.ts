import { describe, expect, it } from 'vitest';
import type { AsyncJobMetadata } from '@common/api/asyncEvents';
import { ASYNC_EVENT_RETENTION_MS, ASYNC_EVENTS_PER_CHANNEL } from './asyncEventLimits';
import { MemoryAsyncEventStore } from './memoryAsyncEventStore';

const event = (channel: string, job = 'j'): AsyncJobMetadata => ({
  channel_id: channel,
  job_id: job,
  user_id: 1,
  status: 'pending',
  result_url: null,
  errors: [],
});

function storeAt(start: number) {
  let now = start;
  const store = new MemoryAsyncEventStore(() => now);
  return { store, setNow: (ms: number) => (now = ms) };
}

describe('MemoryAsyncEventStore', () => {
  it('numbers events as growing stream ids, even when the clock steps back', async () => {
    const { store, setNow } = storeAt(5000);
    const ids = [];
    ids.push((await store.append(event('a'))).id);
    ids.push((await store.append(event('b'))).id);
    setNow(4000);
    ids.push((await store.append(event('a'))).id);
    setNow(6000);
    ids.push((await store.append(event('a'))).id);
    expect(ids).toEqual(['5000-0', '5000-1', '5000-2', '6000-0']);
  });

  it('reads a channel after an id, a page at a time', async () => {
    const { store } = storeAt(1);
    for (let i = 0; i < 5; i++) await store.append(event('a', `a${i}`));
    await store.append(event('b', 'b0'));
    const jobs = (list: { job_id: string }[]) => list.map((e) => e.job_id);
    expect(jobs(await store.read('a', null, 3))).toEqual(['a0', 'a1', 'a2']);
    expect(jobs(await store.read('a', '1-2', 10))).toEqual(['a3', 'a4']);
    expect(await store.read('a', '1-9', 10)).toEqual([]);
    expect(jobs(await store.read('b', null, 10))).toEqual(['b0']);
    expect(await store.read('c', null, 10)).toEqual([]);
  });

  it('keeps events for a while and a bounded number per channel', async () => {
    const { store, setNow } = storeAt(1_000_000);
    await store.append(event('a', 'old'));
    setNow(1_000_000 + ASYNC_EVENT_RETENTION_MS + 1);
    await store.append(event('a', 'new'));
    expect((await store.read('a', null, 10)).map((e) => e.job_id)).toEqual(['new']);
    for (let i = 0; i < ASYNC_EVENTS_PER_CHANNEL + 5; i++) await store.append(event('b', `${i}`));
    const kept = await store.read('b', null, ASYNC_EVENTS_PER_CHANNEL * 2);
    expect(kept).toHaveLength(ASYNC_EVENTS_PER_CHANNEL);
    expect(kept[0]?.job_id).toBe('5');
  });

  it('tells subscribers every appended event until they leave', async () => {
    const { store } = storeAt(1);
    const heard: string[] = [];
    const stop = await store.subscribe((e) => heard.push(e.job_id));
    await store.append(event('a', 'one'));
    await store.append(event('b', 'two'));
    stop();
    await store.append(event('a', 'three'));
    expect(heard).toEqual(['one', 'two']);
  });
});
