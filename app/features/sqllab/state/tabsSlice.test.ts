import { describe, expect, it } from 'vitest';
import { TAB_PERSISTENCE_WARNING } from '@common/constants/sqlLab';
import { queryStarted, removeQueryEditor } from './actions';
import {
  buildNewQueryEditor,
  clonedQueryEditor,
  duplicateTabName,
  newQueryTabName,
  type TabsState,
} from './tabRules';
import {
  addQueryEditor,
  markQueryEditorSaved,
  setActiveQueryEditor,
  setQueryEditorSql,
  setSelectedText,
  switchQueryEditor,
  tabsReducer,
  updateQueryEditor,
} from './tabsSlice';
import { anEditor, aQuery } from './testStore';

function tabs(ids: string[], active?: string, fields: Partial<TabsState> = {}): TabsState {
  return {
    queryEditors: ids.map((id, i) => anEditor({ id, name: `Untitled Query ${i + 1}` })),
    unsavedQueryEditor: {},
    tabHistory: active ? [active] : [],
    destroyedQueryEditors: {},
    lastUpdatedActiveTab: null,
    editorTabLastUpdatedAt: 0,
    ...fields,
  };
}

describe('duplicate tab name', () => {
  it('is "Copy of {name}", then the lowest free "(N)"', () => {
    expect(duplicateTabName('Sales', ['Sales'])).toBe('Copy of Sales');
    expect(duplicateTabName('Sales', ['Sales', 'Copy of Sales'])).toBe('Copy of Sales (2)');
    expect(
      duplicateTabName('Sales', ['Copy of Sales', 'Copy of Sales (2)', 'Copy of Sales (4)']),
    ).toBe('Copy of Sales (3)');
  });
});

describe('new tab', () => {
  it('is named one above the highest "Untitled Query N"', () => {
    expect(newQueryTabName([])).toBe('Untitled Query 1');
    expect(newQueryTabName(['Untitled Query 1', 'Untitled Query 7', 'Sales'])).toBe(
      'Untitled Query 8',
    );
    expect(newQueryTabName(['Untitled Query 3 (old)', 'My Untitled Query 9'])).toBe(
      'Untitled Query 1',
    );
  });

  it('carries the current tab’s db, catalog, schema, limit and autorun, pending edits included', () => {
    const state = tabs(['a', 'b'], 'b');
    state.queryEditors[1] = anEditor({
      id: 'b',
      name: 'Untitled Query 2',
      dbId: 3,
      catalog: 'cat',
      schema: 'main',
      queryLimit: 10,
      autorun: true,
    });
    state.unsavedQueryEditor = { id: 'b', schema: 'other' };
    const editor = buildNewQueryEditor(state, 'new', { defaultDbId: 1 });
    expect(editor).toMatchObject({
      id: 'new',
      name: 'Untitled Query 3',
      dbId: 3,
      catalog: 'cat',
      schema: 'other',
      queryLimit: 10,
      autorun: true,
      remoteId: null,
    });
  });

  it('falls back to the default database and limit, and warns that tabs do not persist', () => {
    const editor = buildNewQueryEditor(tabs([]), 'new', { defaultDbId: 2 });
    expect(editor).toMatchObject({ dbId: 2, queryLimit: 1000, autorun: false, schema: null });
    expect(editor.sql.startsWith(TAB_PERSISTENCE_WARNING)).toBe(true);
    expect(buildNewQueryEditor(tabs([]), 'x', { backendPersistence: true }).sql).toBe('SELECT ...');
  });

  it('saves pending edits first, then becomes active', () => {
    const state = tabs(['a'], 'a', { unsavedQueryEditor: { id: 'a', sql: 'SELECT 2' } });
    const next = tabsReducer(state, addQueryEditor(anEditor({ id: 'b' })));
    expect(next.queryEditors.map((e) => e.id)).toEqual(['a', 'b']);
    expect(next.queryEditors[0]?.sql).toBe('SELECT 2');
    expect(next.unsavedQueryEditor).toEqual({});
    expect(next.tabHistory).toEqual(['a', 'b']);
  });
});

