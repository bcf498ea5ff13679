import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

// A forged Host or X-Forwarded-* must never make the server send anyone elsewhere.
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  origin: 'https://evil.example',
  referer: 'https://evil.example/',
};

describe('redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Trusting the proxy is when X-Forwarded-* is read at all.
    t = await createTestApp('sqlite', { trustProxy: 1 });
  });
  afterAll(async () => t.close());

  it('send a signed-out page to sign in by a same-origin path', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sqllab/?a=1', headers: FORGED });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login/?next=${encodeURIComponent('/sqllab/?a=1')}`);
  });

  it('send a signed-out form post to sign in by a same-origin path', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/sqllab/',
      headers: { ...FORGED, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sql=select%201&datasourceKey=1__table',
    });
    expect(posted.statusCode).toBe(303);
    expect(String(posted.headers.location)).toMatch(/^\/login\/\?next=%2Fsqllab%2F/);
  });
});
