import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, roleId, type TestApp, withTestApp } from '../test/testApp';
import { storeKinds } from '../test/testStore';
import { createUser } from './createUser';

type Route = '/login/' | '/api/v1/security/login';

function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe.each(await storeKinds())('sign-in throttling under parallel guesses on %s', (kind) => {
  const t = withTestApp(kind);
  const attempt = (route: Route, address: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: route,
      remoteAddress: address,
      payload:
        route === '/login/'
          ? { username, password }
          : { username, password, provider: 'db', refresh: false },
    });

  beforeAll(async () => {
    await createUser(t.ctx.db, {
      username: 'nat-colleague',
      first_name: 'Nat',
      last_name: 'Colleague',
      email: 'nat@example.test',
      password: 'colleague-password-1',
      active: true,
      roles: [await roleId(t.ctx, 'Gamma')],
    });
  });

  it('lets only the allowed number of 100 parallel guesses reach the password check, on both sign-in routes', async () => {
    const guesses = Array.from({ length: 99 }, (_, i) =>
      attempt(i % 2 ? '/login/' : '/api/v1/security/login', '10.1.0.1', 'admin', `wrong-${i}`),
    );
    // The right password arrives last, among the burst: it must not get through.
    guesses.push(attempt('/login/', '10.1.0.1', ADMIN.username, ADMIN.password));
    const answers = await Promise.all(guesses);
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 });
    expect(answers[99]?.statusCode).toBe(429);
    expect(answers.find((r) => r.statusCode === 429)?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    const later = await attempt('/api/v1/security/login', '10.1.0.1', 'ADMIN', ADMIN.password);
    expect(later.statusCode).toBe(429);
  });

  it('counts an IPv4-mapped IPv6 peer as the same address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt('/login/', i % 2 ? '10.1.0.2' : '::ffff:10.1.0.2', 'admin', `wrong-${i}`),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 15 });
  });

  it('does not lock other users behind a shared address out after one user’s failures', async () => {
    const office = '10.1.0.3';
    const burst = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        attempt('/login/', office, i < 20 ? 'admin' : `typo-${i % 4}`, `wrong-${i}`),
      ),
    );
    // admin: 5 checked, 15 refused; four mistyped names: 4 tries each, all checked. That makes
    // 21 failures from one address, more than the old shared limit of 20.
    expect(statuses(burst)).toEqual({ 401: 21, 429: 15 });
    const colleague = await attempt('/login/', office, 'nat-colleague', 'colleague-password-1');
    expect(colleague.statusCode).toBe(200);
    const api = await attempt(
      '/api/v1/security/login',
      office,
      'nat-colleague',
      'colleague-password-1',
    );
    expect(api.statusCode).toBe(200);
  }, 120_000);

  it('still stops one address spraying guesses over many usernames', async () => {
    // A smaller limit keeps the number of (slow) password hashes down: 1 per user, 20 per address.
    const strict = await createTestApp(kind, { loginMaxFailures: 1 });
    try {
      const spray = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          strict.app.inject({
            method: 'POST',
            url: '/login/',
            remoteAddress: '10.1.0.4',
            payload: { username: `sprayed-${i}`, password: 'x1' },
          }),
        ),
      );
      expect(statuses(spray)).toEqual({ 401: 20, 429: 4 });
      const admin = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        remoteAddress: '10.1.0.4',
        payload: { ...ADMIN, provider: 'db' },
      });
      expect(admin.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  }, 120_000);
});

describe('sign-in throttling behind a trusted proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    // TESSERA_TRUST_PROXY=true: the one proxy in front of Tessera.
    t = await createTestApp('sqlite', { trustProxy: 1, loginMaxFailures: 2 });
  });
  afterAll(async () => t.close());

  it('counts the address the proxy saw, whatever X-Forwarded-For the client made up', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++)
      responses.push(
        await t.app.inject({
          method: 'POST',
          url: '/login/',
          remoteAddress: '10.9.0.1',
          // The client's own header, then the address the proxy appended.
          headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` },
          payload: { username: ADMIN.username, password: 'wrong-password' },
        }),
      );
    expect(statuses(responses)).toEqual({ 401: 2, 429: 2 });
  });
});
