import { describe, expect, it } from 'vitest';
import { queryStarted } from '../actions';
import { sqlLabReducer, type SqlLabState } from '../sqlLabReducer';
import { mergeTable } from '../tablesSlice';
import { addQueryEditor, setActiveQueryEditor } from '../tabsSlice';
import { anEditor, aQuery } from '../testStore';
import {
  parseStoredSqlLab,
  SQLLAB_STORAGE_KEY,
  readStoredSqlLab,
  storedSnapshot,
} from './localStore';
import { MemoryStorage } from './memoryStorage';

function state(): SqlLabState {
  let s = sqlLabReducer(undefined, { type: '@@init' });
  s = sqlLabReducer(
    s,
    addQueryEditor(anEditor({ id: 'synced', tabViewId: '1', inLocalStorage: false })),
  );
  s = sqlLabReducer(s, addQueryEditor(anEditor({ id: 'new', inLocalStorage: true })));
  s = sqlLabReducer(
    s,
    addQueryEditor(anEditor({ id: 'edited', tabViewId: '3', inLocalStorage: true })),
  );
  s = sqlLabReducer(
    s,
    queryStarted(aQuery({ id: 'local', sqlEditorId: 'new', inLocalStorage: true })),
  );
  s = sqlLabReducer(
    s,
    queryStarted(aQuery({ id: 'server', sqlEditorId: 'edited', inLocalStorage: false })),
  );
  s = sqlLabReducer(
    s,
    mergeTable({ id: 't1', dbId: 1, queryEditorId: 'new', schema: 's', name: 'a' }),
  );
  s = sqlLabReducer(
    s,
    mergeTable({
      id: '9',
      dbId: 1,
      queryEditorId: 'synced',
      schema: 's',
      name: 'b',
      initialized: true,
    }),
  );
  return s;
}

describe('what browser storage keeps', () => {
  it('with backend persistence, only tabs, tables and runs flagged local', () => {
    const snapshot = storedSnapshot(state(), true, 5_000);
    expect(snapshot.queryEditors.map((e) => e.id)).toEqual(['new', 'edited']);
    expect(snapshot.tables.map((t) => t.id)).toEqual(['t1']);
    expect(Object.keys(snapshot.queries)).toEqual(['local']);
  });

  it('without it, everything', () => {
    const snapshot = storedSnapshot(state(), false, 5_000);
    expect(snapshot.queryEditors).toHaveLength(3);
    expect(snapshot.tables).toHaveLength(2);
    expect(Object.keys(snapshot.queries).sort()).toEqual(['local', 'server']);
  });

  it('keeps the pending edits of a local tab, and a synced tab edited again becomes local', () => {
    let s = sqlLabReducer(state(), setActiveQueryEditor('synced'));
    s = sqlLabReducer(s, {
      type: 'sqlLab/tabs/setQueryEditorSql',
      payload: { id: 'synced', sql: 'typed', at: 9 },
    });
    const snapshot = storedSnapshot(s, true, 5_000);
    expect(snapshot.queryEditors.map((e) => e.id)).toContain('synced');
    expect(snapshot.unsavedQueryEditor).toMatchObject({
      id: 'synced',
      sql: 'typed',
      inLocalStorage: true,
    });
  });
});

describe('the active tab after a reload', () => {
  it('history names tabs the server keeps by their server ids, so the active one is found again', () => {
    let s = state();
    // "synced" was made in this page: it keeps its local id, the server knows it as 1.
    s = sqlLabReducer(s, setActiveQueryEditor('synced'));
    const snapshot = storedSnapshot(s, true, 5_000);
    expect(snapshot.tabHistory.at(-1)).toBe('1');
    // Tabs kept in storage keep their own ids (the restore renames them itself).
    s = sqlLabReducer(s, setActiveQueryEditor('edited'));
    expect(storedSnapshot(s, true, 5_000).tabHistory.slice(-2)).toEqual(['1', 'edited']);
    expect(storedSnapshot(s, false, 5_000).tabHistory.slice(-2)).toEqual(['synced', 'edited']);
  });
});

describe('reading browser storage back', () => {
  it('swallows unreadable text and unknown versions', () => {
    expect(parseStoredSqlLab('{not json')).toBeUndefined();
    expect(parseStoredSqlLab(JSON.stringify({ version: 99, queryEditors: [] }))).toBeUndefined();
    expect(parseStoredSqlLab(null)).toBeUndefined();
  });

  it('drops pending edits and tables of storage with no tabs, keeping closed tabs', () => {
    const stored = parseStoredSqlLab(
      JSON.stringify({
        version: 1,
        queryEditors: [],
        unsavedQueryEditor: { id: 'x', sql: 'y' },
        tables: [{ id: 't' }],
        destroyedQueryEditors: { '4': 1 },
        tabHistory: ['x'],
      }),
    );
    expect(stored).toMatchObject({
      unsavedQueryEditor: {},
      tables: [],
      destroyedQueryEditors: { '4': 1 },
    });
  });

  it('round-trips a snapshot through storage', () => {
    const storage = new MemoryStorage();
    const snapshot = storedSnapshot(state(), true, 5_000);
    storage.setItem(SQLLAB_STORAGE_KEY, JSON.stringify(snapshot));
    expect(readStoredSqlLab(storage)).toEqual(snapshot);
  });
});

describe('a run marks its tab as having unsynced edits', () => {
  it('since the server does not know its latest run yet', () => {
    let s = sqlLabReducer(undefined, { type: '@@init' });
    s = sqlLabReducer(
      s,
      addQueryEditor(anEditor({ id: 'a', tabViewId: '1', inLocalStorage: false })),
    );
    s = sqlLabReducer(s, queryStarted(aQuery({ id: 'q', sqlEditorId: 'a' })));
    expect(storedSnapshot(s, true, 0).unsavedQueryEditor).toMatchObject({ latestQueryId: 'q' });
  });
});
