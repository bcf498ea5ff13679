import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { removeQueryEditor, sqlLabRestored } from '../actions';
import { collapseTable } from '../tablesSlice';
import {
  addQueryEditor,
  markQueryEditorSaved,
  setActiveQueryEditor,
  setQueryEditorSql,
} from '../tabsSlice';
import { anEditor, createSqlLabTestStore } from '../testStore';
import { type Call, json, stubApi } from '@app/api/testing/stubApi';
import type { SqlLabTable } from '../types';
import { createBackendSync, STORE_QUERY_ERROR } from './backendSync';
import { FETCH_TAB_STATE_ERROR } from './fetchTabState';
import { MIGRATION_WARNING } from './migrateLocalTabs';

beforeEach(() => {
  resetCsrfToken();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(
  editors = [anEditor({ id: '7', tabViewId: '7', inLocalStorage: false })],
  tables: SqlLabTable[] = [],
) {
  const store = createSqlLabTestStore();
  store.dispatch(
    sqlLabRestored({
      queryEditors: editors,
      tabHistory: [editors[0]?.id ?? ''],
      unsavedQueryEditor: {},
      destroyedQueryEditors: {},
      tables,
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
  it('stores a new tab at once (the server makes it active), and marks a switch at once', async () => {
    let failActivate = false;
    const calls = stubApi({
      'POST /tabstateview/7/activate': () => (failActivate ? json(503, {}) : json(200, 7)),
      'POST /tabstateview/21/activate': json(200, 21),
      'POST /tabstateview/': json(200, { id: 21 }),
    });
    const { store, sync } = setup();
    store.dispatch(addQueryEditor(anEditor({ id: 'newtab', inLocalStorage: true })));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls)).toEqual(['POST /tabstateview/']);
    const tab = store.getState().sqlLab.tabs.queryEditors.find((e) => e.id === 'newtab');
    expect(tab).toMatchObject({ tabViewId: '21', inLocalStorage: false });
    expect(store.getState().sqlLab.tabs.lastUpdatedActiveTab).toBe('21');
    await sync.tick();
    expect(writes(calls)).toEqual(['POST /tabstateview/']);
    // A switch is marked on the server without waiting for a tick (a reload may come first).
    store.dispatch(setActiveQueryEditor('7'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls).at(-1)).toBe('POST /tabstateview/7/activate');
    expect(store.getState().sqlLab.tabs.lastUpdatedActiveTab).toBe('7');
    // One that fails is retried by the tick.
    failActivate = true;
    store.dispatch(setActiveQueryEditor('newtab'));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(setActiveQueryEditor('7'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls).slice(-2)).toEqual([
      'POST /tabstateview/21/activate',
      'POST /tabstateview/7/activate',
    ]);
    failActivate = false;
    await sync.tick();
    expect(writes(calls).at(-1)).toBe('POST /tabstateview/7/activate');
    expect(store.getState().sqlLab.tabs.lastUpdatedActiveTab).toBe('7');
  });

  it('sends the saved name of a tab to the server copy', async () => {
    const calls = stubApi({ 'PUT /tabstateview/7': json(200, 7) });
    const { store } = setup();
    store.dispatch(markQueryEditorSaved({ id: '7', remoteId: 3, name: 'Delays by airport' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      label: 'Delays by airport',
      saved_query_id: 3,
    });
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

// What the server answers while its metadata store is away (server/plugins/errorHandler.ts).
const storeAway = () =>
  json(503, {
    message: "Tessera's metadata store is temporarily unavailable; your change was not saved",
    errors: [{ message: 'x', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
  });

describe('while the server answers 503 (its store away)', () => {
  it('keeps retrying an edit on every tick until it is stored, then stores the latest SQL', async () => {
    let away = true;
    const calls = stubApi({ 'PUT /tabstateview/7': () => (away ? storeAway() : json(200, 7)) });
    const { store, sync } = setup();
    store.dispatch(setQueryEditorSql('7', 'select 1'));
    await vi.advanceTimersByTimeAsync(5000);
    for (let tick = 0; tick < 3; tick++) {
      await sync.tick();
      await vi.advanceTimersByTimeAsync(0);
    }
    store.dispatch(setQueryEditorSql('7', 'select 2'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(4);
    expect(store.getState().sqlLab.tabs.unsavedQueryEditor.inLocalStorage).toBe(true);
    away = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ sql: 'select 2' });
    expect(store.getState().sqlLab.tabs.unsavedQueryEditor.inLocalStorage).toBe(false);
  });

  it('retries a table’s collapse until the server stores it', async () => {
    let away = true;
    const calls = stubApi({
      'POST /tableschemaview/40/expanded': () => (away ? storeAway() : json(200, 'OK')),
    });
    const table: SqlLabTable = {
      id: '40',
      dbId: 1,
      queryEditorId: '7',
      schema: 'main',
      name: 'flights',
      expanded: true,
      initialized: true,
    };
    const { store, sync } = setup(undefined, [table]);
    sync.onChange();
    store.dispatch(collapseTable('40'));
    await vi.advanceTimersByTimeAsync(0);
    away = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    const flips = () => calls.filter((c) => c.url.endsWith('/expanded'));
    expect(flips().map((c) => c.body)).toEqual([{ expanded: false }, { expanded: false }]);
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(flips()).toHaveLength(2);
  });

  it('retries deleting a tab that was closed while it was being stored', async () => {
    let stored: (answer: Response) => void = () => undefined;
    let away = true;
    const calls = stubApi({
      'POST /tabstateview/7/activate': json(200, 7),
      'POST /tabstateview/': () => new Promise<Response>((resolve) => (stored = resolve)),
      'DELETE /tabstateview/3': () => (away ? storeAway() : json(200, 'OK')),
    });
    const { store, sync } = setup([
      anEditor({ id: '7', tabViewId: '7' }),
      anEditor({ id: 'loc', inLocalStorage: true }),
    ]);
    sync.onChange();
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(removeQueryEditor('loc'));
    stored(json(200, { id: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    away = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls).filter((c) => c.startsWith('DELETE'))).toEqual([
      'DELETE /tabstateview/3',
      'DELETE /tabstateview/3',
    ]);
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes(calls).filter((c) => c.startsWith('DELETE'))).toHaveLength(2);
  });

  it('fetches a saved tab again on the next tick when the fetch failed', async () => {
    let away = true;
    const record = {
      id: 6,
      user_id: 1,
      label: 'Sales',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'select 6',
      query_limit: 10,
      template_params: null,
      autorun: false,
      hide_left_bar: false,
      latest_query: null,
      saved_query: null,
      extra_json: { updatedAt: 100 },
      table_schemas: [],
    };
    const calls = stubApi({
      'GET /tabstateview/6': () => (away ? storeAway() : json(200, record)),
    });
    const { store, sync, toasts } = setup([
      anEditor({ id: '7', tabViewId: '7' }),
      anEditor({ id: '6', tabViewId: '6', sql: '', loaded: false }),
    ]);
    store.dispatch(setActiveQueryEditor('6'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts()).toContain(FETCH_TAB_STATE_ERROR);
    away = false;
    await sync.tick();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.url === '/tabstateview/6')).toHaveLength(2);
    expect(store.getState().sqlLab.tabs.queryEditors[1]).toMatchObject({
      sql: 'select 6',
      loaded: true,
    });
  });
});
