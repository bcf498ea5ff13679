import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlLabBootstrap, TabStateRecord } from '@common/api/tabState';
import type { QueryRecord } from '@server/queries/queryRecord';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Object-level access sweep: a second SQL Lab user with access to
 * the same database reaches none of another user's tabs, tables, runs, results or saved
 * queries, by path or by id inside a payload.
 */
describe.each(await storeKinds())('SQL Lab object-level access on %s', (kind) => {
  const t = withTestApp(kind);
  let databaseId: number;
  let ann: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const owned = { tab: 0, table: 0, savedQuery: 0, queryId: 0, resultsKey: '', permalink: '' };
  let bobTab = 0;

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const run = async (user: TestUser, clientId: string, sqlEditorId: string) => {
    const answer = await call('POST', '/api/v1/sqllab/execute/', user.headers, {
      database_id: databaseId,
      sql: `select '${clientId}' as secret`,
      client_id: clientId,
      sql_editor_id: sqlEditorId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return body<{ query: QueryRecord }>(answer).query;
  };
  const newTab = async (user: TestUser) =>
    body<{ id: number }>(
      await call('POST', '/tabstateview/', user.headers, { queryEditor: { name: 'Mine' } }),
    ).id;

  beforeAll(async () => {
    databaseId = await registerScratchDatabase(
      t,
      await bearerFor(t.app, ADMIN.username, ADMIN.password),
    );
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
    bob = await createTestUser(t, 'bob', 'sql_lab', databaseId);
    carol = await createTestUser(t, 'carol', 'sql_lab');

    owned.tab = await newTab(ann);
    const query = await run(ann, 'annRun00001', String(owned.tab));
    owned.queryId = query.queryId;
    owned.resultsKey = String(query.resultsKey);
    await call('PUT', `/tabstateview/${owned.tab}`, ann.headers, {
      sql: 'select secret',
      latest_query_id: 'annRun00001',
    });
    owned.table = body<{ id: number }>(
      await call('POST', '/tableschemaview/', ann.headers, {
        table: { queryEditorId: owned.tab, dbId: databaseId, schema: 'main', name: 't' },
      }),
    ).id;
    owned.savedQuery = body<{ id: number }>(
      await call('POST', '/api/v1/saved_query/', ann.headers, {
        label: 'Ann secret',
        db_id: databaseId,
        sql: 'select secret',
      }),
    ).id;
    owned.permalink = body<{ key: string }>(
      await call('POST', '/api/v1/sqllab/permalink', ann.headers, {
        name: 'Ann link',
        dbId: databaseId,
        sql: 'select secret',
      }),
    ).key;
    bobTab = await newTab(bob);
    await run(bob, 'bobRun00001', String(bobTab));
  });

  it('answers 404 to every path that names another user’s object', async () => {
    const paths: [Method, string, unknown?][] = [
      ['GET', `/tabstateview/${owned.tab}`],
      ['PUT', `/tabstateview/${owned.tab}`, { sql: 'hacked' }],
      ['POST', `/tabstateview/${owned.tab}/activate`],
      ['POST', `/tabstateview/${owned.tab}/migrate_query`, { queryId: 'bobRun00001' }],
      ['POST', `/tabstateview/${bobTab}/migrate_query`, { queryId: 'annRun00001' }],
      ['DELETE', `/tabstateview/${owned.tab}/query/annRun00001`],
      ['DELETE', `/tabstateview/${bobTab}/query/annRun00001`],
      ['DELETE', `/tabstateview/${owned.tab}`],
      ['POST', `/tableschemaview/${owned.table}/expanded`, { expanded: false }],
      ['DELETE', `/tableschemaview/${owned.table}`],
      ['GET', `/api/v1/sqllab/results/?q=(key:'${owned.resultsKey}')`],
      ['GET', '/api/v1/sqllab/export/annRun00001/'],
      ['GET', `/api/v1/query/${owned.queryId}`],
      ['POST', '/api/v1/query/stop', { client_id: 'annRun00001' }],
      ['GET', `/api/v1/saved_query/${owned.savedQuery}`],
      ['PUT', `/api/v1/saved_query/${owned.savedQuery}`, { sql: 'hacked' }],
      ['DELETE', `/api/v1/saved_query/${owned.savedQuery}`],
      ['DELETE', `/api/v1/saved_query/?q=!(${owned.savedQuery})`],
    ];
    for (const [method, url, payload] of paths) {
      const answer = await call(method, url, bob.headers, payload);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('answers 400 to payloads that point at another user’s objects', async () => {
    const payloads: [Method, string, unknown, string][] = [
      ['PUT', `/tabstateview/${bobTab}`, { latest_query_id: 'annRun00001' }, 'latest_query_id'],
      ['PUT', `/tabstateview/${bobTab}`, { saved_query_id: owned.savedQuery }, 'saved_query_id'],
      ['PUT', `/tabstateview/${bobTab}`, { user_id: ann.id }, 'user_id'],
      [
        'POST',
        '/tabstateview/',
        { queryEditor: { remoteId: owned.savedQuery } },
        'queryEditor.remoteId',
      ],
      [
        'POST',
        '/tableschemaview/',
        { table: { queryEditorId: owned.tab, dbId: databaseId, schema: 'main', name: 'x' } },
        'table.queryEditorId',
      ],
    ];
    for (const [method, url, payload, field] of payloads) {
      const answer = await call(method, url, bob.headers, payload);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(400);
      expect(body<{ message: Record<string, unknown> }>(answer).message).toHaveProperty([field]);
    }
  });

  it('refuses databases the user may not use, in every payload', async () => {
    const carolTab = await newTab(carol);
    const payloads: [Method, string, unknown, string][] = [
      ['PUT', `/tabstateview/${carolTab}`, { database_id: databaseId }, 'database_id'],
      ['POST', '/tabstateview/', { queryEditor: { dbId: databaseId } }, 'queryEditor.dbId'],
      [
        'POST',
        '/tableschemaview/',
        { table: { queryEditorId: carolTab, dbId: databaseId, schema: 'main', name: 't' } },
        'table.dbId',
      ],
      ['POST', '/api/v1/saved_query/', { label: 'x', db_id: databaseId, sql: 'x' }, 'db_id'],
      ['POST', '/api/v1/sqllab/permalink', { name: 'x', dbId: databaseId, sql: 'x' }, 'dbId'],
    ];
    for (const [method, url, payload, field] of payloads) {
      const answer = await call(method, url, carol.headers, payload);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(400);
      expect(body<{ message: Record<string, unknown> }>(answer).message).toHaveProperty([field]);
    }
    // A link opens for users of its database (bob), never for others (carol).
    const link = `/api/v1/sqllab/permalink/${owned.permalink}`;
    expect((await call('GET', link, bob.headers)).statusCode).toBe(200);
    expect((await call('GET', link, carol.headers)).statusCode).toBe(404);
  });

  it('lists and bootstraps only the user’s own objects', async () => {
    // Bob runs a query claiming Ann's tab: it must not show up on Ann's side.
    await run(bob, 'bobRun00002', String(owned.tab));
    const bobBoot = body<{ result: SqlLabBootstrap<QueryRecord> }>(
      await call('GET', '/api/v1/sqllab/', bob.headers),
    ).result;
    expect(bobBoot.tab_state_ids.map(([id]) => id)).toEqual([bobTab]);
    expect(Object.keys(bobBoot.queries)).toEqual(['bobRun00001']);
    const annBoot = body<{ result: SqlLabBootstrap<QueryRecord> }>(
      await call('GET', '/api/v1/sqllab/', ann.headers),
    ).result;
    expect(Object.keys(annBoot.queries)).toEqual(['annRun00001']);
    const bobSaved = body<{ ids: number[] }>(
      await call('GET', '/api/v1/saved_query/', bob.headers),
    );
    expect(bobSaved.ids).not.toContain(owned.savedQuery);
  });

  it('leaves the owner’s objects untouched after the sweep', async () => {
    const tab = body<TabStateRecord<QueryRecord>>(
      await call('GET', `/tabstateview/${owned.tab}`, ann.headers),
    );
    expect(tab).toMatchObject({ sql: 'select secret', active: true, user_id: ann.id });
    expect(tab.latest_query).toMatchObject({ id: 'annRun00001', sqlEditorId: String(owned.tab) });
    expect(tab.table_schemas).toMatchObject([{ id: owned.table, expanded: true }]);
    const saved = await call('GET', `/api/v1/saved_query/${owned.savedQuery}`, ann.headers);
    expect(body(saved)).toMatchObject({ result: { sql: 'select secret', label: 'Ann secret' } });
    const results = await call(
      'GET',
      `/api/v1/sqllab/results/?q=(key:'${owned.resultsKey}')`,
      ann.headers,
    );
    expect(results.statusCode).toBe(200);
  });
});
