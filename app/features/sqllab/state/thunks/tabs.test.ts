import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { queryStarted } from '../actions';
import { setDatabases } from '../databasesSlice';
import { selectCurrentQueryEditor, selectEditorTables } from '../selectors';
import { addQueryEditor } from '../tabsSlice';
import { aDatabase, anEditor, aQuery, createSqlLabTestStore } from '../testStore';
import { estimateQueryCost } from './estimateQueryCost';
import { formatQuery } from './formatQuery';
import { json, stubApi } from '@app/api/testing/stubApi';
import { addTable, TABLE_METADATA_ERROR } from './tables';
import { sqlLabRestored } from '../actions';
import { setActiveQueryEditor, updateQueryEditor } from '../tabsSlice';
import {
  bootstrapSqlLab,
  cloneQueryToNewTab,
  closeQueryEditor,
  closeQueryEditors,
  closeUnlessRunning,
  duplicateQueryEditor,
  ensureQueryEditor,
  stopAndCloseQueryEditors,
} from './tabs';

beforeEach(() => resetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

const metadata = {
  name: 'cars',
  schema: 'main',
  catalog: null,
  comment: null,
  columns: [{ name: 'id', type: 'INTEGER' }],
  primaryKey: null,
  foreignKeys: [],
  indexes: [],
  selectStar: 'SELECT id FROM main.cars LIMIT 100',
};

describe('bootstrapSqlLab', () => {
  it('loads the exposed databases and opens a first tab on the lowest id', async () => {
    stubApi({
      'GET /api/v1/database/': json(200, {
        count: 3,
        result: [
          { ...aDatabase({ id: 4 }), extra: '{}' },
          { ...aDatabase({ id: 2 }), extra: '{"disable_data_preview": true}' },
          { ...aDatabase({ id: 1 }), expose_in_sqllab: false, extra: '{}' },
        ],
      }),
    });
    const store = createSqlLabTestStore();
    await store.dispatch(bootstrapSqlLab());
    const { databases } = store.getState().sqlLab.databases;
    expect(Object.keys(databases)).toEqual(['2', '4']);
    expect(databases[2]?.disable_data_preview).toBe(true);
    expect(selectCurrentQueryEditor(store.getState())).toMatchObject({
      name: 'Untitled Query 1',
      dbId: 2,
    });
  });
});

describe('cloneQueryToNewTab and closeQueryEditor', () => {
  it('clones into "Copy of" a tab, and closing a tab removes its previews too', () => {
    const store = createSqlLabTestStore();
    store.dispatch(addQueryEditor(anEditor({ id: 'a', name: 'Sales', queryLimit: 10 })));
    store.dispatch(queryStarted(aQuery({ id: 'q1', sqlEditorId: 'a', sql: 'SELECT 7' })));
    const clone = store.dispatch(cloneQueryToNewTab('q1'));
    expect(clone).toMatchObject({
      name: 'Copy of Sales',
      sql: 'SELECT 7',
      autorun: true,
      queryLimit: 10,
    });
    expect(store.getState().sqlLab.tabs.tabHistory.at(-1)).toBe(clone?.id);
  });
});

describe('addTable', () => {
  it('adds the table first, loads its metadata and runs its data preview', async () => {
    const calls = stubApi({
      'GET /api/v1/database/1/table_metadata/': json(200, metadata),
      'POST /api/v1/sqllab/execute/': json(202, { query: {} }),
    });
    const store = createSqlLabTestStore();
    store.dispatch(setDatabases([aDatabase({ id: 1, allow_run_async: true })]));
    await store.dispatch(
      addTable({ dbId: 1, queryEditorId: 'a', catalog: null, schema: 'main', name: 'cars' }),
    );
    const [table] = selectEditorTables(store.getState(), 'a');
    expect(table).toMatchObject({
      expanded: true,
      isMetadataLoading: false,
      selectStar: metadata.selectStar,
    });
    expect(calls[0]?.url).toBe('/api/v1/database/1/table_metadata/?name=cars&schema=main');
    expect(calls[1]?.body).toMatchObject({
      sql: metadata.selectStar,
      queryLimit: 100,
      runAsync: true,
    });
    const preview = store.getState().sqlLab.queries.queries[table?.dataPreviewQueryId ?? ''];
    expect(preview).toMatchObject({ isDataPreview: true, sqlEditorId: null, state: 'pending' });

    // Closing the tab takes the preview query along.
    store.dispatch(addQueryEditor(anEditor({ id: 'a' })));
    store.dispatch(closeQueryEditor('a'));
    expect(store.getState().sqlLab.queries.queries).toEqual({});
  });

  it('skips the preview when the database disables it, and reports metadata errors', async () => {
    const calls = stubApi({ 'GET /api/v1/database/1/table_metadata/': json(200, metadata) });
    const store = createSqlLabTestStore();
    store.dispatch(setDatabases([aDatabase({ id: 1, disable_data_preview: true })]));
    const ident = { dbId: 1, queryEditorId: 'a', schema: 'main', name: 'cars' };
    await store.dispatch(addTable(ident));
    expect(calls).toHaveLength(1);
    stubApi({ 'GET /api/v1/database/1/table_metadata/': json(500, { message: 'boom' }) });
    await store.dispatch(addTable({ ...ident, name: 'other' }));
    expect(store.getState().messageToasts[0]?.text).toBe(TABLE_METADATA_ERROR);
  });
});

describe('formatQuery and estimateQueryCost', () => {
  it('formats the tab’s SQL in place', async () => {
    const calls = stubApi({
      'POST /api/v1/sqllab/format_sql/': json(200, { result: 'SELECT\n  1' }),
    });
    const store = createSqlLabTestStore();
    store.dispatch(addQueryEditor(anEditor({ id: 'a', dbId: 1, sql: 'select 1' })));
    await store.dispatch(formatQuery());
    expect(calls[0]?.body).toEqual({ sql: 'select 1', database_id: 1 });
    expect(selectCurrentQueryEditor(store.getState())?.sql).toBe('SELECT\n  1');
  });

  it('keeps the estimate, or the error, under the tab id', async () => {
    const calls = stubApi({
      'POST /api/v1/sqllab/estimate/': json(200, { result: [{ Cost: 3 }] }),
    });
    const store = createSqlLabTestStore();
    store.dispatch(
      addQueryEditor(anEditor({ id: 'a', dbId: 1, schema: 's', templateParams: '{"x":1}' })),
    );
    await store.dispatch(estimateQueryCost());
    expect(calls[0]?.body).toEqual({
      database_id: 1,
      catalog: null,
      schema: 's',
      sql: 'SELECT 1',
      template_params: { x: 1 },
    });
    expect(store.getState().sqlLab.queryCostEstimates.a).toEqual({
      completed: true,
      cost: [{ Cost: 3 }],
      error: null,
    });
    stubApi({ 'POST /api/v1/sqllab/estimate/': json(408, { message: 'Timed out' }) });
    await store.dispatch(estimateQueryCost('a'));
    expect(store.getState().sqlLab.queryCostEstimates.a?.error).toBe('Timed out');
  });
});

/** A restored store with tabs named after their ids, the last one active. */
function storeWithTabs(ids: string[]) {
  const store = createSqlLabTestStore();
  store.dispatch(
    sqlLabRestored({
      queryEditors: ids.map((id) => anEditor({ id, name: id, dbId: 1, schema: 'main' })),
      tabHistory: ids.slice(-1),
      unsavedQueryEditor: {},
      destroyedQueryEditors: {},
      tables: [],
      queries: {},
      backendPersistence: true,
    }),
  );
  return store;
}

const names = (store: ReturnType<typeof createSqlLabTestStore>) =>
  store.getState().sqlLab.tabs.queryEditors.map((e) => e.name);

describe('closing tabs', () => {
  it('closing the last tab leaves a fresh "Untitled Query 1" as the active tab', () => {
    const store = storeWithTabs(['Untitled Query 4']);
    store.dispatch(closeQueryEditor('Untitled Query 4'));
    expect(names(store)).toEqual(['Untitled Query 1']);
    const current = selectCurrentQueryEditor(store.getState());
    expect(current).toMatchObject({ name: 'Untitled Query 1', inLocalStorage: true });
    expect(store.getState().sqlLab.tabs.destroyedQueryEditors).toHaveProperty('Untitled Query 4');
  });

  it('"Close others" keeps the one tab and makes it active; "Close all" leaves one new tab', () => {
    const store = storeWithTabs(['a', 'b', 'c']);
    store.dispatch(closeQueryEditors(['a', 'c']));
    expect(names(store)).toEqual(['b']);
    expect(selectCurrentQueryEditor(store.getState())?.id).toBe('b');
    const all = storeWithTabs(['Untitled Query 2', 'Sales']);
    all.dispatch(closeQueryEditors(['Untitled Query 2', 'Sales']));
    expect(names(all)).toEqual(['Untitled Query 1']);
  });

  it('a page whose tabs all went (e.g. deleted on the server) gets a tab once restored', () => {
    const store = createSqlLabTestStore();
    expect(store.dispatch(ensureQueryEditor())).toBeUndefined();
    const restored = storeWithTabs([]);
    expect(restored.dispatch(ensureQueryEditor())?.name).toBe('Untitled Query 1');
    expect(restored.dispatch(ensureQueryEditor())).toBeUndefined();
  });

  it('asks before closing tabs with a running query, then stops it and closes', async () => {
    const calls = stubApi({ 'POST /api/v1/query/stop': json(200, { result: 'OK' }) });
    const store = storeWithTabs(['a', 'b']);
    store.dispatch(queryStarted(aQuery({ id: 'run1', sqlEditorId: 'b', state: 'running' })));
    store.dispatch(queryStarted(aQuery({ id: 'done', sqlEditorId: 'a', state: 'success' })));
    expect(store.dispatch(closeUnlessRunning(['a', 'b']))).toEqual(['b']);
    expect(names(store)).toEqual(['a', 'b']);
    expect(store.dispatch(closeUnlessRunning(['a']))).toEqual([]);
    expect(names(store)).toEqual(['b']);
    await store.dispatch(stopAndCloseQueryEditors(['b']));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/query/stop']);
    expect(calls[0]?.body).toEqual({ client_id: 'run1' });
    expect(names(store)).toEqual(['Untitled Query 1']);
  });
});

describe('duplicating a tab', () => {
  it('copies the tab as it is (pending edits too), unlinked, named "Copy of", then "(2)"', () => {
    const store = storeWithTabs(['Sales']);
    store.dispatch(updateQueryEditor('Sales', { remoteId: 5, sql: 'select 2', queryLimit: 10 }));
    const copy = store.dispatch(duplicateQueryEditor('Sales'));
    expect(copy).toMatchObject({
      name: 'Copy of Sales',
      sql: 'select 2',
      dbId: 1,
      schema: 'main',
      queryLimit: 10,
      remoteId: null,
      autorun: false,
    });
    expect(selectCurrentQueryEditor(store.getState())?.id).toBe(copy?.id);
    store.dispatch(setActiveQueryEditor('Sales'));
    expect(store.dispatch(duplicateQueryEditor('Sales'))?.name).toBe('Copy of Sales (2)');
    expect(store.dispatch(duplicateQueryEditor('Sales'))?.name).toBe('Copy of Sales (3)');
    expect(store.dispatch(duplicateQueryEditor('missing'))).toBeUndefined();
  });
});
