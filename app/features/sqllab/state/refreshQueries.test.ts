import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refreshQueries';
import type { QueriesState } from './queriesState';
import { aQuery } from './testStore';
import type { Query, ServerQuery } from './types';
import { toMillis } from './serverQuery';

function withQueries(...queries: Query[]): QueriesState {
  return { queries: Object.fromEntries(queries.map((q) => [q.id, q])), queriesLastUpdate: 100 };
}

const server = (fields: Partial<ServerQuery> & { id: string }): ServerQuery => ({
  state: 'running',
  changed_on: '2026-01-01T00:00:00',
  ...fields,
});

describe('refresh from the server', () => {
  it('does not overwrite stopped or failed local queries', () => {
    const state = withQueries(
      aQuery({ id: 'stopped', state: 'stopped' }),
      aQuery({ id: 'failed', state: 'failed' }),
    );
    const next = refreshQueries(state, [
      server({ id: 'stopped', state: 'success', changed_on: null }),
      server({ id: 'failed', state: 'success', changed_on: null }),
    ]);
    expect(next).toBe(state);
  });

  it('takes the record’s times of a stop, so its duration is the one shown after a reload', () => {
    const state = withQueries(
      aQuery({ id: 'stopped', state: 'stopped', startDttm: 1000, endDttm: 7000, results: null }),
    );
    const record = server({ id: 'stopped', state: 'stopped', startDttm: 1100, endDttm: 6900 });
    const next = refreshQueries(state, [record]);
    expect(next.queries.stopped).toMatchObject({
      state: 'stopped',
      startDttm: 1100,
      endDttm: 6900,
      results: null,
    });
    expect(refreshQueries(next, [record])).toBe(next);
  });

  it('a server success does not replace a local fetching, running or success', () => {
    const state = withQueries(
      aQuery({ id: 'fetching', state: 'fetching' }),
      aQuery({ id: 'running', state: 'running' }),
      aQuery({ id: 'success', state: 'success' }),
      aQuery({ id: 'pending', state: 'pending', runAsync: true }),
    );
    const next = refreshQueries(
      state,
      ['fetching', 'running', 'success', 'pending'].map((id) =>
        server({ id, state: 'success', resultsKey: `key-${id}` }),
      ),
    );
    expect(next.queries.fetching?.state).toBe('fetching');
    expect(next.queries.running?.state).toBe('running');
    expect(next.queries.running?.resultsKey).toBe('key-running');
    expect(next.queries.success?.state).toBe('success');
    expect(next.queries.pending?.state).toBe('success');
  });

  it('other server states replace the local one, and progress comes along', () => {
    const state = withQueries(aQuery({ id: 'q1', state: 'running' }));
    const next = refreshQueries(state, [
      server({ id: 'q1', state: 'failed', progress: 50, errorMessage: 'boom' }),
    ]);
    expect(next.queries.q1).toMatchObject({ state: 'failed', progress: 50, errorMessage: 'boom' });
  });

  it('converts times to numbers', () => {
    const state = withQueries(aQuery({ id: 'q1' }));
    const next = refreshQueries(state, [
      server({ id: 'q1', startDttm: '1700000000000.5', endDttm: 1700000001000 }),
    ]);
    expect(next.queries.q1?.startDttm).toBe(1700000000000.5);
    expect(next.queries.q1?.endDttm).toBe(1700000001000);
    expect(next.queries.q1?.changedOn).toBe(Date.UTC(2026, 0, 1));
    expect(toMillis('2026-01-01T00:00:00+01:00')).toBe(Date.UTC(2025, 11, 31, 23));
    expect(toMillis(null)).toBeUndefined();
  });

  it('moves the last-update time to the newest changed time, never back', () => {
    const state = withQueries(aQuery({ id: 'a' }), aQuery({ id: 'b' }));
    const next = refreshQueries(state, [
      server({ id: 'a', changed_on: '2026-01-01T00:00:02Z' }),
      server({ id: 'b', changed_on: '2026-01-01T00:00:05Z' }),
    ]);
    expect(next.queriesLastUpdate).toBe(Date.UTC(2026, 0, 1, 0, 0, 5));
    const later = { ...next, queriesLastUpdate: Date.UTC(2027, 0, 1) };
    expect(refreshQueries(later, [server({ id: 'a', progress: 9 })]).queriesLastUpdate).toBe(
      Date.UTC(2027, 0, 1),
    );
  });

  it('keeps the previous object of unchanged queries', () => {
    const untouched = aQuery({ id: 'untouched' });
    const same = aQuery({
      id: 'same',
      state: 'running',
      progress: 10,
      errors: [],
      changedOn: Date.UTC(2026, 0, 1),
    });
    const state = { ...withQueries(untouched, same), queriesLastUpdate: Date.UTC(2030, 0, 1) };
    const next = refreshQueries(state, [
      server({ id: 'same', state: 'running', progress: 10, extra: { errors: [] } }),
    ]);
    expect(next).toBe(state);
    const moved = refreshQueries(state, [server({ id: 'same', progress: 20 })]);
    expect(moved.queries.untouched).toBe(untouched);
    expect(moved.queries.same).not.toBe(same);
  });

  it('adds queries the client has not seen (another tab or window)', () => {
    const next = refreshQueries(withQueries(), [
      server({ id: 'new', state: 'success', dbId: 2, sql: 'SELECT 2', sqlEditorId: '7' }),
    ]);
    expect(next.queries.new).toMatchObject({
      id: 'new',
      state: 'success',
      dbId: 2,
      sql: 'SELECT 2',
      sqlEditorId: '7',
      runAsync: false,
      progress: 0,
    });
  });
});
