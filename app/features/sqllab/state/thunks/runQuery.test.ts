import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { removeQuery } from '../queriesSlice';
import { resultTableCount } from '../resultTables';
import { selectResultTable } from '../selectors';
import { setDatabases } from '../databasesSlice';
import { addQueryEditor, setSelectedText } from '../tabsSlice';
import { aDatabase, anEditor, createSqlLabTestStore } from '../testStore';
import { fetchQueryResults } from './fetchQueryResults';
import { newQuery, runQuery, runQueryFromEditor } from './runQuery';
import { columnarAnswer, json, stubApi } from '@app/api/testing/stubApi';
import { stopQuery } from './stopQuery';
import { flushLogEvents, setLogSender } from '@app/api/eventLogger';

beforeEach(() => resetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runQuery', () => {
  it('posts the run with the columnar Accept header and keeps the decoded rows aside', async () => {
    const calls = stubApi({
      'POST /api/v1/sqllab/execute/': columnarAnswer(
        { query: { rows: 2, limitingFactor: 'NOT_LIMITED', resultsKey: 'rk' } },
        'a',
        [1.5, 2.5],
      ),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({
      dbId: 1,
      sql: 'SELECT a',
      sqlEditorId: 'tab1',
      tab: 'T',
      queryLimit: 10,
    });
    await store.dispatch(runQuery(query));
    expect(calls[0]?.headers.accept).toBe('application/vnd.tessera.columnar');
    expect(calls[0]?.body).toMatchObject({
      client_id: query.id,
      database_id: 1,
      sql: 'SELECT a',
      sql_editor_id: 'tab1',
      tab: 'T',
      queryLimit: 10,
      runAsync: false,
    });
    const state = store.getState();
    expect(state.sqlLab.queries.queries[query.id]).toMatchObject({
      state: 'success',
      rows: 2,
      resultsKey: 'rk',
    });
    const table = selectResultTable(state, query.id);
    expect(table?.rowCount).toBe(2);
    expect(table?.value(1, 0)).toBe(2.5);
    // The rows are not in the state, and go when their query goes.
    expect(JSON.stringify(state)).not.toContain('2.5');
    const kept = resultTableCount();
    store.dispatch(removeQuery(query.id));
    expect(resultTableCount()).toBe(kept - 1);
  });

  it('leaves an asynchronous run pending after a 202', async () => {
    stubApi({
      'POST /api/v1/sqllab/execute/': json(202, { query: { id: 'x', state: 'pending' } }),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({ dbId: 1, sql: 'SELECT 1', runAsync: true });
    await store.dispatch(runQuery(query));
    expect(store.getState().sqlLab.queries.queries[query.id]?.state).toBe('pending');
  });

  it('fails with the server error, the status text, or the session time-out', async () => {
    const store = createSqlLabTestStore();
    const run = async () => {
      const query = newQuery({ dbId: 1, sql: 'SELECT nope' });
      await store.dispatch(runQuery(query));
      return store.getState().sqlLab.queries.queries[query.id];
    };
    const entry = {
      message: 'Column nope missing',
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      level: 'error',
      extra: {},
    };
    stubApi({ 'POST /api/v1/sqllab/execute/': json(400, { errors: [entry], message: 'x' }) });
    expect(await run()).toMatchObject({
      state: 'failed',
      errorMessage: 'Column nope missing',
      errors: [entry],
    });
    stubApi({ 'POST /api/v1/sqllab/execute/': new Response('<html>', { status: 502 }) });
    expect((await run())?.errorMessage).toBe('Bad gateway');
    stubApi({
      'POST /api/v1/sqllab/execute/': json(403, { message: 'The CSRF token has expired.' }),
    });
    expect((await run())?.errorMessage).toBe(
      'Your session timed out, please refresh your page and try again.',
    );
  });
});

describe('runQueryFromEditor', () => {
  it('runs the selection (or given SQL) of a tab with its db, schema, limit and async flag', async () => {
    const calls = stubApi({ 'POST /api/v1/sqllab/execute/': json(202, { query: {} }) });
    const store = createSqlLabTestStore();
    store.dispatch(setDatabases([aDatabase({ id: 3, allow_run_async: true })]));
    store.dispatch(
      addQueryEditor(anEditor({ id: 'e', dbId: 3, schema: 'main', sql: 'SELECT 1; SELECT 2' })),
    );
    store.dispatch(setSelectedText({ id: 'e', selectedText: 'SELECT 2' }));
    const query = store.dispatch(runQueryFromEditor());
    expect(query).toMatchObject({
      sql: 'SELECT 2',
      state: 'pending',
      queryLimit: 1000,
      schema: 'main',
    });
    expect(store.getState().sqlLab.tabs.unsavedQueryEditor.latestQueryId).toBe(query?.id);
    store.dispatch(runQueryFromEditor('e', { sql: 'SELECT 1' }));
    await settle();
    expect(calls.map((c) => (c.body as { sql: string }).sql)).toEqual(['SELECT 2', 'SELECT 1']);
  });

  it('does nothing for a tab without a database', () => {
    const store = createSqlLabTestStore();
    store.dispatch(addQueryEditor(anEditor({ id: 'e' })));
    expect(store.dispatch(runQueryFromEditor())).toBeUndefined();
  });
});

describe('fetchQueryResults', () => {
  it('asks by results key with the display limit, fetching meanwhile', async () => {
    const calls = stubApi({
      'GET /api/v1/sqllab/results/': columnarAnswer({}, 'n', [7]),
      'POST /api/v1/sqllab/execute/': json(202, { query: {} }),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({ dbId: 1, sql: 'SELECT 1', runAsync: true, resultsKey: 'abc' });
    await store.dispatch(runQuery(query));
    const fetching = store.dispatch(fetchQueryResults(query.id, 500));
    expect(store.getState().sqlLab.queries.queries[query.id]?.state).toBe('fetching');
    await fetching;
    expect(calls[1]?.url).toBe(
      `/api/v1/sqllab/results/?q=${encodeURIComponent('(key:abc,rows:500)')}`,
    );
    expect(selectResultTable(store.getState(), query.id)?.value(0, 0)).toBe(7);
  });

  it('reports a failed fetch', async () => {
    stubApi({
      'GET /api/v1/sqllab/results/': json(410, {
        errors: [
          { message: 'Expired', error_type: 'RESULTS_BACKEND_ERROR', level: 'error', extra: {} },
        ],
      }),
      'POST /api/v1/sqllab/execute/': json(202, { query: {} }),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({ dbId: 1, sql: 'SELECT 1', runAsync: true, resultsKey: 'abc' });
    await store.dispatch(runQuery(query));
    await store.dispatch(fetchQueryResults(query.id));
    expect(store.getState().sqlLab.queries.queries[query.id]).toMatchObject({
      state: 'failed',
      errorMessage: 'Expired',
    });
  });
});

describe('stopQuery', () => {
  it('stops locally after the server did, with a success toast', async () => {
    const calls = stubApi({
      'POST /api/v1/query/stop': json(200, { result: 'OK' }),
      'POST /api/v1/sqllab/execute/': json(202, { query: {} }),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({ dbId: 1, sql: 'SELECT 1', runAsync: true });
    await store.dispatch(runQuery(query));
    await store.dispatch(stopQuery(query.id));
    expect(calls[1]?.body).toEqual({ client_id: query.id });
    expect(store.getState().sqlLab.queries.queries[query.id]?.state).toBe('stopped');
    expect(store.getState().messageToasts[0]).toMatchObject({
      text: 'Query was stopped.',
      toastType: 'success',
    });
  });

  it('says which query failed to stop', async () => {
    stubApi({ 'POST /api/v1/query/stop': json(404, { message: 'Query not found' }) });
    const store = createSqlLabTestStore();
    await store.dispatch(stopQuery('abc'));
    expect(store.getState().messageToasts[0]).toMatchObject({
      text: 'Failed at stopping query. abc',
      toastType: 'danger',
    });
  });
});

describe('usage events', () => {
  afterEach(() => setLogSender(undefined));

  it('logs sqllab_run_query with the database and schema of the run', async () => {
    const sent: Record<string, unknown>[] = [];
    setLogSender((_url, events) => sent.push(...events));
    stubApi({
      'POST /api/v1/sqllab/execute/': columnarAnswer(
        { query: { rows: 1, limitingFactor: 'NOT_LIMITED', resultsKey: 'rk' } },
        'a',
        [1],
      ),
    });
    const store = createSqlLabTestStore();
    const query = newQuery({
      dbId: 4,
      sql: 'SELECT 1',
      sqlEditorId: 't',
      tab: 'T',
      schema: 'main',
    });
    await store.dispatch(runQuery(query));
    await vi.dynamicImportSettled();
    flushLogEvents();
    expect(sent).toContainEqual(
      expect.objectContaining({
        event_name: 'sqllab_run_query',
        source: 'sqlLab',
        db_id: 4,
        schema: 'main',
      }),
    );
  });
});
