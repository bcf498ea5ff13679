import { describe, expect, it } from 'vitest';
import { INVALID_LOGIN_MESSAGE } from '@common/api/auth';
import { createUser } from '@server/services/createUser';
import {
  ADMIN,
  body,
  cookieHeaders,
  createTestApp,
  roleId,
  signInWithCookie,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

describe.each(await storeKinds())('sign-in and sessions on %s', (kind) => {
  const t = withTestApp(kind);

  it('answers /health with 200 OK without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
  });

  it('signs in with a cookie that is httpOnly and SameSite=Lax', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login/', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    expect(body<{ result: { username: string } }>(response).result.username).toBe('admin');
    const cookie = response.cookies.find((c) => c.name === 'tessera_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('marks the cookie Secure when served over https behind a trusted proxy', async () => {
    const proxied = await createTestApp(kind, { trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/login/',
        payload: ADMIN,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.cookies.find((c) => c.name === 'tessera_session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(plain.cookies.find((c) => c.name === 'tessera_session')?.secure).toBeFalsy();
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever1' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/login/',
        payload,
        remoteAddress: '10.0.0.9',
      });
      expect(response.statusCode).toBe(401);
      expect(body(response).message).toBe(INVALID_LOGIN_MESSAGE);
    }
  });

  it('throttles repeated failures with 429, even for the right password', async () => {
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/login/',
          payload: { username: 'admin', password: `bad-${i}` },
          remoteAddress: '10.0.0.77',
        }),
      );
    }
    expect(tries.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(tries[5]?.statusCode).toBe(429);
    expect(tries[5]?.headers['retry-after']).toBeDefined();
    const right = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: ADMIN,
      remoteAddress: '10.0.0.77',
    });
    expect(right.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: ADMIN,
      remoteAddress: '10.0.0.78',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 401 to API calls without a session and redirects pages to /login/ with a safe next', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/security/users/' })).statusCode).toBe(
      401,
    );
    const page = await t.app.inject({ method: 'GET', url: '/sqllab/?x=1' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/login/?next=${encodeURIComponent('/sqllab/?x=1')}`);
    const sneaky = await t.app.inject({ method: 'GET', url: '//evil.example/' });
    expect(sneaky.statusCode).toBe(302);
    expect(sneaky.headers.location).toBe(`/login/?next=${encodeURIComponent('/')}`);
  });

  it('refuses a cookie-authenticated write without a valid CSRF token', async () => {
    const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    const payload = { name: 'csrf-test-role' };
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      payload,
      headers: { cookie: client.cookie },
    });
    expect(without.statusCode).toBe(403);
    expect(body(without).message).toMatch(/CSRF/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      payload,
      headers: { cookie: client.cookie, 'x-csrftoken': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await t.ctx.roles.findByName('csrf-test-role')).toBeUndefined();
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/roles/',
      payload,
      headers: cookieHeaders(client),
    });
    expect(right.statusCode).toBe(201);
  });

  it('ends the session at logout, so the old cookie stops working', async () => {
    const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me/',
          headers: { cookie: client.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout/',
      headers: cookieHeaders(client),
    });
    expect(logout.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me/',
          headers: { cookie: client.cookie },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses sign-in to a deactivated user and ends their sessions', async () => {
    await createUser(t.ctx.db, {
      username: 'carol',
      first_name: 'Carol',
      last_name: 'C',
      email: 'carol@example.test',
      password: 'carol-password',
      active: true,
      roles: [await roleId(t.ctx, 'Gamma')],
    });
    const carol = await signInWithCookie(t.app, 'carol', 'carol-password');
    const admin = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    const users = body<{ result: { id: number; username: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/users/?search=carol',
        headers: { cookie: admin.cookie },
      }),
    ).result;
    const carolId = users.find((u) => u.username === 'carol')?.id;
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/security/users/${carolId}`,
      payload: { active: false },
      headers: cookieHeaders(admin),
    });
    expect(deactivate.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie: carol.cookie } }))
        .statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'carol', password: 'carol-password' },
    });
    expect(again.statusCode).toBe(401);
    expect(body(again).message).toBe(INVALID_LOGIN_MESSAGE);
  });

  it('sends a CSP without inline scripts, limits framing and shows no banners', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });

  it('answers malformed JSON with a clear 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(body(response).message).toBeTruthy();
  });
});
