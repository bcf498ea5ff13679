import { beforeAll, describe, expect, it } from 'vitest';
import type { TabStateRecord } from '@common/api/tabState';
import type { QueryRecord } from '@server/queries/queryRecord';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('/tableschemaview/ on %s', (kind) => {
  const t = withTestApp(kind);
  let ann: TestUser;
  let databaseId: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: ann.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const createTab = async (queryEditor: unknown) =>
    body<{ id: number }>(await call('POST', '/tabstateview/', { queryEditor })).id;
  const getTab = async (id: number) =>
    body<TabStateRecord<QueryRecord>>(await call('GET', `/tabstateview/${id}`));

  beforeAll(async () => {
    databaseId = await registerScratchDatabase(
      t,
      await bearerFor(t.app, ADMIN.username, ADMIN.password),
    );
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
  });

  it('keeps the tables of a tab, replacing a table posted again', async () => {
    const id = await createTab({ name: 'Tables' });
    const table = {
      queryEditorId: String(id),
      dbId: databaseId,
      catalog: null,
      schema: 'main',
      name: 't',
      columns: [{ name: 'id', type: 'INTEGER' }],
      dataPreviewQueryId: 'preview0001',
    };
    const first = await call('POST', '/tableschemaview/', { table: JSON.stringify(table) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', '/tableschemaview/', {
      table: { ...table, queryEditorId: id },
    });
    const tableId = body<{ id: number }>(again).id;
    const { table_schemas } = await getTab(id);
    expect(table_schemas).toEqual([
      {
        id: tableId,
        tab_state_id: id,
        database_id: databaseId,
        catalog: null,
        schema: 'main',
        table: 't',
        expanded: true,
        description: { ...table, queryEditorId: id },
      },
    ]);
    const collapsed = await call('POST', `/tableschemaview/${tableId}/expanded`, {
      expanded: false,
    });
    expect(body(collapsed)).toEqual({ id: tableId, expanded: false });
    expect((await getTab(id)).table_schemas[0]?.expanded).toBe(false);
    const asText = await call('POST', `/tableschemaview/${tableId}/expanded`, { expanded: 'true' });
    expect(body(asText)).toEqual({ id: tableId, expanded: true });

    const noName = await call('POST', '/tableschemaview/', {
      table: { ...table, name: undefined },
    });
    expect(noName.statusCode).toBe(400);
    const localTab = await call('POST', '/tableschemaview/', {
      table: { ...table, queryEditorId: 'localTab003' },
    });
    expect(localTab.statusCode).toBe(400);
    const deleted = await call('DELETE', `/tableschemaview/${tableId}`);
    expect(deleted.json()).toBe('OK');
    expect((await getTab(id)).table_schemas).toEqual([]);
    expect((await call('DELETE', `/tableschemaview/${tableId}`)).statusCode).toBe(404);

    await call('POST', '/tableschemaview/', { table });
    const removed = await call('DELETE', `/tabstateview/${id}`);
    expect(removed.json()).toBe('OK');
    expect((await call('GET', `/tabstateview/${id}`)).statusCode).toBe(404);
  });

  it('refuses malformed tables and flags', async () => {
    const id = await createTab({ name: 'Bad tables' });
    const notJson = await call('POST', '/tableschemaview/', { table: '{nope' });
    expect(notJson.statusCode).toBe(400);
    const huge = await call('POST', '/tableschemaview/', {
      table: { queryEditorId: '99999999999', dbId: databaseId, name: 't' },
    });
    expect(huge.statusCode).toBe(400);
    const unknownTab = await call('POST', '/tableschemaview/', {
      table: { queryEditorId: 999_999, dbId: databaseId, name: 't' },
    });
    expect(body(unknownTab)).toEqual({ message: { 'table.queryEditorId': ['Tab not found.'] } });
    const tableId = body<{ id: number }>(
      await call('POST', '/tableschemaview/', {
        table: { queryEditorId: id, dbId: databaseId, name: 't' },
      }),
    ).id;
    const notFlag = await call('POST', `/tableschemaview/${tableId}/expanded`, { expanded: 'yes' });
    expect(notFlag.statusCode).toBe(400);
    const extra = await call('POST', `/tableschemaview/${tableId}/expanded`, {
      expanded: true,
      tab_state_id: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect((await call('DELETE', '/tableschemaview/3000000000')).statusCode).toBe(400);
  });
});
