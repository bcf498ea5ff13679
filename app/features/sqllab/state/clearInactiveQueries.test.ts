import { describe, expect, it } from 'vitest';
import { clearInactiveQueries } from './clearInactiveQueries';
import type { QueriesState } from './queriesState';
import { aQuery } from './testStore';
import type { Query } from './types';

function withQueries(...queries: Query[]): QueriesState {
  return { queries: Object.fromEntries(queries.map((q) => [q.id, q])), queriesLastUpdate: 0 };
}

describe('clearing inactive queries', () => {
  it('drops running or pending runs older than the interval that never progressed', () => {
    const state = withQueries(
      aQuery({ id: 'oldRunning', state: 'running', startDttm: 0 }),
      aQuery({ id: 'oldPending', state: 'pending', startDttm: 0 }),
      aQuery({ id: 'progressed', state: 'running', startDttm: 0, progress: 5 }),
      aQuery({ id: 'young', state: 'running', startDttm: 9_000 }),
      aQuery({ id: 'done', state: 'success', startDttm: 0 }),
    );
    const next = clearInactiveQueries(state, 2000, 10_000);
    expect(Object.keys(next.queries).sort()).toEqual(['done', 'progressed', 'young']);
    expect(next.queries.young).toBe(state.queries.young);
  });

  it('gives runs with a results key the status of their stored result', () => {
    const fetched = aQuery({
      id: 'q1',
      state: 'fetching',
      progress: 100,
      resultsKey: 'k',
      results: {
        status: 'success',
        columns: [],
        selected_columns: [],
        expanded_columns: [],
        tableKey: null,
        rowCount: 0,
        query: { id: 'q1', state: 'success' },
      },
    });
    const next = clearInactiveQueries(withQueries(fetched), 2000, 10_000);
    expect(next.queries.q1?.state).toBe('success');
  });

  it('changes nothing when nothing is inactive', () => {
    const state = withQueries(aQuery({ id: 'q1', state: 'success', resultsKey: 'k' }));
    expect(clearInactiveQueries(state, 2000, 10_000)).toBe(state);
  });
});
