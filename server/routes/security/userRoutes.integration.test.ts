import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@common/api/users';
import {
  ADMIN,
  bearerFor,
  body,
  cookieHeaders,
  roleId,
  signInWithCookie,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

const URL = '/api/v1/security/users/';

describe.each(await storeKinds())('users API on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let gammaId: number;
  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    gammaId = await roleId(t.ctx, 'Gamma');
  });

  const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Ann',
    last_name: 'Lee',
    username,
    email: `${username}@example.test`,
    password: 'long-enough-1',
    active: true,
    roles: [gammaId],
    ...extra,
  });

  it('creates, reads, lists with search, updates and deletes a user', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('ann'),
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: UserRecord }>(created);
    expect(result).toMatchObject({
      username: 'ann',
      active: true,
      roles: [{ id: gammaId, name: 'Gamma' }],
    });
    expect(JSON.stringify(result)).not.toMatch(/password/);

    const got = await t.app.inject({ method: 'GET', url: `${URL}${id}`, headers: admin });
    expect(body<{ result: UserRecord }>(got).result.email).toBe('ann@example.test');

    const list = body<{ result: UserRecord[]; count: number }>(
      await t.app.inject({ method: 'GET', url: `${URL}?search=ANN`, headers: admin }),
    );
    expect(list.count).toBe(1);
    expect(list.result[0]?.username).toBe('ann');

    const alphaId = await roleId(t.ctx, 'Alpha');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${URL}${id}`,
      payload: { last_name: 'Smith', roles: [alphaId, gammaId] },
      headers: admin,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<{ result: UserRecord }>(updated).result).toMatchObject({
      last_name: 'Smith',
      roles: [{ name: 'Alpha' }, { name: 'Gamma' }],
    });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('refuses unknown fields and fields a caller may not set, saving nothing', async () => {
    for (const extra of [
      { is_admin: true },
      { id: 99 },
      { login_count: 5 },
      { password_hash: 'x' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: newUser('mallory', extra),
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(body<{ message: Record<string, string[]> }>(response).message)).toContain(
        Object.keys(extra)[0],
      );
    }
    expect(await t.ctx.users.findByUsername('mallory')).toBeUndefined();
  });

  it('explains field errors: short password, bad email, no roles, unknown role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('bob', { password: 'short', email: 'not-an-email', roles: [] }),
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    const fields = body<{ message: Record<string, string[]> }>(response).message;
    expect(Object.keys(fields).sort()).toEqual(['email', 'password', 'roles']);
    const unknownRole = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('bob', { roles: [9999] }),
      headers: admin,
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(body<{ message: Record<string, string[]> }>(unknownRole).message.roles).toBeDefined();
    expect(await t.ctx.users.findByUsername('bob')).toBeUndefined();
  });

  it('answers 409 to a taken username or email, whatever the case', async () => {
    await t.app.inject({ method: 'POST', url: URL, payload: newUser('dora'), headers: admin });
    const sameName = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('DORA', { email: 'other@example.test' }),
      headers: admin,
    });
    expect(sameName.statusCode).toBe(409);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('dora2', { email: 'Dora@Example.test' }),
      headers: admin,
    });
    expect(sameEmail.statusCode).toBe(409);
  });

  it('forbids everything to a Gamma user with 403', async () => {
    await t.app.inject({ method: 'POST', url: URL, payload: newUser('gary'), headers: admin });
    const gamma = await signInWithCookie(t.app, 'gary', 'long-enough-1');
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: { cookie: gamma.cookie } }))
        .statusCode,
    ).toBe(403);
    const create = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: newUser('eve'),
      headers: cookieHeaders(gamma),
    });
    expect(create.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/security/roles/',
          headers: { cookie: gamma.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.ctx.users.findByUsername('eve')).toBeUndefined();
  });

  it('does not let an admin deactivate or delete themself', async () => {
    const me = body<{ result: { id: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: admin }),
    );
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `${URL}${me.result.id}`,
      payload: { active: false },
      headers: admin,
    });
    expect(deactivate.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}${me.result.id}`, headers: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('issues tokens to API clients, refreshes them and rejects forged ones', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'admin', password: ADMIN.password, provider: 'db', refresh: true },
    });
    const tokens = body<{ access_token: string; refresh_token: string }>(login);
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(body<{ result: { username: string } }>(me).result.username).toBe('admin');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(body<{ access_token: string }>(refreshed).access_token).toBeTruthy();
    // A refresh token is not an access token, and a tampered token is nothing.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me/',
          headers: { authorization: `Bearer ${tokens.refresh_token}` },
        })
      ).statusCode,
    ).toBe(401);
    const tampered = `${tokens.access_token.slice(0, -2)}xx`;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me/',
          headers: { authorization: `Bearer ${tampered}` },
        })
      ).statusCode,
    ).toBe(401);
    const roles = body<{ result: { roles: Record<string, unknown> } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/me/roles/',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      }),
    );
    expect(Object.keys(roles.result.roles)).toEqual(['Admin']);
  });
});
