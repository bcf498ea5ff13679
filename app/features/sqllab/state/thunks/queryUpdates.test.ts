import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { queryStarted } from '../actions';
import { refreshQueries } from '../queriesSlice';
import { aQuery, createSqlLabTestStore } from '../testStore';
import { applyServerQueries, parseSocketMessage, pollQueries } from './queryUpdates';
import { queryRecordStub } from '@app/api/testing/queryRecordStub';
import { columnarAnswer, json, stubApi } from '@app/api/testing/stubApi';

beforeEach(() => resetCsrfToken());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('pollQueries', () => {
  it('asks for changes since the last seen change less the buffer, and applies them', async () => {
    const calls = stubApi({
      'GET /api/v1/query/updated_since': json(200, {
        result: [
          queryRecordStub({
            id: 'q1',
            state: 'running',
            progress: 40,
            changed_on: '2026-01-01T00:00:09Z',
          }),
        ],
      }),
    });
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', startDttm: Date.now() })));
    store.dispatch(refreshQueries([{ id: 'q1', changed_on: '2026-01-01T00:00:08Z' }]));
    await store.dispatch(pollQueries());
    const since = Date.UTC(2026, 0, 1, 0, 0, 8) - 5000;
    expect(calls[0]?.url).toBe(
      `/api/v1/query/updated_since?q=${encodeURIComponent(`(last_updated_ms:${since})`)}`,
    );
    const state = store.getState().sqlLab.queries;
    expect(state.queries.q1?.progress).toBe(40);
    expect(state.queriesLastUpdate).toBe(Date.UTC(2026, 0, 1, 0, 0, 9));
  });

  it('marks the page offline when the network fails, and online again', async () => {
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', startDttm: Date.now() })));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await store.dispatch(pollQueries());
    expect(store.getState().sqlLab.ui.offline).toBe(true);
    stubApi({ 'GET /api/v1/query/updated_since': json(200, { result: [] }) });
    await store.dispatch(pollQueries());
    expect(store.getState().sqlLab.ui.offline).toBe(false);
  });

  it('with nothing in progress, asks nothing and clears inactive queries', async () => {
    const calls = stubApi({});
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'stale', startDttm: Date.now() - 7 * 3600_000 })));
    await store.dispatch(pollQueries());
    expect(calls).toEqual([]);
    expect(store.getState().sqlLab.queries.queries).toEqual({});
  });
});

describe('applyServerQueries', () => {
  it('fetches the results of an asynchronous run when its results key appears', async () => {
    const calls = stubApi({ 'GET /api/v1/sqllab/results/': columnarAnswer({}, 'x', [1]) });
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1', runAsync: true, state: 'pending' })));
    store.dispatch(applyServerQueries([{ id: 'q1', state: 'running' }]));
    expect(calls).toEqual([]);
    store.dispatch(applyServerQueries([{ id: 'q1', state: 'success', resultsKey: 'rk' }]));
    await vi.waitFor(() =>
      expect(store.getState().sqlLab.queries.queries.q1?.results?.rowCount).toBe(1),
    );
    expect(calls).toHaveLength(1);
    // The same key again (a later poll) does not fetch twice.
    store.dispatch(applyServerQueries([{ id: 'q1', state: 'success', resultsKey: 'rk' }]));
    expect(calls).toHaveLength(1);
  });

  it('does not fetch for synchronous runs, whose answer brings the rows', () => {
    const calls = stubApi({});
    const store = createSqlLabTestStore();
    store.dispatch(queryStarted(aQuery({ id: 'q1' })));
    store.dispatch(applyServerQueries([{ id: 'q1', state: 'success', resultsKey: 'rk' }]));
    expect(calls).toEqual([]);
    expect(store.getState().sqlLab.queries.queries.q1?.state).toBe('running');
  });
});

describe('parseSocketMessage', () => {
  it('reads pushed query messages and the hello, and ignores anything else', () => {
    expect(parseSocketMessage('{"type":"query","query":{"id":"abc","state":"running"}}')).toEqual({
      type: 'query',
      query: { id: 'abc', state: 'running' },
    });
    expect(parseSocketMessage('{"type":"hello"}')).toEqual({ type: 'hello' });
    expect(parseSocketMessage('{"type":"chart","query":{"id":"abc"}}')).toBeUndefined();
    expect(parseSocketMessage('not json')).toBeUndefined();
    expect(parseSocketMessage(new ArrayBuffer(2))).toBeUndefined();
  });
});