describe('switching', () => {
  it('saves pending edits and appends to the history', () => {
    const state = tabs(['a', 'b'], 'a', { unsavedQueryEditor: { id: 'a', name: 'Renamed' } });
    const next = tabsReducer(state, setActiveQueryEditor('b'));
    expect(next.queryEditors[0]?.name).toBe('Renamed');
    expect(next.unsavedQueryEditor).toEqual({});
    expect(next.tabHistory).toEqual(['a', 'b']);
  });

  it('ignores the active tab and unknown tabs', () => {
    const state = tabs(['a', 'b'], 'a', { unsavedQueryEditor: { id: 'a', sql: 'x' } });
    expect(tabsReducer(state, setActiveQueryEditor('a'))).toBe(state);
    expect(tabsReducer(state, setActiveQueryEditor('zz'))).toBe(state);
  });

  it('cycles next and previous in a circle', () => {
    let state = tabs(['a', 'b', 'c'], 'c');
    state = tabsReducer(state, switchQueryEditor({ backward: false }));
    expect(state.tabHistory.at(-1)).toBe('a');
    state = tabsReducer(state, switchQueryEditor({ backward: true }));
    expect(state.tabHistory.at(-1)).toBe('c');
    state = tabsReducer(state, switchQueryEditor({ backward: true }));
    expect(state.tabHistory.at(-1)).toBe('b');
  });
});

describe('removing', () => {
  it('drops the tab and its history, records it as destroyed', () => {
    const state = tabs(['a', 'b', 'c'], undefined, {
      tabHistory: ['a', 'b', 'a', 'c'],
      unsavedQueryEditor: { id: 'c', sql: 'x' },
    });
    const next = tabsReducer(state, { ...removeQueryEditor('a'), payload: { id: 'a', at: 42 } });
    expect(next.queryEditors.map((e) => e.id)).toEqual(['b', 'c']);
    expect(next.tabHistory).toEqual(['b', 'c']);
    expect(next.destroyedQueryEditors).toEqual({ a: 42 });
    expect(next.unsavedQueryEditor).toEqual({ id: 'c', sql: 'x' });
  });

  it('makes the last remaining tab active when the history empties', () => {
    const state = tabs(['a', 'b', 'c'], 'b', { unsavedQueryEditor: { id: 'b', sql: 'x' } });
    const next = tabsReducer(state, removeQueryEditor('b'));
    expect(next.tabHistory).toEqual(['c']);
    expect(next.unsavedQueryEditor).toEqual({});
    expect(next.destroyedQueryEditors.b).toBeTypeOf('number');
  });
});

describe('cloning a query', () => {
  it('opens "Copy of {name}" with autorun and the query’s db, catalog, schema and sql', () => {
    const query = aQuery({ dbId: 4, catalog: 'c', schema: 's', sql: 'SELECT 9' });
    const source = anEditor({ name: 'Sales', queryLimit: 100, maxRow: 5, templateParams: '{}' });
    expect(clonedQueryEditor(query, source, 'n')).toEqual({
      id: 'n',
      remoteId: null,
      name: 'Copy of Sales',
      dbId: 4,
      catalog: 'c',
      schema: 's',
      sql: 'SELECT 9',
      queryLimit: 100,
      maxRow: 5,
      templateParams: '{}',
      autorun: true,
    });
  });
});

