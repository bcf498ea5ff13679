import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { sqlLabRestored } from '../actions';
import { setActiveQueryEditor } from '../tabsSlice';
import { anEditor, createSqlLabTestStore } from '../testStore';
import { toLocalTabIds } from '../thunks/queryUpdates';
import { runQueryFromEditor } from '../thunks/runQuery';
import { columnarAnswer, json, stubApi } from '@app/api/testing/stubApi';
import { restoreSqlLabState } from './bootstrapFromServer';
import { FETCH_TAB_STATE_ERROR, fetchTabState } from './fetchTabState';
import { SQLLAB_STORAGE_KEY } from './localStore';
import { MemoryStorage } from './memoryStorage';

beforeEach(() => resetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

const conf = (persistence: boolean) => ({
  DEFAULT_SQLLAB_LIMIT: 1000,
  SQL_MAX_ROW: 100000,
  DISPLAY_MAX_ROW: 100000,
  SQLLAB_TIMEOUT: 30,
  SQLLAB_QUERY_RESULT_TIMEOUT: 0,
  SQLLAB_BACKEND_PERSISTENCE: persistence,
});

const activeTab = {
  id: 5,
  user_id: 1,
  label: 'Sales',
  active: true,
  database_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'select 5',
  query_limit: 10,
  template_params: null,
  autorun: false,
  hide_left_bar: false,
  latest_query: { id: 'latest00001', state: 'success', resultsKey: 'key5', sqlEditorId: '5' },
  saved_query: null,
  extra_json: { updatedAt: 100 },
  table_schemas: [],
};

describe('restoring when the page opens', () => {
  it('takes the server’s tabs, the newer browser copy, and fetches the latest results again', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SQLLAB_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        queryEditors: [
          anEditor({
            id: '5',
            tabViewId: '5',
            sql: 'select 55',
            updatedAt: 200,
            inLocalStorage: true,
          }),
        ],
        unsavedQueryEditor: {},
        tabHistory: ['5'],
        destroyedQueryEditors: {},
        tables: [],
        queries: {},
      }),
    );
    const calls = stubApi({
      'GET /api/v1/sqllab/results/': columnarAnswer({ query: { resultsKey: 'key5' } }, 'x', [1, 2]),
      'GET /api/v1/sqllab/': json(200, {
        result: {
          active_tab: activeTab,
          tab_state_ids: [
            [5, 'Sales'],
            [6, 'Other'],
          ],
          databases: {},
          queries: {},
          user: {},
          common: { conf: conf(true) },
        },
      }),
    });
    const store = createSqlLabTestStore();
    await store.dispatch(restoreSqlLabState(storage));
    await vi.waitFor(() =>
      expect(store.getState().sqlLab.queries.queries.latest00001?.results?.rowCount).toBe(2),
    );
    const { tabs, persistence } = store.getState().sqlLab;
    expect(persistence).toEqual({ backendPersistence: true, restored: true });
    expect(tabs.queryEditors.map((e) => [e.id, e.sql, e.loaded])).toEqual([
      ['5', 'select 55', true],
      ['6', '', false],
    ]);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/v1/sqllab/',
      '/api/v1/sqllab/results/',
    ]);
  });

  it('with backend persistence off keeps browser storage only, and new tabs carry the warning', async () => {
    stubApi({
      'GET /api/v1/sqllab/': json(200, {
        result: {
          active_tab: null,
          tab_state_ids: [],
          databases: {},
          queries: {},
          user: {},
          common: { conf: conf(false) },
        },
      }),
    });
    const store = createSqlLabTestStore();
    await store.dispatch(restoreSqlLabState(new MemoryStorage()));
    expect(store.getState().sqlLab.persistence.backendPersistence).toBe(false);
    const { addNewQueryEditor } = await import('../thunks/tabs');
    expect(store.dispatch(addNewQueryEditor()).sql).toMatch(/^-- Note: Unless you save your query/);
  });
});

describe('fetching a saved tab when it is opened', () => {
  function storeWithPlaceholder() {
    const store = createSqlLabTestStore();
    store.dispatch(
      sqlLabRestored({
        queryEditors: [
          anEditor({ id: '5', tabViewId: '5' }),
          anEditor({ id: '6', tabViewId: '6', sql: '', loaded: false }),
        ],
        tabHistory: ['5'],
        unsavedQueryEditor: {},
        destroyedQueryEditors: {},
        tables: [],
        queries: {},
        backendPersistence: true,
      }),
    );
    store.dispatch(setActiveQueryEditor('6'));
    return store;
  }

  it('fills the tab in', async () => {
    stubApi({
      'GET /tabstateview/6': json(200, {
        ...activeTab,
        id: 6,
        sql: 'select 6',
        latest_query: null,
      }),
    });
    const store = storeWithPlaceholder();
    await store.dispatch(fetchTabState('6'));
    expect(store.getState().sqlLab.tabs.queryEditors[1]).toMatchObject({
      sql: 'select 6',
      loaded: true,
    });
  });

  it('removes the tab on 404 and says so on other failures', async () => {
    stubApi({ 'GET /tabstateview/6': json(500, { message: 'x' }) });
    const store = storeWithPlaceholder();
    await store.dispatch(fetchTabState('6'));
    expect(store.getState().messageToasts.map((t) => t.text)).toEqual([FETCH_TAB_STATE_ERROR]);
    stubApi({ 'GET /tabstateview/6': json(404, { message: 'Not found' }) });
    await store.dispatch(fetchTabState('6'));
    const { queryEditors, destroyedQueryEditors } = store.getState().sqlLab.tabs;
    expect(queryEditors.map((e) => e.id)).toEqual(['5']);
    expect(destroyedQueryEditors).toEqual({});
  });
});

describe('runs of a tab stored on the server', () => {
  it('are sent under the server id and mapped back to the tab’s own id', () => {
    const calls = stubApi({});
    const store = createSqlLabTestStore();
    store.dispatch(
      sqlLabRestored({
        queryEditors: [anEditor({ id: 'local', tabViewId: '9', dbId: 1 })],
        tabHistory: ['local'],
        unsavedQueryEditor: {},
        destroyedQueryEditors: {},
        tables: [],
        queries: {},
        backendPersistence: true,
      }),
    );
    const query = store.dispatch(runQueryFromEditor());
    expect(query?.sqlEditorId).toBe('local');
    expect(store.getState().sqlLab.queries.queries[query?.id ?? '']?.inLocalStorage).toBe(false);
    return vi.waitFor(() => {
      expect(calls[0]?.body).toMatchObject({ sql_editor_id: '9' });
      const editors = store.getState().sqlLab.tabs.queryEditors;
      expect(toLocalTabIds([{ id: 'q', sqlEditorId: '9' }], editors)[0]?.sqlEditorId).toBe('local');
    });
  });
});
