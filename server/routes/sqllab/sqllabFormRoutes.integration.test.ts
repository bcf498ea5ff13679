import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTED_QUERY_ELEMENT_ID } from '@common/constants/sqlLab';
import {
  ADMIN,
  type CookieClient,
  createTestApp,
  signInWithCookie,
  type TestApp,
} from '@server/test/testApp';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The requested query in the page's data block. */
function dataBlock(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${REQUESTED_QUERY_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe('POST /sqllab/ (a query posted by a form)', () => {
  let t: TestApp;
  let client: CookieClient;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-static-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Tessera</title></head><body></body></html>',
    );
    t = await createTestApp('sqlite', { staticDir });
    client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const post = (fields: Record<string, string>, cookie = client.cookie, url = '/sqllab/') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Posts the fields as multipart/form-data, encoded the way a browser's FormData is. */
  const postMultipart = async (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request('http://x/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: '/sqllab/',
      headers: { 'content-type': request.headers.get('content-type') ?? '', cookie: client.cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  it("serves the app with Superset's form_data in a data block that nothing can break out of", async () => {
    const sql = "select '</script><script>alert(1)</script>' as x";
    const response = await post({
      form_data: JSON.stringify({ datasourceKey: '3__table', sql }),
      csrf_token: client.csrf,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(dataBlock(response.body)).toEqual({
      requestedQuery: { datasourceKey: '3__table', sql },
    });
  });

  it('takes plain fields too, and keeps long SQL whole', async () => {
    const sql = `select 1 as one -- ${'x'.repeat(100_000)}`;
    const response = await post({ sql, dbId: '1', schema: 'main', csrf_token: client.csrf });
    expect(response.statusCode).toBe(200);
    expect(dataBlock(response.body)).toEqual({ requestedQuery: { sql, dbId: 1, schema: 'main' } });
  });

  it('takes a multipart form (enctype="multipart/form-data", or FormData posted by a page)', async () => {
    const response = await postMultipart({
      sql: 'select 3 as three',
      database_id: '1',
      schema: 'main',
      title: 'From Explore',
      csrf_token: client.csrf,
    });
    expect(response.statusCode).toBe(200);
    expect(dataBlock(response.body)).toEqual({
      requestedQuery: { sql: 'select 3 as three', dbId: 1, schema: 'main', name: 'From Explore' },
    });
  });

  it('knows the other names of the fields, in plain fields and in form_data, with or without the slash', async () => {
    const plain = await post(
      { sql: 'select 4', database_id: '2', title: 'Posted', csrf_token: client.csrf },
      client.cookie,
      '/sqllab',
    );
    expect(plain.statusCode).toBe(200);
    expect(dataBlock(plain.body)).toEqual({
      requestedQuery: { sql: 'select 4', dbId: 2, name: 'Posted' },
    });
    const json = await post({
      form_data: JSON.stringify({ sql: 'select 5', dbid: 3, label: 'Old' }),
      csrf_token: client.csrf,
    });
    expect(dataBlock(json.body)).toEqual({
      requestedQuery: { sql: 'select 5', dbId: 3, name: 'Old' },
    });
    // The canonical name wins over another name of the same field.
    const both = await post({ sql: 'x', dbId: '4', database_id: '5', csrf_token: client.csrf });
    expect(dataBlock(both.body)).toEqual({ requestedQuery: { sql: 'x', dbId: 4 } });
  });

  it('refuses a multipart post without the CSRF token, like any other', async () => {
    const response = await postMultipart({ sql: 'select 1' });
    expect(response.statusCode).toBe(403);
  });

  it('states its own size limit when a post is larger', async () => {
    const response = await post({ sql: 'x'.repeat(2_100_000), csrf_token: client.csrf });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('larger than the 1.9 MB limit'),
    });
  });

  it('refuses a post without the CSRF token, and bad fields with a clear message', async () => {
    const noToken = await post({ sql: 'select 1' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ message: 'The CSRF token is missing or invalid.' });
    const badKey = await post({ datasourceKey: 'x; drop', csrf_token: client.csrf });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toContain('12__table');
    const nothing = await post({ csrf_token: client.csrf });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Send the SQL or a datasource key');
    const badJson = await post({ form_data: '{', csrf_token: client.csrf });
    expect(badJson.statusCode).toBe(400);
  });

  it('sends a signed-out user to sign in, keeping the query in the next address', async () => {
    const response = await post({ sql: 'select 2', dbId: '1' }, '');
    expect(response.statusCode).toBe(303);
    const next = new URL(String(response.headers.location), 'http://x').searchParams.get('next');
    expect(next).toBe('/sqllab/?sql=select+2&dbId=1');
  });

  it('still answers JSON bodies elsewhere only: a form body to an API route is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/format_sql/',
      headers: { ...FORM, cookie: client.cookie, 'x-csrftoken': client.csrf },
      payload: 'sql=select+1',
    });
    expect(response.statusCode).toBe(415);
  });
});
