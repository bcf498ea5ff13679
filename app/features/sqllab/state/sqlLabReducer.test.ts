import { describe, expect, it } from 'vitest';
import { queryStarted, removeQueryEditor, removeTables } from './actions';
import { defaultDbId, setConfiguredDefaultDbId, setDatabases } from './databasesSlice';
import {
  costEstimateFailed,
  costEstimateReturned,
  costEstimateStarted,
} from './queryCostEstimatesSlice';
import { sqlLabReducer } from './sqlLabReducer';
import {
  createDatasourceFailed,
  createDatasourceStarted,
  createDatasourceSucceeded,
} from './sqlLabUiSlice';
import { mergeTable } from './tablesSlice';
import { addQueryEditor } from './tabsSlice';
import { aDatabase, anEditor, aQuery } from './testStore';

const initial = sqlLabReducer(undefined, { type: '@@init' });

describe('removing a tab across slices', () => {
  it('drops its queries and tables, and keeps the other tabs’ ones', () => {
    let state = sqlLabReducer(initial, addQueryEditor(anEditor({ id: 'a' })));
    state = sqlLabReducer(state, addQueryEditor(anEditor({ id: 'b', name: 'Untitled Query 2' })));
    state = sqlLabReducer(state, queryStarted(aQuery({ id: 'qa', sqlEditorId: 'a' })));
    state = sqlLabReducer(state, queryStarted(aQuery({ id: 'qb', sqlEditorId: 'b' })));
    state = sqlLabReducer(
      state,
      mergeTable({ dbId: 1, queryEditorId: 'a', schema: 's', name: 't' }),
    );
    state = sqlLabReducer(
      state,
      mergeTable({ dbId: 1, queryEditorId: 'b', schema: 's', name: 't' }),
    );
    state = sqlLabReducer(state, removeQueryEditor('a'));
    expect(Object.keys(state.queries.queries)).toEqual(['qb']);
    expect(state.tables.tables.map((t) => t.queryEditorId)).toEqual(['b']);
    expect(state.tabs.queryEditors.map((e) => e.id)).toEqual(['b']);
  });
});

describe('data previews', () => {
  it('show their pane when started; removing the table removes its query and pane', () => {
    const preview = aQuery({ id: 'p1', sqlEditorId: null, isDataPreview: true });
    let state = sqlLabReducer(initial, queryStarted(preview));
    expect(state.ui.activeSouthPaneTab).toBe('p1');
    state = sqlLabReducer(
      state,
      mergeTable({ dbId: 1, queryEditorId: 'a', schema: 's', name: 't' }, { previewQueryId: 'p1' }),
    );
    state = sqlLabReducer(state, removeTables(state.tables.tables));
    expect(state.queries.queries).toEqual({});
    expect(state.ui.activeSouthPaneTab).toBe('Results');
  });
});

describe('cost estimates', () => {
  it('are started, then returned with a result or failed with a kept error', () => {
    let state = sqlLabReducer(initial, costEstimateStarted('a'));
    expect(state.queryCostEstimates.a).toEqual({ completed: false, cost: null, error: null });
    state = sqlLabReducer(state, costEstimateReturned({ id: 'a', cost: [{ total: 1 }] }));
    expect(state.queryCostEstimates.a).toEqual({
      completed: true,
      cost: [{ total: 1 }],
      error: null,
    });
    state = sqlLabReducer(state, costEstimateFailed({ id: 'a', error: 'Timed out' }));
    expect(state.queryCostEstimates.a).toEqual({
      completed: false,
      cost: null,
      error: 'Timed out',
    });
  });
});

describe('data source creation', () => {
  it('starts loading with the error cleared, then stores the datasource or the error', () => {
    let state = sqlLabReducer(initial, createDatasourceFailed('old'));
    state = sqlLabReducer(state, createDatasourceStarted());
    expect(state.ui).toMatchObject({ isDatasourceLoading: true, errorMessage: null });
    const ok = sqlLabReducer(state, createDatasourceSucceeded({ id: 3 }));
    expect(ok.ui).toMatchObject({ isDatasourceLoading: false, datasource: { id: 3 } });
    const failed = sqlLabReducer(state, createDatasourceFailed('nope'));
    expect(failed.ui).toMatchObject({ isDatasourceLoading: false, errorMessage: 'nope' });
  });
});

describe('default database', () => {
  it('is the configured one, else the lowest id the user may see', () => {
    let state = sqlLabReducer(
      initial,
      setDatabases([aDatabase({ id: 5 }), aDatabase({ id: 2 }), aDatabase({ id: 9 })]),
    );
    expect(defaultDbId(state.databases)).toBe(2);
    state = sqlLabReducer(state, setConfiguredDefaultDbId(9));
    expect(defaultDbId(state.databases)).toBe(9);
    expect(defaultDbId(initial.databases)).toBeUndefined();
  });
});