describe('edits', () => {
  it('go to the pending copy of the active tab, with updatedAt', () => {
    const state = tabs(['a', 'b'], 'a');
    const next = tabsReducer(state, updateQueryEditor('a', { schema: 'main', queryLimit: 10 }));
    expect(next.queryEditors).toBe(state.queryEditors);
    expect(next.unsavedQueryEditor).toMatchObject({ id: 'a', schema: 'main', queryLimit: 10 });
    expect(next.unsavedQueryEditor.updatedAt).toBeTypeOf('number');
  });

  it('go straight to a tab that is not active', () => {
    const state = tabs(['a', 'b'], 'a');
    const next = tabsReducer(state, updateQueryEditor('b', { hideLeftBar: true }));
    expect(next.unsavedQueryEditor).toEqual({});
    expect(next.queryEditors[1]?.hideLeftBar).toBe(true);
  });

  it('keep earlier pending edits of the same tab', () => {
    let state = tabs(['a'], 'a');
    state = tabsReducer(state, setQueryEditorSql('a', 'SELECT 2'));
    state = tabsReducer(state, updateQueryEditor('a', { northPercent: 40 }));
    expect(state.unsavedQueryEditor).toMatchObject({ id: 'a', sql: 'SELECT 2', northPercent: 40 });
  });

  it('of the selected text do not touch updatedAt', () => {
    const state = tabs(['a', 'b'], 'a', { unsavedQueryEditor: { id: 'a', updatedAt: 5 } });
    const next = tabsReducer(state, setSelectedText({ id: 'a', selectedText: 'SELECT' }));
    expect(next.unsavedQueryEditor).toEqual({ id: 'a', updatedAt: 5, selectedText: 'SELECT' });
    const other = tabsReducer(state, setSelectedText({ id: 'b', selectedText: 'x' }));
    expect(other.queryEditors[1]?.updatedAt).toBeUndefined();
  });

  it('setting the same sql on the active pending copy changes nothing', () => {
    const state = tabs(['a'], 'a', {
      unsavedQueryEditor: { id: 'a', sql: 'SELECT 1', updatedAt: 5 },
    });
    expect(tabsReducer(state, setQueryEditorSql('a', 'SELECT 1'))).toBe(state);
    expect(tabsReducer(state, setQueryEditorSql('a', 'SELECT 2')).unsavedQueryEditor.sql).toBe(
      'SELECT 2',
    );
  });
});

describe('runs and saving', () => {
  it('a started run becomes the tab’s latest query', () => {
    const state = tabs(['a', 'b'], 'a');
    let next = tabsReducer(state, queryStarted(aQuery({ id: 'q1', sqlEditorId: 'a' })));
    expect(next.unsavedQueryEditor).toMatchObject({ id: 'a', latestQueryId: 'q1' });
    next = tabsReducer(next, queryStarted(aQuery({ id: 'q2', sqlEditorId: 'b' })));
    expect(next.queryEditors[1]?.latestQueryId).toBe('q2');
    const preview = aQuery({ id: 'p', sqlEditorId: null, isDataPreview: true });
    expect(tabsReducer(next, queryStarted(preview))).toBe(next);
  });

  it('a saved tab keeps the saved query id and takes its name', () => {
    const state = tabs(['a'], 'a', { unsavedQueryEditor: { id: 'a', name: 'Draft' } });
    const next = tabsReducer(state, markQueryEditorSaved({ id: 'a', remoteId: 7, name: 'Sales' }));
    expect(next.queryEditors[0]).toMatchObject({ remoteId: 7, name: 'Sales' });
    expect(next.unsavedQueryEditor.name).toBe('Sales');
  });

  it('a saved tab is stamped as edited, so its new name reaches the server copy', () => {
    const state = tabs(['a', 'b'], 'a', { unsavedQueryEditor: { id: 'a', name: 'Draft' } });
    const saved = markQueryEditorSaved({ id: 'b', remoteId: 8, name: 'Delays' });
    const next = tabsReducer(state, saved);
    expect(next.queryEditors[1]).toMatchObject({
      name: 'Delays',
      inLocalStorage: true,
      updatedAt: saved.payload.at,
    });
    const active = tabsReducer(state, markQueryEditorSaved({ id: 'a', remoteId: 7, name: 'S' }));
    expect(active.unsavedQueryEditor).toMatchObject({ name: 'S', inLocalStorage: true });
  });
});
