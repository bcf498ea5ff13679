import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, signInWithCookie, type TestApp } from '../test/testApp';

// A built app as `vite build` leaves it: each asset with its .gz and .br beside it.
const SOURCE = `export const rows = [${Array.from({ length: 2000 }, (_, i) => i).join(',')}];\n`;

describe('static app assets', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const asset = path.join(dir, 'assets', 'index-abc123.js');
    fs.writeFileSync(asset, SOURCE);
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SOURCE));
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SOURCE));
    t = await createTestApp('sqlite', { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the precompressed .gz to a client that accepts gzip', async () => {
    const response = await get('gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers['content-type'])).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(response.headers['cache-control'])).toMatch(/immutable/);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SOURCE);
    // Scripts keep nosniff but not the headers only documents obey.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('prefers brotli when accepted, and sends the plain file otherwise', async () => {
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SOURCE);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SOURCE);
  });

  it('answers HEAD with the headers, and a file written after the first read as it is', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(String(head.headers['content-type'])).toMatch(/javascript/);
    expect(head.body).toBe('');
    fs.writeFileSync(path.join(dir, 'assets', 'late-def456.css'), 'a{}');
    const late = await t.app.inject({ method: 'GET', url: '/assets/late-def456.css' });
    expect(late.statusCode).toBe(200);
    expect(String(late.headers['content-type'])).toMatch(/text\/css/);
    expect(late.headers.vary).toBeUndefined(); // no compressed copies to choose from
    expect(late.body).toBe('a{}');
  });

  it('serves nothing outside the assets folder, nor a name the build did not write', async () => {
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/%2E%2E/index.html',
      '/assets/.hidden',
      '/assets/missing-000.js',
      '/assets/index-abc123.js%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });
});

describe('page preloads', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-preload-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'features/dashboard/DashboardRoot.tsx': { file: 'assets/root-2.js' },
      }),
    );
    t = await createTestApp('sqlite', { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("adds the dashboard route's chunks to a dashboard page, and nothing to other pages", async () => {
    const { cookie } = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const dashboard = await page('/superset/dashboard/7/?native_filters=()');
    expect(dashboard.statusCode).toBe(200);
    expect(String(dashboard.headers['content-type'])).toMatch(/text\/html/);
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/root-2.js"></head>',
    );
    // Its first API GETs, after the entry's own tags and before the route's chunks, as the
    // page's own calls spell them.
    const fetches = [
      '/api/v1/security/csrf_token/',
      '/api/v1/me/',
      '/api/v1/me/roles/',
      '/api/v1/dashboard/7',
      '/api/v1/dashboard/7/charts',
      '/api/v1/dashboard/7/datasets',
    ]
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`)
      .join('');
    expect(dashboard.body).toContain(
      `${fetches}<link rel="modulepreload" crossorigin href="/assets/root-2.js"></head>`,
    );
    const slug = await page('/superset/dashboard/q1%22%26sales/');
    expect(slug.body).toContain('href="/api/v1/dashboard/q1%22%26sales/charts"');
    const permalink = await page('/superset/dashboard/p/abc/');
    expect(permalink.body).toContain('href="/api/v1/me/roles/"');
    expect(permalink.body).not.toContain('href="/api/v1/dashboard/');
    const list = await page('/dashboard/list/');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('modulepreload');
    expect(list.body).not.toContain('as="fetch"');
  });
});
