import { beforeAll, describe, expect, it } from 'vitest';
import { encodeRison, type RisonValue } from '@common/api/rison';
import type { SavedQueryListResponse, SavedQueryRecord } from '@common/api/savedQueries';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('/api/v1/saved_query/ on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let ann: TestUser;
  let databaseId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    headers = ann.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (fields: Record<string, unknown>, headers = ann.headers) => {
    const answer = await call(
      'POST',
      '/api/v1/saved_query/',
      { db_id: databaseId, sql: 'select 1', ...fields },
      headers,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    return body<{ id: number; result: SavedQueryRecord }>(answer);
  };
  const list = async (q: RisonValue, headers = ann.headers) => {
    const answer = await call(
      'GET',
      `/api/v1/saved_query/?q=${encodeURIComponent(encodeRison(q))}`,
      undefined,
      headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return body<SavedQueryListResponse>(answer);
  };

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
  });

  it('creates, reads and updates a saved query in Superset’s shapes', async () => {
    const created = await create({
      label: 'Top names',
      description: 'The first rows',
      catalog: null,
      schema: 'main',
      sql: 'select * from t limit 5',
      template_parameters: '{"n": 5}',
    });
    expect(created.result).toMatchObject({
      id: created.id,
      label: 'Top names',
      description: 'The first rows',
      sql: 'select * from t limit 5',
      catalog: null,
      schema: 'main',
      template_parameters: '{"n": 5}',
      db_id: databaseId,
      database: { id: databaseId, database_name: 'scratch' },
      changed_on_delta_humanized: 'just now',
      created_by: { id: ann.id, first_name: 'Ann', last_name: 'Tester' },
    });
    const read = await call('GET', `/api/v1/saved_query/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toEqual({ id: created.id, result: created.result });

    const updated = await call('PUT', `/api/v1/saved_query/${created.id}`, {
      sql: 'select 2',
      label: 'Renamed',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body<{ result: SavedQueryRecord }>(updated).result).toMatchObject({
      label: 'Renamed',
      sql: 'select 2',
      description: 'The first rows',
      schema: 'main',
    });
  });

  it('answers validation failures per field, and refuses unknown fields', async () => {
    const empty = await call('POST', '/api/v1/saved_query/', { label: ' ', db_id: databaseId });
    expect(empty.statusCode).toBe(400);
    const { message } = body<{ message: Record<string, string[]> }>(empty);
    expect(message.label).toEqual(['Name is required.']);
    expect(message.sql).toBeDefined();
    const smuggled = await call('POST', '/api/v1/saved_query/', {
      label: 'x',
      db_id: databaseId,
      sql: 'select 1',
      user_id: 1,
    });
    expect(body(smuggled)).toEqual({ message: { user_id: ['Unknown field.'] } });
    const badParams = await call('POST', '/api/v1/saved_query/', {
      label: 'x',
      db_id: databaseId,
      sql: 'select 1',
      template_parameters: '[1',
    });
    expect(body(badParams)).toEqual({
      message: { template_parameters: ['Must be a JSON object.'] },
    });
    const unknownDb = await call('POST', '/api/v1/saved_query/', {
      label: 'x',
      db_id: 999_999,
      sql: 'select 1',
    });
    expect(unknownDb.statusCode).toBe(400);
    expect(body(unknownDb)).toEqual({ message: { db_id: ['Database not found.'] } });
    expect((await call('GET', '/api/v1/saved_query/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/saved_query/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/saved_query/3000000000')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v1/saved_query/?q=!(3000000000)')).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/saved_query/999999', { sql: 'x' })).statusCode).toBe(404);
  });

  it('lists with text, database and order filters, paged', async () => {
    await create({ label: 'Alpha sales', sql: 'select 10', description: '' });
    await create({ label: 'Beta', sql: 'select 20 -- sales', description: '' });
    await create({ label: 'Gamma', sql: 'select 30', description: 'about 100%_sales' });
    const allText = await list({
      filters: [{ col: 'label', opr: 'all_text', value: 'sales' }],
      order_column: 'label',
      order_direction: 'asc',
    });
    expect(allText.result.map((r) => r.label)).toEqual(['Alpha sales', 'Beta', 'Gamma']);
    expect(allText.ids).toEqual(allText.result.map((r) => r.id));
    const inSql = await list({ filters: [{ col: 'sql', opr: 'ct', value: 'SALES' }] });
    expect(inSql.result.map((r) => r.label)).toEqual(['Beta']);
    // LIKE wildcards in the search text are matched literally.
    const literal = await list({ filters: [{ col: 'description', opr: 'ct', value: '%_' }] });
    expect(literal.result.map((r) => r.label)).toEqual(['Gamma']);
    const byDatabase = await list({
      filters: [{ col: 'database', opr: 'rel_o_m', value: databaseId }],
      page_size: 2,
      page: 0,
    });
    expect(byDatabase.count).toBeGreaterThanOrEqual(4);
    expect(byDatabase.result).toHaveLength(2);
    const none = await list({ filters: [{ col: 'database', opr: 'rel_o_m', value: 999_999 }] });
    expect(none).toEqual({ count: 0, ids: [], result: [] });
    const unsupported = await call(
      'GET',
      `/api/v1/saved_query/?q=${encodeURIComponent('(filters:!((col:sql,opr:all_text,value:x)))')}`,
    );
    expect(unsupported.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/saved_query/?q=(page_size:0)')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/saved_query/?q=(bogus')).statusCode).toBe(400);
  });

  it('shows users only their own saved queries; admins read all but change their own', async () => {
    const own = await create({ label: 'Ann private' });
    const adminOwn = await create({ label: 'Admin private' }, admin);
    const annList = await list({});
    expect(annList.result.every((r) => r.created_by.id === ann.id)).toBe(true);
    const spying = await list({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: 1 }] });
    expect(spying.count).toBe(0);
    expect((await call('GET', `/api/v1/saved_query/${adminOwn.id}`)).statusCode).toBe(404);

    const adminList = await list({}, admin);
    expect(adminList.ids).toContain(own.id);
    expect(adminList.ids).toContain(adminOwn.id);
    expect((await call('GET', `/api/v1/saved_query/${own.id}`, undefined, admin)).statusCode).toBe(
      200,
    );
    const adminEdit = await call('PUT', `/api/v1/saved_query/${own.id}`, { sql: 'x' }, admin);
    expect(adminEdit.statusCode).toBe(403);
    const adminDelete = await call('DELETE', `/api/v1/saved_query/${own.id}`, undefined, admin);
    expect(adminDelete.statusCode).toBe(403);
  });

  it('deletes one, or several with rison, all or nothing', async () => {
    const a = await create({ label: 'Delete a' });
    const b = await create({ label: 'Delete b' });
    const c = await create({ label: 'Delete c' });
    const one = await call('DELETE', `/api/v1/saved_query/${a.id}`);
    expect(body(one)).toEqual({ message: 'OK' });
    expect((await call('GET', `/api/v1/saved_query/${a.id}`)).statusCode).toBe(404);
    // One unknown id: nothing is deleted.
    const partial = await call('DELETE', `/api/v1/saved_query/?q=!(${b.id},${a.id})`);
    expect(partial.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/saved_query/${b.id}`)).statusCode).toBe(200);
    const bulk = await call('DELETE', `/api/v1/saved_query/?q=!(${b.id},${c.id})`);
    expect(bulk.statusCode).toBe(200);
    expect(body(bulk)).toEqual({ message: 'Deleted 2 saved queries' });
    expect((await call('DELETE', '/api/v1/saved_query/?q=(a:1)')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v1/saved_query/')).statusCode).toBe(400);
  });
});
