// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMED_OUT_MESSAGE } from '@common/errors/normalizeError';
import { ApiError, apiFetch, resetCsrfToken } from './client';
import { onSessionExpired, resetSessionExpiry, SIGN_IN_DELAY_MS } from './sessionExpiry';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

function stubFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return Promise.resolve(handler(url, init));
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STORE_AWAY = "Tessera's metadata store is temporarily unavailable; your change was not saved";
const storeAway = () =>
  json(503, {
    message: STORE_AWAY,
    errors: [
      { message: STORE_AWAY, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ],
  });

describe('apiFetch', () => {
  beforeEach(() => {
    resetCsrfToken();
    resetSessionExpiry();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fails a write with the server’s 503 message, and asks for the CSRF token again next time', async () => {
    let away = true;
    stubFetch((url) => {
      if (away) return storeAway();
      return url.includes('csrf_token') ? json(200, { result: 'tok-1' }) : json(200, { ok: true });
    });
    const failed = await apiFetch('PUT', '/tabstateview/7', { sql: 'x' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).status).toBe(503);
    expect((failed as ApiError).message).toBe(STORE_AWAY);
    away = false;
    await expect(apiFetch('PUT', '/tabstateview/7', { sql: 'x' })).resolves.toEqual({ ok: true });
  });

  it('sends the session CSRF token on writes only', async () => {
    const calls = stubFetch((url) =>
      url.includes('csrf_token') ? json(200, { result: 'tok-1' }) : json(200, { ok: true }),
    );
    await apiFetch('GET', '/api/v1/me/');
    await apiFetch('POST', '/api/v1/security/roles/', { name: 'x' });
    const post = calls.find((c) => c.init.method === 'POST');
    expect((post?.init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok-1');
    const get = calls.find((c) => c.url === '/api/v1/me/');
    expect((get?.init.headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('fetches a fresh token and retries once when the server refuses a stale one', async () => {
    let token = 0;
    let posts = 0;
    stubFetch((url, init) => {
      if (url.includes('csrf_token')) return json(200, { result: `tok-${++token}` });
      posts += 1;
      const sent = (init.headers as Record<string, string>)['X-CSRFToken'];
      return sent === 'tok-2'
        ? json(200, { done: true })
        : json(403, { message: 'The CSRF token is missing or invalid.' });
    });
    await expect(apiFetch('POST', '/api/v1/x', {})).resolves.toEqual({ done: true });
    expect(posts).toBe(2);
  });

  it('normalises errors: server messages, field errors, network failures and time-outs', async () => {
    stubFetch(() => json(400, { message: { email: ['Invalid email'] } }));
    const fieldError = await apiFetch('POST', '/login/', {}).catch((e: unknown) => e);
    expect(fieldError).toBeInstanceOf(ApiError);
    expect((fieldError as ApiError).message).toBe('Invalid email');
    expect((fieldError as ApiError).fields).toEqual({ email: ['Invalid email'] });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('GET', '/api/v1/me/')).rejects.toThrow('Network error');

    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    await expect(apiFetch('GET', '/api/v1/me/', undefined, { timeoutMs: 10 })).rejects.toThrow(
      'Request timed out',
    );
  });

  it('on a 401 says the session timed out, once, then goes to sign-in with a same-origin next', async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/sqllab/',
      search: '?id=2',
      assign,
    });
    const shown: string[] = [];
    const stop = onSessionExpired((message) => shown.push(message));
    stubFetch(() =>
      json(401, {
        message: 'Not authorized',
        errors: [
          {
            message: 'Not authorized',
            error_type: 'GENERIC_BACKEND_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      }),
    );
    try {
      const failed = await apiFetch('POST', '/api/v1/sqllab/execute/', {}).catch((e: unknown) => e);
      // Nothing of the server's 401 body is left for a screen to show instead of the message.
      expect((failed as ApiError).normalized).toEqual({
        error: SESSION_TIMED_OUT_MESSAGE,
        status: 401,
        statusText: 'Unauthorized',
      });
      await expect(apiFetch('GET', '/api/v1/database/')).rejects.toThrow(SESSION_TIMED_OUT_MESSAGE);
      expect(shown).toEqual([SESSION_TIMED_OUT_MESSAGE]);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SIGN_IN_DELAY_MS);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith(`/login/?next=${encodeURIComponent('/sqllab/?id=2')}`);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('without anyone to show the message goes to sign-in at once; /me and sign-in 401s stay put', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/users/list/',
      search: '?page=2',
      assign,
    });
    stubFetch(() => json(401, { message: 'Not authorized' }));
    await expect(apiFetch('GET', '/api/v1/me/')).rejects.toThrow('Not authorized');
    await expect(apiFetch('POST', '/login/', {})).rejects.toThrow('Not authorized');
    expect(assign).not.toHaveBeenCalled();
    await expect(apiFetch('GET', '/api/v1/security/users/')).rejects.toThrow(
      SESSION_TIMED_OUT_MESSAGE,
    );
    expect(assign).toHaveBeenCalledWith(
      `/login/?next=${encodeURIComponent('/users/list/?page=2')}`,
    );
  });

  it('treats a 401 on the CSRF token of a first write as the session ending', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/sqllab/', search: '', assign });
    stubFetch(() => json(401, { message: 'Not authorized' }));
    await expect(apiFetch('PUT', '/tabstateview/7', { sql: 'x' })).rejects.toThrow(
      SESSION_TIMED_OUT_MESSAGE,
    );
    expect(assign).toHaveBeenCalledWith(`/login/?next=${encodeURIComponent('/sqllab/')}`);
  });
});
