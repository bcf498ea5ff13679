import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../../api/client';
import { queryStarted } from '../actions';
import { setDatabases } from '../databasesSlice';
import { selectCurrentQueryEditor, selectEditorTables } from '../selectors';
import { addQueryEditor } from '../tabsSlice';
import { aDatabase, anEditor, aQuery, createSqlLabTestStore } from '../testStore';
import { estimateQueryCost } from './estimateQueryCost';
import { formatQuery } from './formatQuery';
import { json, stubApi } from '../../../../api/testing/stubApi';
import { addTable, TABLE_METADATA_ERROR } from './tables';
import { bootstrapSqlLab, cloneQueryToNewTab, closeQueryEditor } from './tabs';

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
