import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import type { RestoredSqlLab } from '../actions';
import { anEditor, aQuery } from '../testStore';
import { json, stubApi } from '@app/api/testing/stubApi';
import { migrateLocalTabs, replaceTabId } from './migrateLocalTabs';

beforeEach(() => resetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

const local = (): RestoredSqlLab => ({
  queryEditors: [anEditor({ id: 'loc', sql: 'typed offline', inLocalStorage: true })],
  tabHistory: ['loc'],
  unsavedQueryEditor: { id: 'loc', sql: 'more' },
  destroyedQueryEditors: {},
  tables: [{ id: 't1', dbId: 1, queryEditorId: 'loc', schema: 's', name: 'cars', expanded: true }],
  queries: {
    run: aQuery({ id: 'run', sqlEditorId: 'loc', inLocalStorage: true }),
    prev: aQuery({ id: 'prev', sqlEditorId: null, isDataPreview: true, inLocalStorage: true }),
  },
  backendPersistence: true,
});

describe('migrating browser-only tabs', () => {
  it('replaces old ids by new ones in tabs, history, pending edits, tables and runs', () => {
    const next = replaceTabId(local(), 'loc', {
      tabViewId: '12',
      tableIds: new Map([['t1', '40']]),
      queryIds: ['run'],
      partial: false,
    });
    expect(next.queryEditors[0]).toMatchObject({
      id: '12',
      tabViewId: '12',
      inLocalStorage: false,
    });
    expect(next.tabHistory).toEqual(['12']);
    expect(next.unsavedQueryEditor.id).toBe('12');
    expect(next.tables[0]).toMatchObject({ id: '40', queryEditorId: '12', initialized: true });
    expect(next.queries.run).toMatchObject({ sqlEditorId: '12', inLocalStorage: false });
    expect(next.queries.prev?.sqlEditorId).toBeNull();
  });

  it('posts the tab, then its tables and runs (not previews)', async () => {
    const calls = stubApi({
      'POST /tabstateview/12/migrate_query': json(200, 12),
      'POST /tabstateview/': json(200, { id: 12 }),
      'POST /tableschemaview/': json(200, { id: 40 }),
    });
    const onFailure = vi.fn();
    const next = await migrateLocalTabs(local(), onFailure);
    expect(onFailure).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /tabstateview/',
      'POST /tableschemaview/',
      'POST /tabstateview/12/migrate_query',
    ]);
    expect(calls[0]?.body).toMatchObject({ queryEditor: { sql: 'typed offline', version: 1 } });
    expect(calls[1]?.body).toMatchObject({ table: { queryEditorId: '12', name: 'cars' } });
    expect(calls[2]?.body).toEqual({ queryId: 'run' });
    expect(next.queryEditors[0]?.id).toBe('12');
  });

  it('keeps a tab local and warns once when the server refuses it', async () => {
    stubApi({ 'POST /tabstateview/': json(500, { message: 'down' }) });
    const onFailure = vi.fn();
    const next = await migrateLocalTabs(local(), onFailure);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(next.queryEditors[0]).toMatchObject({ id: 'loc', inLocalStorage: true });
  });
});
