import { describe, expect, it } from 'vitest';
import { queryFailed, queryStarted, queryStopped, querySucceeded } from './actions';
import {
  clearQueryResults,
  queriesReducer,
  removeQuery,
  requestQueryResults,
} from './queriesSlice';
import type { QueriesState } from './queriesState';
import { aQuery } from './testStore';
import type { Query, QueryResults } from './types';
import { newQuery } from './thunks/runQuery';

function withQueries(...queries: Query[]): QueriesState {
  return { queries: Object.fromEntries(queries.map((q) => [q.id, q])), queriesLastUpdate: 0 };
}

function results(fields: Partial<QueryResults> = {}): QueryResults {
  return {
    status: 'success',
    columns: [{ name: 'a' }],
    selected_columns: [{ name: 'a' }],
    expanded_columns: [],
    tableKey: 'q1#1',
    rowCount: 3,
    query: {
      id: 'q1',
      rows: 3,
      limitingFactor: 'NOT_LIMITED',
      tempSchema: 'tmp',
      tempTable: 't1',
      resultsKey: 'key-1',
    },
    ...fields,
  };
}

describe('creation', () => {
  it('starts at progress 0, pending when asynchronous, running otherwise', () => {
    const sync = newQuery({ dbId: 1, sql: 'SELECT 1' }, 50);
    expect(sync).toMatchObject({ state: 'running', progress: 0, startDttm: 50, runAsync: false });
    expect(sync.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(newQuery({ dbId: 1, sql: 'SELECT 1', runAsync: true }).state).toBe('pending');
  });
});

describe('start', () => {
  it('adds the run and clears the result data of the tab’s earlier runs only', () => {
    const old = aQuery({ id: 'old', state: 'success', results: results({ tableKey: 'old#1' }) });
    const otherTab = aQuery({
      id: 'other',
      sqlEditorId: 'tab2',
      state: 'success',
      results: results({ tableKey: 'other#1' }),
    });
    const next = queriesReducer(withQueries(old, otherTab), queryStarted(aQuery({ id: 'new' })));
    expect(next.queries.new?.state).toBe('running');
    expect(next.queries.old?.results?.tableKey).toBeNull();
    expect(next.queries.old?.results?.columns).toEqual([{ name: 'a' }]);
    expect(next.queries.other).toBe(otherTab);
  });
});

describe('success', () => {
  it('records the result, end time, rows, limiting factor, temp table and results key', () => {
    const state = withQueries(aQuery({ id: 'q1', errorMessage: 'old', cached: true }));
    const action = querySucceeded('q1', results());
    const q = queriesReducer(state, action).queries.q1;
    expect(q).toMatchObject({
      state: 'success',
      progress: 100,
      endDttm: action.payload.at,
      rows: 3,
      limitingFactor: 'NOT_LIMITED',
      tempSchema: 'tmp',
      tempTable: 't1',
      resultsKey: 'key-1',
      errorMessage: null,
      cached: false,
    });
    expect(q?.results?.tableKey).toBe('q1#1');
  });

  it('is ignored when the run was stopped locally or the status is not success', () => {
    const stopped = withQueries(aQuery({ id: 'q1', state: 'stopped' }));
    expect(queriesReducer(stopped, querySucceeded('q1', results()))).toBe(stopped);
    const running = withQueries(aQuery({ id: 'q1' }));
    const failed = querySucceeded('q1', results({ status: 'failed' }));
    expect(queriesReducer(running, failed)).toBe(running);
  });
});

describe('failure', () => {
  it('keeps the server’s errors, message and link, with the end time', () => {
    const errors = [
      { message: 'no table', error_type: 'TABLE_DOES_NOT_EXIST_ERROR', level: 'error', extra: {} },
    ] as const;
    const action = queryFailed('q1', {
      message: 'no table',
      link: 'http://x',
      errors: [...errors],
    });
    const q = queriesReducer(withQueries(aQuery({ id: 'q1' })), action).queries.q1;
    expect(q).toMatchObject({
      state: 'failed',
      errorMessage: 'no table',
      link: 'http://x',
      errors: [...errors],
      endDttm: action.payload.at,
    });
  });

  it('is ignored when the run was stopped locally', () => {
    const state = withQueries(aQuery({ id: 'q1', state: 'stopped' }));
    expect(queriesReducer(state, queryFailed('q1', { message: 'x' }))).toBe(state);
  });
});

describe('stop, clear, fetch and removal', () => {
  it('a stopped run has empty results', () => {
    const state = withQueries(aQuery({ id: 'q1', results: results() }));
    expect(queriesReducer(state, queryStopped('q1')).queries.q1).toMatchObject({
      state: 'stopped',
      results: null,
    });
  });

  it('a stopped run ends at the stop, so its duration is how long it ran', () => {
    const state = withQueries(aQuery({ id: 'q1', startDttm: 1_000 }));
    const stop = { ...queryStopped('q1'), meta: { at: 4_000 } };
    expect(queriesReducer(state, stop).queries.q1?.endDttm).toBe(4_000);
    // An end already known (the server's) stays.
    const ended = withQueries(aQuery({ id: 'q1', startDttm: 1_000, endDttm: 1_003 }));
    expect(queriesReducer(ended, stop).queries.q1?.endDttm).toBe(1_003);
  });

  it('clearing results empties the data and marks the run cached', () => {
    const state = withQueries(aQuery({ id: 'q1', state: 'success', results: results() }));
    const q = queriesReducer(state, clearQueryResults('q1')).queries.q1;
    expect(q?.results?.tableKey).toBeNull();
    expect(q?.cached).toBe(true);
  });

  it('fetching results by key shows as fetching; a query can be removed', () => {
    const state = withQueries(aQuery({ id: 'q1', state: 'success', resultsKey: 'k' }));
    expect(queriesReducer(state, requestQueryResults('q1')).queries.q1?.state).toBe('fetching');
    expect(queriesReducer(state, removeQuery('q1')).queries).toEqual({});
  });
});
