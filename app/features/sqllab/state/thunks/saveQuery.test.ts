import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@app/api/client';
import { json, stubApi } from '@app/api/testing/stubApi';
import { sqlLabRestored } from '../actions';
import { anEditor, createSqlLabTestStore } from '../testStore';
import { saveQueryEditor } from './saveQuery';

beforeEach(() => resetCsrfToken());
afterEach(() => vi.unstubAllGlobals());

describe('saveQueryEditor', () => {
  it('gives the server copy of the tab the saved name, SQL and saved query at once', async () => {
    const calls = stubApi({
      'POST /api/v1/saved_query/': json(201, {
        id: 3,
        result: { id: 3, label: 'Delays by airport', sql: 'select 1' },
      }),
      'PUT /tabstateview/7': json(200, 7),
    });
    const store = createSqlLabTestStore();
    store.dispatch(
      sqlLabRestored({
        queryEditors: [anEditor({ id: '7', tabViewId: '7', dbId: 1, sql: 'select 1' })],
        tabHistory: ['7'],
        unsavedQueryEditor: {},
        destroyedQueryEditors: {},
        tables: [],
        queries: {},
        backendPersistence: true,
      }),
    );
    const outcome = await store.dispatch(
      saveQueryEditor('7', { name: 'Delays by airport', description: '' }),
    );
    expect(outcome).toEqual({ ok: true, id: 3 });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ saved_query_id: 3, label: 'Delays by airport', sql: 'select 1' });
    expect(store.getState().sqlLab.tabs.queryEditors[0]).toMatchObject({
      name: 'Delays by airport',
      remoteId: 3,
      inLocalStorage: true,
    });
  });
});
