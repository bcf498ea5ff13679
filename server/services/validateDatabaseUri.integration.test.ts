import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, body, withTestApp } from '../test/testApp';
import { storeKinds } from '../test/testStore';

const URL = '/api/v1/database/';
const BOUNDARY = 'tessera-uri-boundary';

// The audit's URIs and neighbours of each; every one must be a clear 400 on every path.
const REFUSED: [string, RegExp][] = [
  ['postgresql://u@[::ffff:169.254.169.254]/db', /link-local/],
  ['postgresql://u@[::ffff:a9fe:a9fe]/db', /link-local/],
  ['postgresql://u@127.0.0.1:5432/x?host=169.254.169.254', /^host parameter: link-local/],
  ['postgresql://u@127.0.0.1:5432/x?host=127.0.0.1,0xa9fea9fe', /^host parameter: link-local/],
  ['postgresql://u@METADATA.GOOGLE.INTERNAL./db', /metadata/],
  ['mysql://u@2852039166:3306/db', /link-local/],
  ['postgresql://u@127.0.0.1:5432/x?sslrootcert=/etc/passwd', /^sslrootcert: /],
  ['postgresql://u@127.0.0.1:5432/x?sslrootcert=/no/such/ca.pem', /^sslrootcert: /],
  ['postgresql://u@127.0.0.1:5432/x?sslkey=relative.key', /^sslkey: /],
  ['duckdb:///TESSERA.DB', /belongs to Tessera/],
  ['duckdb:///tessera.db-wal', /belongs to Tessera/],
  ['duckdb:///tessera.db-journal', /belongs to Tessera/],
  ['duckdb:///%zz.duckdb', /percent-encoding/],
];

function importForm(uri: string) {
  const zip = zipSync({
    'export/metadata.yaml': strToU8('version: 1.0.0\ntype: Database\n'),
    'export/databases/bad.yaml': strToU8(
      `database_name: imported_bad\nsqlalchemy_uri: ${JSON.stringify(uri)}\n`,
    ),
  });
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formData"; filename="b.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(zip),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

describe.each(await storeKinds())('the database URI guard through the API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let existingId: number;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const created = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { database_name: 'kept', sqlalchemy_uri: 'duckdb:///:memory:' },
    });
    existingId = body<{ id: number }>(created).id;
  });

  it.each(REFUSED)('refuses %s on create, update, test_connection and import', async (uri, why) => {
    const messageOf = (r: { body: string }) =>
      (JSON.parse(r.body) as { message: { sqlalchemy_uri: string[] } }).message.sqlalchemy_uri[0];
    const create = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { database_name: 'bad', sqlalchemy_uri: uri },
    });
    expect(create.statusCode).toBe(400);
    expect(messageOf(create)).toMatch(why);
    const update = await t.app.inject({
      method: 'PUT',
      url: `${URL}${existingId}`,
      headers: admin,
      payload: { sqlalchemy_uri: uri },
    });
    expect(update.statusCode).toBe(400);
    expect(messageOf(update)).toMatch(why);
    const test = await t.app.inject({
      method: 'POST',
      url: `${URL}test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: uri },
    });
    expect(test.statusCode).toBe(400);
    expect(messageOf(test)).toMatch(why);
    // Never the contents of a file the guard refused.
    for (const answer of [create, update, test]) expect(answer.body).not.toMatch(/root:/);
    const form = importForm(uri);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${URL}import/`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(imported.statusCode).toBe(422);
    expect(JSON.stringify(body(imported))).toContain('databases/bad.yaml');
    expect((await t.ctx.databases.findById(existingId))?.sqlalchemy_uri).toBe('duckdb:///:memory:');
    expect((await t.ctx.databases.list()).map((d) => d.database_name).sort()).toEqual(['kept']);
  });

  it('still connects when a host parameter names an allowed host', async () => {
    const test = await t.app.inject({
      method: 'POST',
      url: `${URL}test_connection/`,
      headers: admin,
      payload: { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/postgres?host=localhost' },
    });
    expect(test.statusCode).toBe(200);
  });
});
