import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import type { Config } from '../config';
import { type AppContext, closeContext } from '../context';
import { createScratchDuckDb } from './scratchDuckDb';
import { createTestConfig, type StoreKind } from './testStore';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

/** A signed-in browser-like client: its session cookie and CSRF token. */
export interface CookieClient {
  cookie: string;
  csrf: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close: () => Promise<void>;
}

/** Builds the real app on a fresh, migrated store of the given kind. */
export async function createTestApp(
  kind: StoreKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const { config, cleanup } = await createTestConfig(kind);
  const { ctx } = await bootstrap({ ...config, ...overrides });
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      await cleanup();
    },
  };
}

/**
 * The usual suite setup in one line: registers hooks that build the real app on a fresh store of
 * `kind` before the suite's tests (and before hooks registered after this call) and close it after.
 * The returned object is filled in by the first hook, so use it inside hooks and tests only.
 */
export function withTestApp(kind: StoreKind, overrides: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, overrides));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** Signs in through POST /login/ and fetches the session's CSRF token. */
export async function signInWithCookie(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<CookieClient> {
  const login = await app.inject({
    method: 'POST',
    url: '/login/',
    payload: { username, password },
  });
  if (login.statusCode !== 200)
    throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const setCookie = login.cookies.find((c) => c.name === 'tessera_session');
  if (!setCookie) throw new Error('no session cookie');
  const cookie = `tessera_session=${setCookie.value}`;
  const csrf = await app.inject({
    method: 'GET',
    url: '/api/v1/security/csrf_token/',
    headers: { cookie },
  });
  return { cookie, csrf: (csrf.json() as { result: string }).result };
}

/** Headers for a cookie client's call; mutating calls carry the CSRF token. */
export function cookieHeaders(client: CookieClient): Record<string, string> {
  return { cookie: client.cookie, 'x-csrftoken': client.csrf };
}

/** Signs in as an API client and returns the Bearer header. */
export async function bearerFor(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db', refresh: true },
  });
  const { access_token } = response.json() as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** Looks up a built-in role's id. */
export async function roleId(ctx: AppContext, name: string): Promise<number> {
  const role = await ctx.roles.findByName(name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

/** Creates a user with one built-in role (as the admin) and answers its Bearer header. */
export async function bearerForNewUser(
  t: TestApp,
  adminHeaders: Record<string, string>,
  username: string,
  role: string,
): Promise<Record<string, string>> {
  const password = `${username}-password-1`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/security/users/',
    headers: adminHeaders,
    payload: {
      first_name: username,
      last_name: 'Test',
      username,
      email: `${username}@example.test`,
      password,
      roles: [await roleId(t.ctx, role)],
    },
  });
  if (created.statusCode !== 201) throw new Error(`could not create ${username}: ${created.body}`);
  return bearerFor(t.app, username, password);
}

/** The parsed JSON body of a response. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Creates the scratch DuckDB file in the app's home and registers it (async allowed); returns its id. */
export async function registerScratchDatabase(
  t: TestApp,
  headers: Record<string, string>,
): Promise<number> {
  await createScratchDuckDb(t.ctx.config.home);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers,
    payload: {
      database_name: 'scratch',
      sqlalchemy_uri: 'duckdb:///scratch.duckdb',
      allow_run_async: true,
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`could not register the scratch database: ${created.body}`);
  return body<{ id: number }>(created).id;
}
