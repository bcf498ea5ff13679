// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { queryStarted } from '../actions';
import { aQuery, createSqlLabTestStore } from '../testStore';
import { startQueryUpdates } from './queryUpdates';
import { json, stubApi } from '@app/api/testing/stubApi';

class FakeSocket {
  static last: FakeSocket | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  push(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

beforeEach(() => {
  resetCsrfToken();
  vi.useFakeTimers();
  FakeSocket.last = undefined;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const polls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/v1/query/updated_since')).length;

describe('startQueryUpdates', () => {
  it('polls every 2 s while the socket is not live, and stops when asked', async () => {
    const calls = stubApi({ 'GET /api/v1/query/updated_since': json(200, { result: [] }) });
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', startDttm: Date.now() })));
    const stop = store.dispatch(startQueryUpdates());
    expect(FakeSocket.last?.url).toBe(`ws://${window.location.host}/api/v1/sqllab/ws`);
    await vi.advanceTimersByTimeAsync(4100);
    expect(polls(calls)).toBe(2);
    stop();
    expect(FakeSocket.last?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(polls(calls)).toBe(2);
  });

  it('applies pushed queries and stops polling once the socket says hello', async () => {
    const calls = stubApi({ 'GET /api/v1/query/updated_since': json(200, { result: [] }) });
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', startDttm: Date.now() })));
    const stop = store.dispatch(startQueryUpdates());
    FakeSocket.last?.push({ type: 'hello' });
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(calls)).toBe(1); // the catch-up poll
    FakeSocket.last?.push({ type: 'query', query: { id: 'q1', state: 'running', progress: 70 } });
    expect(store.getState().sqlLab.queries.queries.q1?.progress).toBe(70);
    await vi.advanceTimersByTimeAsync(6000);
    expect(polls(calls)).toBe(1);
    stop();
  });

  it('falls back to polling when a live socket drops, and reconnects', async () => {
    const calls = stubApi({ 'GET /api/v1/query/updated_since': json(200, { result: [] }) });
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', startDttm: Date.now() })));
    const stop = store.dispatch(startQueryUpdates());
    const first = FakeSocket.last;
    first?.push({ type: 'hello' });
    first?.onclose?.();
    await vi.advanceTimersByTimeAsync(2100);
    expect(polls(calls)).toBeGreaterThanOrEqual(2);
    expect(FakeSocket.last).not.toBe(first);
    stop();
  });
});
