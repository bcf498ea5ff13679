import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermalinkCreated, SharedQueryRecord } from '@common/api/keyValue';
import { createTestUser, type TestUser } from '@server/test/sqlLabUsers';
import {
  ADMIN,
  bearerFor,
  body,
  createTestApp,
  registerScratchDatabase,
  type TestApp,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('share links (/kv/ and permalinks) on %s', (kind) => {
  const t = withTestApp(kind);
  let ann: TestUser;
  let databaseId: number;
  let shared: SharedQueryRecord;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers = ann.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    databaseId = await registerScratchDatabase(
      t,
      await bearerFor(t.app, ADMIN.username, ADMIN.password),
    );
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
    shared = {
      name: 'Shared tab',
      dbId: databaseId,
      catalog: null,
      schema: 'main',
      autorun: false,
      sql: 'select 1',
      templateParams: '{}',
    };
  });

  it('stores a shared tab given as JSON text under a random key and reads it back', async () => {
    const stored = await call('POST', '/kv/store/', { data: JSON.stringify(shared) });
    expect(stored.statusCode, stored.body).toBe(200);
    const { id } = body<{ id: string }>(stored);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = body<{ id: string }>(await call('POST', '/kv/store/', { data: shared }));
    expect(second.id).not.toBe(id);
    const read = await call('GET', `/kv/${id}`);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toEqual(shared);
    expect(body(await call('GET', `/kv/${id}/`))).toEqual(shared);
  });

  it('fills defaults and accepts the older `title`', async () => {
    const stored = await call('POST', '/kv/store/', {
      data: JSON.stringify({ title: 'Old client', dbId: databaseId, sql: 'select 2' }),
    });
    const { id } = body<{ id: string }>(stored);
    expect(body(await call('GET', `/kv/${id}`))).toEqual({
      name: 'Old client',
      dbId: databaseId,
      catalog: null,
      schema: null,
      autorun: false,
      sql: 'select 2',
      templateParams: null,
    });
  });

  it('creates and reads permalinks', async () => {
    const created = await call('POST', '/api/v1/sqllab/permalink', { ...shared });
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = body<PermalinkCreated>(created);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // No public URL configured: the link is relative to the page that asked.
    expect(url).toBe(`/sqllab/p/${key}`);
    const read = await call('GET', `/api/v1/sqllab/permalink/${key}`);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toEqual(shared);
  });

  it('never builds the link from Host or X-Forwarded-* headers', async () => {
    const forged = {
      ...ann.headers,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      origin: 'https://evil.example',
      referer: 'https://evil.example/sqllab/',
    };
    const created = await call('POST', '/api/v1/sqllab/permalink', { ...shared }, forged);
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = body<PermalinkCreated>(created);
    expect(url).toBe(`/sqllab/p/${key}`);
    expect(created.body).not.toContain('evil.example');
  });

  it('refuses bad payloads with 400 and unknown keys with 404', async () => {
    const notJson = await call('POST', '/kv/store/', { data: '{nope' });
    expect(notJson.statusCode).toBe(400);
    const extra = await call('POST', '/kv/store/', { data: { ...shared, user_id: 1 } });
    expect(body(extra)).toEqual({ message: { user_id: ['Unknown field.'] } });
    const noSql = await call('POST', '/api/v1/sqllab/permalink', { dbId: databaseId });
    expect(body(noSql)).toHaveProperty('message.sql');
    const unknownDb = await call('POST', '/api/v1/sqllab/permalink', { ...shared, dbId: 999_999 });
    expect(body(unknownDb)).toEqual({ message: { dbId: ['Database not found.'] } });
    expect((await call('GET', '/kv/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/sqllab/permalink/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      404,
    );
    // Short or odd keys are refused before any lookup (old sequential ids among them).
    expect((await call('GET', '/kv/1')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/sqllab/permalink/a%27b')).statusCode).toBe(400);
  });

  it('opens a link only for users who may use its database', async () => {
    const { key } = body<PermalinkCreated>(
      await call('POST', '/api/v1/sqllab/permalink', { ...shared }),
    );
    const bob = await createTestUser(t, 'bob', 'sql_lab', databaseId);
    const carol = await createTestUser(t, 'carol', 'sql_lab');
    const gina = await createTestUser(t, 'gina', 'Gamma');
    expect((await call('GET', `/kv/${key}`, undefined, bob.headers)).statusCode).toBe(200);
    expect((await call('GET', `/kv/${key}`, undefined, carol.headers)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/v1/sqllab/permalink/${key}`, undefined, carol.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/kv/${key}`, undefined, gina.headers)).statusCode).toBe(403);
    expect((await call('GET', `/kv/${key}`, undefined, {})).statusCode).toBe(401);
    const carolShares = await call('POST', '/kv/store/', { data: shared }, carol.headers);
    expect(carolShares.statusCode).toBe(400);
  });
});

describe('permalinks with TESSERA_PUBLIC_URL', () => {
  let t: TestApp;
  let ann: TestUser;
  let databaseId: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicUrl: 'https://bi.example.com/tessera' });
    databaseId = await registerScratchDatabase(
      t,
      await bearerFor(t.app, ADMIN.username, ADMIN.password),
    );
    ann = await createTestUser(t, 'ann', 'sql_lab', databaseId);
  });
  afterAll(async () => t.close());

  it('answers the absolute link on the public URL, whatever Host the request names', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: { ...ann.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { dbId: databaseId, sql: 'select 1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = body<PermalinkCreated>(created);
    expect(url).toBe(`https://bi.example.com/tessera/sqllab/p/${key}`);
  });
});
