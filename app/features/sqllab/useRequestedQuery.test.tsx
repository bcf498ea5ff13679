// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUESTED_QUERY_ELEMENT_ID } from '@common/constants/sqlLab';
import * as savedQueries from '@app/api/savedQueries';
import { json, stubApi } from '@app/api/testing/stubApi';
import { parseRequestedQuery } from './parseRequestedQuery';
import { selectCurrentQueryEditor } from './state';
import { sqlLabRestored } from './state/actions';
import { anEditor, createSqlLabTestStore } from './state/testStore';
import { useRequestedQuery } from './useRequestedQuery';

vi.mock('@app/api/savedQueries', () => ({ getSavedQuery: vi.fn() }));

describe('parseRequestedQuery', () => {
  it('reads a permalink key first', () => {
    expect(parseRequestedQuery({ search: '?savedQueryId=3', permalinkKey: 'abc' })).toEqual({
      request: { kind: 'permalink', key: 'abc' },
      remainingSearch: '',
    });
  });

  it('reads saved and past query ids, keeping unrelated parameters', () => {
    expect(parseRequestedQuery({ search: '?savedQueryId=12&x=1' })).toEqual({
      request: { kind: 'savedQuery', id: 12 },
      remainingSearch: '?x=1',
    });
    expect(parseRequestedQuery({ search: '?queryId=5' })?.request).toEqual({
      kind: 'pastQuery',
      id: 5,
    });
  });

  it('refuses ids that are not positive integers', () => {
    expect(parseRequestedQuery({ search: '?savedQueryId=abc' })?.request).toEqual({
      kind: 'invalid',
    });
    expect(parseRequestedQuery({ search: '?queryId=-1' })?.request).toEqual({ kind: 'invalid' });
    expect(parseRequestedQuery({ search: '?sql=select+1&dbid=x' })?.request).toEqual({
      kind: 'invalid',
    });
  });

  it('reads sql, dbid, schema and name from the query string, and never runs it from there', () => {
    expect(
      parseRequestedQuery({ search: '?sql=select%201&dbid=2&schema=main&name=Q&autorun=true' }),
    ).toEqual({
      request: {
        kind: 'tab',
        tab: { sql: 'select 1', dbId: 2, schema: 'main', name: 'Q', autorun: false },
      },
      remainingSearch: '',
    });
  });

  it('reads route state: a datasource key, or the tab fields', () => {
    expect(
      parseRequestedQuery({
        search: '',
        state: { requestedQuery: { datasourceKey: '4__table', sql: 'select 1' } },
      })?.request,
    ).toEqual({ kind: 'datasource', datasourceKey: '4__table', sql: 'select 1' });
    expect(
      parseRequestedQuery({
        search: '',
        state: { requestedQuery: { sql: 'select 2', dbId: 1, schema: 'main' } },
      })?.request,
    ).toMatchObject({ kind: 'tab', tab: { sql: 'select 2', dbId: 1, schema: 'main' } });
    expect(parseRequestedQuery({ search: '', state: { requestedQuery: 7 } })?.request).toEqual({
      kind: 'invalid',
    });
  });

  it('reads a key-value store key (a shared link /sqllab/?id=<key>) as a permalink', () => {
    expect(parseRequestedQuery({ search: '?id=Ab3_-Ab3_-Ab3_-Ab&x=1' })).toEqual({
      request: { kind: 'permalink', key: 'Ab3_-Ab3_-Ab3_-Ab' },
      remainingSearch: '?x=1',
    });
    expect(parseRequestedQuery({ search: '?id=../x' })?.request).toEqual({ kind: 'invalid' });
  });

  it('answers nothing when nothing was asked for', () => {
    expect(parseRequestedQuery({ search: '?x=1', state: { other: true } })).toBeUndefined();
  });
});

