// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncEvent } from '@common/api/asyncEvents';
import type { ApiErrorEntry } from '@common/errors/errorTypes';
import {
  AsyncJobError,
  fetchAsyncJobResult,
  stopAsyncEvents,
  waitForAsyncJob,
} from './asyncEvents';
import { resetCsrfToken } from './client';
import { json, stubApi } from './testing/stubApi';

/** The page's socket, as the transport sees it; the test opens, feeds and drops it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  static get last(): FakeSocket | undefined {
    return FakeSocket.all.at(-1);
  }
  open() {
    this.onopen?.();
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.();
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

let sequence = 0;
const event = (job: string, status: AsyncEvent['status'], extra: Partial<AsyncEvent> = {}) => ({
  id: `1700000000000-${sequence++}`,
  channel_id: 'c1',
  job_id: job,
  user_id: 1,
  status,
  result_url: status === 'done' ? `/api/v1/chart/data/key-${job}` : null,
  errors: [],
  ...extra,
});

/** How a promise stands, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

const eventPolls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/v1/async_event/')).map((call) => call.url);

beforeEach(() => {
  resetCsrfToken();
  vi.useFakeTimers();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  stopAsyncEvents();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('waitForAsyncJob over the websocket', () => {
  it('opens one socket for the page and resolves each job with its result URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = track(waitForAsyncJob({ job_id: 'a' }));
    const second = track(waitForAsyncJob({ job_id: 'b' }));
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.last?.url).toBe(
      `ws://${window.location.host}/api/v1/async_event/ws?last_id=0-0`,
    );
    FakeSocket.last?.open();
    FakeSocket.last?.push(event('a', 'pending'));
    FakeSocket.last?.push(event('a', 'running'));
    FakeSocket.last?.push(event('b', 'done'));
    await vi.advanceTimersByTimeAsync(0);
    expect(second.value).toBe('/api/v1/chart/data/key-b');
    expect(first.settled).toBe(false);
    // Other statuses are ignored, with a warning.
    expect(warn).toHaveBeenCalledTimes(2);
    FakeSocket.last?.push(event('a', 'done'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.value).toBe('/api/v1/chart/data/key-a');
  });

  it('rejects with the job errors, normalised', async () => {
    const waiting = track(waitForAsyncJob({ job_id: 'bad' }));
    FakeSocket.last?.open();
    const errors: ApiErrorEntry[] = [
      {
        message: 'Columns missing in dataset: nope',
        error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
        level: 'error',
        extra: {},
      },
    ];
    FakeSocket.last?.push(event('bad', 'error', { errors }));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.error).toBeInstanceOf(AsyncJobError);
    const error = waiting.error as AsyncJobError;
    expect(error.message).toBe('Columns missing in dataset: nope');
    expect(error.normalized.errors).toEqual(errors);
    expect(error.status).toBeUndefined();
  });

  it('fetches the result of a done job through the API client', async () => {
    const calls = stubApi({
      'GET /api/v1/chart/data/key-r': json(200, { result: [{ rowcount: 3 }] }),
    });
    const result = track(fetchAsyncJobResult<{ result: { rowcount: number }[] }>({ job_id: 'r' }));
    FakeSocket.last?.push(event('r', 'done'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toEqual({ result: [{ rowcount: 3 }] });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/chart/data/key-r']);
  });

  it('keeps an event that came before its listener, retrying 6 times 100 ms × try apart', async () => {
    track(waitForAsyncJob({ job_id: 'other' }));
    FakeSocket.last?.push(event('early', 'done'));
    // Retries at 100, 300, 600, 1000, 1500 and 2100 ms: registered at 1000, found at 1500.
    await vi.advanceTimersByTimeAsync(1000);
    const early = track(waitForAsyncJob({ job_id: 'early' }));
    await vi.advanceTimersByTimeAsync(499);
    expect(early.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(early.value).toBe('/api/v1/chart/data/key-early');

    FakeSocket.last?.push(event('late', 'done'));
    // 100 + 200 + … + 600 ms: every retry spent.
    await vi.advanceTimersByTimeAsync(2100);
    const late = track(waitForAsyncJob({ job_id: 'late' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(late.settled).toBe(false);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = track(waitForAsyncJob({ job_id: 'gone' }, { signal: controller.signal }));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((waiting.error as Error).name).toBe('AbortError');
    FakeSocket.last?.push(event('gone', 'done'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(waiting.error).toBeDefined();
  });
});

describe('reconnects, then polling', () => {
  it('reconnects 2.5 s after a drop, resuming after the last event seen', async () => {
    track(waitForAsyncJob({ job_id: 'x' }));
    FakeSocket.last?.open();
    const seen = event('y', 'running');
    FakeSocket.last?.push(seen);
    FakeSocket.last?.drop();
    await vi.advanceTimersByTimeAsync(2499);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.last?.url).toContain(`?last_id=${seen.id}`);
  });

  it('polls every 500 ms after 6 failed reconnects, from the last event seen, while someone waits', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers: AsyncEvent[][] = [[], [event('p', 'running')], [event('p', 'done')]];
    const calls = stubApi({
      'GET /api/v1/async_event/': () => json(200, { result: answers.shift() ?? [] }),
    });
    const waiting = track(waitForAsyncJob({ job_id: 'p' }));
    FakeSocket.last?.push(event('q', 'pending'));
    for (let attempt = 0; attempt < 6; attempt++) {
      FakeSocket.last?.drop();
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(FakeSocket.all).toHaveLength(7);
    expect(eventPolls(calls)).toEqual([]);
    FakeSocket.last?.drop();
    await vi.advanceTimersByTimeAsync(0);
    const firstPoll = eventPolls(calls);
    expect(firstPoll).toHaveLength(1);
    expect(firstPoll[0]).toMatch(/\?last_id=1700000000000-\d+$/);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(waiting.value).toBe('/api/v1/chart/data/key-p');
    expect(eventPolls(calls)).toHaveLength(3);
    // Nobody waits: no more polls, and no more sockets.
    await vi.advanceTimersByTimeAsync(5000);
    expect(eventPolls(calls)).toHaveLength(3);
    expect(FakeSocket.all).toHaveLength(7);
  });

  it('polls from the start of the channel when it has seen no event, and after a failed poll', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('WebSocket', undefined);
    let failures = 1;
    const calls = stubApi({
      'GET /api/v1/async_event/': () =>
        failures-- > 0
          ? json(503, { message: 'away' })
          : json(200, { result: [event('n', 'done')] }),
    });
    const waiting = track(waitForAsyncJob({ job_id: 'n' }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(eventPolls(calls)).toEqual(['/api/v1/async_event/', '/api/v1/async_event/']);
    expect(waiting.value).toBe('/api/v1/chart/data/key-n');
  });
});
