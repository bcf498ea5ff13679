import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlLabBootstrap, TabStateRecord } from '@common/api/tabState';
import type { QueryRecord } from '@server/queries/queryRecord';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import {
  ADMIN,
  bearerFor,
  body,
  cookieHeaders,
  registerScratchDatabase,
  signInWithCookie,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('/tabstateview/ and /tableschemaview/ on %s', (kind) => {
  const t = withTestApp(kind);
  let ann: TestUser;
  let databaseId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = ann.headers,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const createTab = async (queryEditor: unknown) => {
    const answer = await call('POST', '/tabstateview/', { queryEditor });
    expect(answer.statusCode, answer.body).toBe(200);
    return body<{ id: number }>(answer).id;
  };
  const getTab = async (id: number) =>
    body<TabStateRecord<QueryRecord>>(await call('GET', `/tabstateview/${id}`));
  const run = async (clientId: string, sqlEditorId: string) => {
    const answer = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: `select '${clientId}' as c`,
      client_id: clientId,
      sql_editor_id: sqlEditorId,
      tab: 'Tab',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    databaseId = await registerScratchDatabase(
      t,
      await bearerFor(t.app, ADMIN.username, ADMIN.password),
    );
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
  });

  it('needs a signed-in user, and the CSRF token on cookie writes', async () => {
    const anonymous = await call('GET', '/tabstateview/1', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    const anonymousPost = await call('POST', '/tabstateview/', { queryEditor: {} }, {});
    expect(anonymousPost.statusCode).toBe(401);
    const client = await signInWithCookie(t.app, 'ann', 'ann-password-1');
    const noCsrf = await call(
      'POST',
      '/tabstateview/',
      { queryEditor: {} },
      {
        cookie: client.cookie,
      },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.body).toContain('CSRF');
    const withCsrf = await call(
      'POST',
      '/tabstateview/',
      { queryEditor: {} },
      cookieHeaders(client),
    );
    expect(withCsrf.statusCode).toBe(200);
    const id = body<{ id: number }>(withCsrf).id;
    const noCsrfDelete = await call('DELETE', `/tabstateview/${id}`, undefined, {
      cookie: client.cookie,
    });
    expect(noCsrfDelete.statusCode).toBe(403);
    const deleted = await call('DELETE', `/tabstateview/${id}`, undefined, cookieHeaders(client));
    expect(deleted.statusCode).toBe(200);
  });

  it('creates a tab from a query editor given as JSON text or as an object', async () => {
    const editor = {
      id: 'localTab001',
      name: 'Revenue',
      dbId: databaseId,
      catalog: null,
      schema: 'main',
      sql: 'select 1',
      queryLimit: 100,
      templateParams: '{"x": 1}',
      autorun: false,
      hideLeftBar: true,
      cursorPosition: { row: 1, column: 4 },
      northPercent: 40,
      southPercent: 60,
      updatedAt: 1_700_000_000_000,
      version: 1,
      inLocalStorage: true,
      loaded: true,
    };
    const first = await createTab(JSON.stringify(editor));
    const second = await createTab({ title: 'Second' });
    const tab = await getTab(first);
    expect(tab).toEqual({
      id: first,
      user_id: ann.id,
      label: 'Revenue',
      active: false,
      database_id: databaseId,
      catalog: null,
      schema: 'main',
      sql: 'select 1',
      query_limit: 100,
      template_params: '{"x": 1}',
      autorun: false,
      hide_left_bar: true,
      latest_query: null,
      saved_query: null,
      extra_json: {
        cursorPosition: { row: 1, column: 4 },
        northPercent: 40,
        southPercent: 60,
        updatedAt: 1_700_000_000_000,
        version: 1,
      },
      table_schemas: [],
    });
    // The newest tab is the only active one; defaults as Superset's.
    expect(await getTab(second)).toMatchObject({
      label: 'Second',
      active: true,
      sql: 'SELECT ...',
      database_id: null,
    });
  });

  it('refuses unknown editor fields, bad JSON and databases the user may not use', async () => {
    const smuggled = await call('POST', '/tabstateview/', {
      queryEditor: { name: 'x', user_id: 1 },
    });
    expect(smuggled.statusCode).toBe(400);
    expect(body(smuggled)).toEqual({ message: { user_id: ['Unknown field.'] } });
    const notJson = await call('POST', '/tabstateview/', { queryEditor: '{oops' });
    expect(notJson.statusCode).toBe(400);
    const unknownDb = await call('POST', '/tabstateview/', { queryEditor: { dbId: 999_999 } });
    expect(unknownDb.statusCode).toBe(400);
    expect(body(unknownDb)).toEqual({ message: { 'queryEditor.dbId': ['Database not found.'] } });
    const badId = await call('GET', '/tabstateview/abc');
    expect(badId.statusCode).toBe(400);
    expect((await call('GET', '/tabstateview/999999')).statusCode).toBe(404);
    // Beyond the store's integer ids: refused, never a database error.
    expect((await call('GET', '/tabstateview/3000000000')).statusCode).toBe(400);
    const hugeRef = await call('POST', '/tabstateview/', { queryEditor: { remoteId: 3e9 } });
    expect(hugeRef.statusCode).toBe(400);
  });

  it('updates only the given fields, and refuses unknown ones', async () => {
    const id = await createTab({ name: 'Edit me', sql: 'select 0', schema: 'main' });
    await run('editRun0001', String(id));
    const put = await call('PUT', `/tabstateview/${id}`, {
      sql: 'select 2',
      latest_query_id: 'editRun0001',
      extra_json: JSON.stringify({ updatedAt: 5, version: 1 }),
      template_params: { a: 1 },
      hide_left_bar: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toBe(id);
    const tab = await getTab(id);
    expect(tab).toMatchObject({
      label: 'Edit me',
      schema: 'main',
      sql: 'select 2',
      hide_left_bar: true,
      template_params: '{"a":1}',
      extra_json: { updatedAt: 5, version: 1 },
    });
    expect(tab.latest_query).toMatchObject({
      id: 'editRun0001',
      state: 'success',
      dbId: databaseId,
    });

    const smuggled = await call('PUT', `/tabstateview/${id}`, { sql: 'x', user_id: 99 });
    expect(smuggled.statusCode).toBe(400);
    expect(body(smuggled)).toEqual({ message: { user_id: ['Unknown field.'] } });
    const wrongType = await call('PUT', `/tabstateview/${id}`, { query_limit: 'many' });
    expect(wrongType.statusCode).toBe(400);
    const unknownQuery = await call('PUT', `/tabstateview/${id}`, {
      latest_query_id: 'nosuchrun01',
    });
    expect(unknownQuery.statusCode).toBe(400);
    expect(body(unknownQuery)).toEqual({ message: { latest_query_id: ['Query not found.'] } });
    expect((await getTab(id)).sql).toBe('select 2');

    const cleared = await call('PUT', `/tabstateview/${id}`, {
      schema: null,
      latest_query_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await getTab(id)).toMatchObject({ schema: null, latest_query: null, sql: 'select 2' });
  });

  it('activates a tab and bootstraps SQL Lab with it', async () => {
    const id = await createTab({ name: 'Boot' });
    const other = await createTab({ name: 'Other' });
    const activated = await call('POST', `/tabstateview/${id}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toBe(id);
    await run('bootRun0001', String(id));
    await run('looseRun001', 'localTab002');
    const answer = await call('GET', '/api/v1/sqllab/');
    expect(answer.statusCode).toBe(200);
    const { result } = body<{ result: SqlLabBootstrap<QueryRecord> }>(answer);
    expect(result.active_tab).toMatchObject({ id, label: 'Boot', active: true });
    expect(result.tab_state_ids).toContainEqual([id, 'Boot']);
    expect(result.tab_state_ids).toContainEqual([other, 'Other']);
    expect(result.databases[String(databaseId)]).toMatchObject({
      id: databaseId,
      database_name: 'scratch',
      allow_run_async: true,
      expose_in_sqllab: true,
    });
    expect(result.databases[String(databaseId)]).not.toHaveProperty('sqlalchemy_uri');
    expect(result.queries.bootRun0001).toMatchObject({
      id: 'bootRun0001',
      sqlEditorId: String(id),
    });
    // Runs of tabs that only live in the browser come with migrate_query, not here.
    expect(result.queries).not.toHaveProperty('looseRun001');
    expect(result.user).toMatchObject({ userId: ann.id, username: 'ann', isActive: true });
    expect(result.user.roles).toHaveProperty('sql_lab');
    expect(result.common.conf.DEFAULT_SQLLAB_LIMIT).toBe(1000);

    const migrated = await call('POST', `/tabstateview/${id}/migrate_query`, {
      queryId: 'looseRun001',
    });
    expect(migrated.statusCode).toBe(200);
    const after = body<{ result: SqlLabBootstrap<QueryRecord> }>(
      await call('GET', '/api/v1/sqllab/'),
    );
    expect(after.result.queries.looseRun001).toMatchObject({ sqlEditorId: String(id) });
    const unknown = await call('POST', `/tabstateview/${id}/migrate_query`, {
      queryId: 'nosuchrun02',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a run of a tab; the previous run becomes the latest', async () => {
    const id = await createTab({ name: 'Runs' });
    await run('runsFirst01', String(id));
    await run('runsSecond1', String(id));
    await call('PUT', `/tabstateview/${id}`, { latest_query_id: 'runsSecond1' });
    const deleted = await call('DELETE', `/tabstateview/${id}/query/runsSecond1`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe('OK');
    expect((await getTab(id)).latest_query).toMatchObject({ id: 'runsFirst01' });
    expect((await call('DELETE', `/tabstateview/${id}/query/runsSecond1`)).statusCode).toBe(404);
    // A run of another tab is not this tab's to delete.
    await run('runsOther01', 'elsewhere01');
    expect((await call('DELETE', `/tabstateview/${id}/query/runsOther01`)).statusCode).toBe(404);
  });

  it('refuses SQL Lab tabs to users without SQL Lab', async () => {
    const gina = await createTestUser(t, 'gina', 'Gamma');
    const answer = await call('POST', '/tabstateview/', { queryEditor: {} }, gina.headers);
    expect(answer.statusCode).toBe(403);
    expect((await call('GET', '/api/v1/sqllab/', undefined, gina.headers)).statusCode).toBe(403);
  });
});