describe('useRequestedQuery', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function Page({ onUrl }: { onUrl: (url: string) => void }) {
    useRequestedQuery();
    const location = useLocation();
    onUrl(`${location.pathname}${location.search}`);
    return null;
  }

  function open(url: string) {
    const store = createSqlLabTestStore();
    const urls: string[] = [];
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/sqllab/" element={<Page onUrl={(u) => urls.push(u)} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    return { store, urls };
  }

  const restore = (store: ReturnType<typeof createSqlLabTestStore>, queryEditors = [anEditor()]) =>
    store.dispatch(
      sqlLabRestored({
        queryEditors,
        tabHistory: queryEditors.map((e) => e.id).slice(-1),
        unsavedQueryEditor: {},
        destroyedQueryEditors: {},
        tables: [],
        queries: {},
        backendPersistence: true,
      }),
    );

  it('waits for the restore, opens the saved query in a linked tab and clears the URL', async () => {
    vi.mocked(savedQueries.getSavedQuery).mockResolvedValue({
      id: 9,
      label: 'Airports',
      sql: 'select 1',
      catalog: null,
      schema: 'main',
      template_parameters: null,
      db_id: 1,
      database: { id: 1, database_name: 'examples' },
    } as Awaited<ReturnType<typeof savedQueries.getSavedQuery>>);
    const { store, urls } = open('/sqllab/?savedQueryId=9');
    expect(savedQueries.getSavedQuery).not.toHaveBeenCalled();
    restore(store);
    await waitFor(() =>
      expect(selectCurrentQueryEditor(store.getState())).toMatchObject({
        name: 'Airports',
        remoteId: 9,
        dbId: 1,
        schema: 'main',
        sql: 'select 1',
      }),
    );
    expect(urls[urls.length - 1]).toBe('/sqllab/');
    expect(savedQueries.getSavedQuery).toHaveBeenCalledTimes(1);
  });

  it('focuses a tab already linked to the saved query instead of opening it again', async () => {
    const { store, urls } = open('/sqllab/?savedQueryId=9');
    restore(store, [
      anEditor({ id: 'linked', name: 'Airports', remoteId: 9 }),
      anEditor({ id: 'other', name: 'Untitled Query 1' }),
    ]);
    await waitFor(() => expect(urls[urls.length - 1]).toBe('/sqllab/'));
    await waitFor(() => expect(selectCurrentQueryEditor(store.getState())?.id).toBe('linked'));
    expect(store.getState().sqlLab.tabs.queryEditors).toHaveLength(2);
    expect(savedQueries.getSavedQuery).not.toHaveBeenCalled();
  });

  it('opens a shared link /sqllab/?id=<key> in a new tab', async () => {
    const key = 'Kv_Key_0123456789ab';
    stubApi({
      [`GET /api/v1/sqllab/permalink/${key}`]: json(200, {
        name: 'Shared delays',
        dbId: 1,
        catalog: null,
        schema: 'main',
        autorun: false,
        sql: 'select 42',
        templateParams: null,
      }),
    });
    const { store, urls } = open(`/sqllab/?id=${key}`);
    restore(store);
    await waitFor(() =>
      expect(selectCurrentQueryEditor(store.getState())).toMatchObject({
        name: 'Shared delays',
        sql: 'select 42',
        schema: 'main',
      }),
    );
    expect(store.getState().sqlLab.tabs.queryEditors).toHaveLength(2);
    expect(urls[urls.length - 1]).toBe('/sqllab/');
  });

  it('says the query could not be loaded when the call fails', async () => {
    vi.mocked(savedQueries.getSavedQuery).mockRejectedValue(new Error('Not found'));
    const { store } = open('/sqllab/?savedQueryId=9');
    restore(store);
    await waitFor(() =>
      expect(store.getState().messageToasts.map((t) => t.text)).toContain(
        "The query couldn't be loaded",
      ),
    );
    expect(store.getState().sqlLab.tabs.queryEditors).toHaveLength(1);
  });

  it("opens a query posted by a form from the page's data block, once, without running it", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = REQUESTED_QUERY_ELEMENT_ID;
    block.textContent = JSON.stringify({
      requestedQuery: { sql: 'select 3 as posted', dbId: 1, schema: 'main' },
    });
    document.head.append(block);
    const { store } = open('/sqllab/');
    restore(store);
    await waitFor(() =>
      expect(selectCurrentQueryEditor(store.getState())).toMatchObject({
        sql: 'select 3 as posted',
        dbId: 1,
        schema: 'main',
        autorun: false,
      }),
    );
    expect(document.getElementById(REQUESTED_QUERY_ELEMENT_ID)).toBeNull();
  });
});
