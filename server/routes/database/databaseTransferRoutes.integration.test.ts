import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, bearerForNewUser, body, withTestApp } from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/database/';
const BOUNDARY = 'tessera-test-boundary';

/** A multipart/form-data body as a browser's FormData would send it. */
function formData(zip: Uint8Array, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="formData"; filename="bundle.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      Buffer.from(zip),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

/** A bundle shaped like Superset's export: a top folder, metadata.yaml and databases/. */
function bundle(databases: Record<string, string>, type = 'Database'): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'export/metadata.yaml': strToU8(`version: 1.0.0\ntype: ${type}\n`),
  };
  for (const [name, yaml] of Object.entries(databases))
    files[`export/databases/${name}.yaml`] = strToU8(yaml);
  // Superset's bundles carry datasets too; they are not databases and are left alone.
  files['export/datasets/x/t.yaml'] = strToU8('table_name: t\n');
  return zipSync(files);
}

describe.each(await storeKinds())('database export and import on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  const importBundle = (zip: Uint8Array, fields: Record<string, string> = {}) => {
    const form = formData(zip, fields);
    return t.app.inject({
      method: 'POST',
      url: `${URL}import/`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
  };
  const names = async () => (await t.ctx.databases.list()).map((row) => row.database_name);

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
  });

  it('exports a Superset bundle with masked passwords and imports it back under overwrite', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: {
        database_name: 'warehouse',
        sqlalchemy_uri: 'postgresql://alice:s3cret@127.0.0.1:5432/postgres',
        allow_dml: true,
        extra: '{"cost_estimate_enabled": true}',
      },
    });
    const { id } = body<{ id: number }>(created);
    const exported = await t.app.inject({
      method: 'GET',
      url: `${URL}export/?q=!(${id})`,
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/database_export_\d{8}T\d{6}\.zip/);
    const files = unzipSync(exported.rawPayload);
    const yamlName = Object.keys(files).find((name) => name.endsWith('databases/warehouse.yaml'));
    const yaml = strFromU8(files[yamlName ?? ''] ?? new Uint8Array());
    expect(yaml).toContain('sqlalchemy_uri: postgresql://alice:XXXXXXXXXX@127.0.0.1:5432/postgres');
    expect(yaml).toContain('allow_dml: true');
    expect(yaml).toContain('cost_estimate_enabled: true');
    expect(Buffer.from(exported.rawPayload).includes('s3cret')).toBe(false);

    // Without overwrite an existing name is refused, and nothing changes.
    const refused = await importBundle(exported.rawPayload);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(body(refused))).toContain('overwrite=true');

    // With overwrite and no password, the stored one is kept; a given one replaces it.
    expect((await importBundle(exported.rawPayload, { overwrite: 'true' })).statusCode).toBe(200);
    const kept = await t.ctx.databases.findById(id);
    expect(t.ctx.secretBox.decrypt(kept?.password_encrypted ?? '')).toBe('s3cret');
    const replaced = await importBundle(exported.rawPayload, {
      overwrite: 'true',
      passwords: JSON.stringify({ 'databases/warehouse.yaml': 'n3w' }),
    });
    expect(body(replaced)).toEqual({ message: 'OK', imported: ['warehouse'] });
    const row = await t.ctx.databases.findById(id);
    expect(t.ctx.secretBox.decrypt(row?.password_encrypted ?? '')).toBe('n3w');
    expect(row).toMatchObject({ allow_dml: 1, backend: 'postgresql' });
    expect((await names()).filter((name) => name === 'warehouse')).toHaveLength(1);
  });

  it('imports new databases, asking for passwords the bundle masks', async () => {
    const zip = bundle({
      lake: 'database_name: lake\nsqlalchemy_uri: "duckdb:///:memory:"\nexpose_in_sqllab: true\nextra:\n  disable_data_preview: true\nuuid: 8f0c\n',
      shop: 'database_name: shop\nsqlalchemy_uri: mysql://bob:XXXXXXXXXX@127.0.0.1:3306/test\n',
    });
    const noPassword = await importBundle(zip);
    expect(noPassword.statusCode).toBe(422);
    expect(JSON.stringify(body(noPassword))).toContain('Must provide a password for the database');
    expect(await names()).not.toContain('lake');

    const ok = await importBundle(zip, {
      passwords: JSON.stringify({ 'databases/shop.yaml': 'pw' }),
    });
    expect(body(ok)).toEqual({ message: 'OK', imported: ['lake', 'shop'] });
    const shop = await t.ctx.databases.findByName('shop');
    expect(t.ctx.secretBox.decrypt(shop?.password_encrypted ?? '')).toBe('pw');
    expect(JSON.parse((await t.ctx.databases.findByName('lake'))?.extra ?? '{}')).toEqual({
      disable_data_preview: true,
    });
  });

  it('runs every file through the URI validator and saves nothing when one fails', async () => {
    const zip = bundle({
      good: 'database_name: good_one\nsqlalchemy_uri: "duckdb:///:memory:"\n',
      sqlite: 'database_name: bad_sqlite\nsqlalchemy_uri: sqlite:////etc/passwd\n',
      outside: 'database_name: bad_duck\nsqlalchemy_uri: duckdb:////tmp/outside.duckdb\n',
      meta: 'database_name: bad_meta\nsqlalchemy_uri: postgresql://u:p@169.254.169.254/x\n',
    });
    const answer = await importBundle(zip);
    expect(answer.statusCode).toBe(422);
    const extra = body<{ errors: { message: string; extra: Record<string, unknown> }[] }>(answer)
      .errors[0];
    expect(extra?.message).toBe('Error importing database');
    expect(Object.keys(extra?.extra ?? {}).sort()).toEqual([
      'databases/meta.yaml',
      'databases/outside.yaml',
      'databases/sqlite.yaml',
    ]);
    expect(await names()).not.toContain('good_one');
  });

  it('refuses what is not a database bundle, with a clear error', async () => {
    const cases: [Uint8Array, string][] = [
      [strToU8('not a zip at all'), 'Not a ZIP file'],
      [
        bundle({ x: 'database_name: x\nsqlalchemy_uri: "duckdb:///:memory:"\n' }, 'Slice'),
        'type: Database',
      ],
      [bundle({}), 'no databases/*.yaml'],
      [bundle({ y: 'database_name: [unclosed\n' }), 'databases/y.yaml'],
    ];
    for (const [zip, message] of cases) {
      const answer = await importBundle(zip);
      expect([message, answer.statusCode]).toEqual([message, 422]);
      expect(JSON.stringify(body(answer))).toContain(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `${URL}import/`,
      headers: admin,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const badIds = await t.app.inject({
      method: 'GET',
      url: `${URL}export/?q=(a:1)`,
      headers: admin,
    });
    expect(badIds.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const alpha = await bearerForNewUser(t, admin, 'alpha2', 'Alpha');
    const form = formData(
      bundle({ z: 'database_name: z\nsqlalchemy_uri: "duckdb:///:memory:"\n' }),
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: `${URL}import/`,
      headers: { ...alpha, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(403);
    expect(await names()).not.toContain('z');
    const exported = await t.app.inject({
      method: 'GET',
      url: `${URL}export/?q=!(1)`,
      headers: alpha,
    });
    expect(exported.statusCode).toBe(403);
  });
});
