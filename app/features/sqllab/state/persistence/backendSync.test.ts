import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../../api/client';
import { removeQueryEditor, sqlLabRestored } from '../actions';
import { addQueryEditor, setQueryEditorSql } from '../tabsSlice';
import { anEditor, createSqlLabTestStore } from '../testStore';
import { type Call, json, stubApi } from '../thunks/stubApi';
import { createBackendSync, STORE_QUERY_ERROR } from './backendSync';
import { MIGRATION_WARNING } from './migrateLocalTabs';

beforeEach(() => {
  resetCsrfToken();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(editors = [anEditor({ id: '7', tabViewId: '7', inLocalStorage: false })]) {
  const store = createSqlLabTestStore();
  store.dispatch(
    sqlLabRestored({
      queryEditors: editors,
      tabHistory: [editors[0]?.id ?? ''],
      unsavedQueryEditor: {},
      destroyedQueryEditors: {},
      tables: [],
      queries: {},
      backendPersistence: true,
    }),
  );
  const sync = createBackendSync(store);
  store.subscribe(() => sync.onChange());
  const toasts = () => store.getState().messageToasts.map((t) => t.text);
  return { store, sync, toasts };
}

const writes = (calls: Call[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);

describe('syncing edits', () => {
  it('PUTs a tab’s edits once within 5 s, with the latest SQL, and marks it synced', async () => {
    const calls = stubApi({ 'PUT /tabstateview/7': json(200, 7) });
    const { store } = setup();
    for (const sql of ['s', 'se', 'sel']) {
      store.dispatch(setQueryEditorSql('7', sql));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(writes(calls)).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes(calls)).toEqual(['PUT /tabstateview/7']);
    expect(calls[0]?.body).toMatchObject({ sql: 'sel', extra_json: { version: 1 } });
    expect(store.getState().sqlLab.tabs.unsavedQueryEditor.inLocalStorage).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writes(calls)).toEqual(['PUT /tabstateview/7']);
  });

  it('says once that storing failed, and retries on the next tick', async () => {
    let fail = true;
    const calls = stubApi({
      'PUT /tabstateview/7': () => (fail ? json(500, { message: 'x' }) : json(200, 7)),
    });
    const { store, sync, toasts } = setup();
    store.dispatch(setQueryEditorSql('7', 'a'));
    await vi.advanceTimersByTimeAsync(5000);
    store.dispatch(setQueryEditorSql('7', 'ab'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(toasts().filter((t) => t === STORE_QUERY_ERROR)).toHaveLength(1);
    fail = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ sql: 'ab' });
    expect(store.getState().sqlLab.tabs.unsavedQueryEditor.inLocalStorage).toBe(false);
  });
});

describe('new tabs and the active tab', () => {
  it('stores a new tab at once, keeps its id, and re-activates the active tab on ticks', async () => {
    const calls = stubApi({
      'POST /tabstateview/21/activate': json(200, 21),
      'POST /tabstateview/': json(200, { id: 21 }),
    });
    const { store, sync } = setup();
    store.dispatch(addQueryEditor(anEditor({ id: 'newtab', inLocalStorage: true })));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['POST /tabstateview/']);
    const tab = store.getState().sqlLab.tabs.queryEditors.find((e) => e.id === 'newtab');
    expect(tab).toMatchObject({ tabViewId: '21', inLocalStorage: false });
    await sync.tick();
    expect(writes(calls).at(-1)).toBe('POST /tabstateview/21/activate');
    expect(store.getState().sqlLab.tabs.lastUpdatedActiveTab).toBe('21');
    await sync.tick();
    expect(writes(calls).filter((c) => c.endsWith('activate'))).toHaveLength(1);
  });

  it('warns when a new tab cannot be stored, and retries later', async () => {
    let fail = true;
    const calls = stubApi({
      'POST /tabstateview/': () => (fail ? json(503, { message: 'x' }) : json(200, { id: 3 })),
    });
    const { store, sync, toasts } = setup([anEditor({ id: 'loc', inLocalStorage: true })]);
    sync.onChange();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(setQueryEditorSql('loc', 'typing goes on'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['POST /tabstateview/']);
    expect(toasts()).toContain(MIGRATION_WARNING);
    fail = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().sqlLab.tabs.queryEditors[0]?.tabViewId).toBe('3');
  });
});

describe('closed tabs', () => {
  it('are deleted on the server and cleared when it succeeds or answers 404', async () => {
    const calls = stubApi({
      'DELETE /tabstateview/7': json(200, 'OK'),
      'DELETE /tabstateview/8': json(404, { message: 'Not found' }),
    });
    const { store } = setup([
      anEditor({ id: '7', tabViewId: '7' }),
      anEditor({ id: '8', tabViewId: '8' }),
      anEditor({ id: 'x', tabViewId: '9' }),
    ]);
    store.dispatch(removeQueryEditor('7'));
    store.dispatch(removeQueryEditor('8'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['DELETE /tabstateview/7', 'DELETE /tabstateview/8']);
    expect(store.getState().sqlLab.tabs.destroyedQueryEditors).toEqual({});
  });

  it('are kept and retried on the next tick when the server fails; local-only ones just go', async () => {
    let status = 500;
    const calls = stubApi({ 'DELETE /tabstateview/7': () => json(status, 'x') });
    const { store, sync } = setup([anEditor({ id: '7', tabViewId: '7' }), anEditor({ id: 'loc' })]);
    store.dispatch(removeQueryEditor('loc'));
    store.dispatch(removeQueryEditor('7'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().sqlLab.tabs.destroyedQueryEditors).toHaveProperty('7');
    expect(store.getState().sqlLab.tabs.destroyedQueryEditors).not.toHaveProperty('loc');
    store.dispatch(setQueryEditorSql('7', 'noise'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['DELETE /tabstateview/7']);
    status = 200;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['DELETE /tabstateview/7', 'DELETE /tabstateview/7']);
    expect(store.getState().sqlLab.tabs.destroyedQueryEditors).toEqual({});
  });
});
