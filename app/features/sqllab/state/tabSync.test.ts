import { describe, expect, it } from 'vitest';
import { removeQueryEditor } from './actions';
import { sqlLabReducer } from './sqlLabReducer';
import { mergeTable, tableSynced } from './tablesSlice';
import { addQueryEditor, queryEditorSynced, setQueryEditorSql, setSelectedText } from './tabsSlice';
import { anEditor } from './testStore';

const initial = sqlLabReducer(undefined, { type: '@@init' });
const withTab = () =>
  sqlLabReducer(
    initial,
    addQueryEditor(anEditor({ id: 'a', tabViewId: '4', inLocalStorage: false })),
  );

describe('tab flags for persistence', () => {
  it('an edit marks the tab local with its time; a selection does neither', () => {
    let s = sqlLabReducer(withTab(), setSelectedText({ id: 'a', selectedText: 'x' }));
    expect(s.tabs.unsavedQueryEditor).not.toHaveProperty('inLocalStorage');
    s = sqlLabReducer(s, {
      ...setQueryEditorSql('a', 'select 1;'),
      payload: { id: 'a', sql: 'select 1;', at: 50 },
    });
    expect(s.tabs.unsavedQueryEditor).toMatchObject({ updatedAt: 50, inLocalStorage: true });
  });

  it('a sync clears the flag only if nothing was edited after what was sent', () => {
    let s = sqlLabReducer(withTab(), {
      ...setQueryEditorSql('a', 'x'),
      payload: { id: 'a', sql: 'x', at: 50 },
    });
    s = sqlLabReducer(s, queryEditorSynced({ id: 'a', tabViewId: '4', updatedAt: 40 }));
    expect(s.tabs.unsavedQueryEditor.inLocalStorage).toBe(true);
    s = sqlLabReducer(s, queryEditorSynced({ id: 'a', tabViewId: '4', updatedAt: 50 }));
    expect(s.tabs.unsavedQueryEditor.inLocalStorage).toBe(false);
  });

  it('a closed tab is recorded as destroyed under its server id', () => {
    const s = sqlLabReducer(withTab(), removeQueryEditor('a'));
    expect(Object.keys(s.tabs.destroyedQueryEditors)).toEqual(['4']);
  });

  it('a stored table takes its server id and counts as initialized', () => {
    let s = sqlLabReducer(
      withTab(),
      mergeTable({ id: 't', dbId: 1, queryEditorId: 'a', schema: 's', name: 'n' }),
    );
    s = sqlLabReducer(s, tableSynced({ id: 't', serverId: '31' }));
    expect(s.tables.tables[0]).toMatchObject({
      id: '31',
      initialized: true,
      inLocalStorage: false,
    });
  });
});
