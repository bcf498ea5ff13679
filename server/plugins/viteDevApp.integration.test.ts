import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../test/testApp';

// `npm run dev`: Vite's dev server inside this one. Set before the app is built.
const previous = process.env.TESSERA_VITE_DEV;
process.env.TESSERA_VITE_DEV = '1';

describe('the app under npm run dev', () => {
  const t = withTestApp('sqlite');
  afterAll(() => {
    if (previous === undefined) delete process.env.TESSERA_VITE_DEV;
    else process.env.TESSERA_VITE_DEV = previous;
  });

  it('serves Vite’s page, allowing its inline preamble by hash only', async () => {
    const page = await t.app.inject({ url: '/login/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/_dev/@vite/client"></script>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves modules without a session, the app’s api/ folder included, and pages still ask for one', async () => {
    const module = await t.app.inject({ url: '/_dev/api/client.ts' });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toContain('javascript');
    expect(module.body).toContain('export class ApiError');
    const page = await t.app.inject({ url: '/sqllab/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/login/?next=%2Fsqllab%2F');
    const api = await t.app.inject({ url: '/api/v1/me/' });
    expect(api.statusCode).toBe(401);
  });
});
