// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchBinary, isAbortError, resetCsrfToken } from './client';
import { sharedRequestsInFlight } from './sharedGets';
import { type Call, json, stubApi } from './testing/stubApi';

/** An answer the test releases when it wants. */
function later() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('aborting calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCsrfToken();
  });

  it('rejects an aborted call with an AbortError and aborts its fetch', async () => {
    const slow = later();
    const calls = stubApi({ 'POST /api/v1/x': slow.answer });
    const controller = new AbortController();
    const pending = failureOf(apiFetch('POST', '/api/v1/x', {}, { signal: controller.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const calls = stubApi({ 'GET /api/v1/x': json(200, {}) });
    const error = await failureOf(
      apiFetch('GET', '/api/v1/x', undefined, { signal: AbortSignal.abort() }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('still tells a time-out from an abort', async () => {
    stubApi({ 'GET /api/v1/x': later().answer });
    const error = await failureOf(apiFetch('GET', '/api/v1/x', undefined, { timeoutMs: 10 }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Request timed out');
  });
});

describe('identical GETs in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('share one fetch; each caller gets its own copy of the answer', async () => {
    const slow = later();
    const calls = stubApi({ 'GET /api/v1/database/': slow.answer });
    const first = apiFetch<{ result: number[] }>('GET', '/api/v1/database/');
    const second = apiFetch<{ result: number[] }>('GET', '/api/v1/database/');
    slow.release(json(200, { result: [1, 2] }));
    const [a, b] = await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
    expect(a).toEqual({ result: [1, 2] });
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    // Settled: the next call fetches again (sharing is not a cache).
    stubApi({ 'GET /api/v1/database/': json(200, { result: [3] }) });
    await expect(apiFetch('GET', '/api/v1/database/')).resolves.toEqual({ result: [3] });
  });

  it('are not shared when URL or headers differ, and writes never are', async () => {
    const calls = stubApi({ 'GET /api/v1/': json(200, {}), 'POST /api/v1/': json(200, {}) });
    await Promise.all([
      apiFetch('GET', '/api/v1/a'),
      apiFetch('GET', '/api/v1/b'),
      apiFetchBinary('GET', '/api/v1/a', undefined, 'application/octet-stream'),
      apiFetch('POST', '/api/v1/a', {}),
      apiFetch('POST', '/api/v1/a', {}),
    ]);
    expect(calls.map((c: Call) => `${c.method} ${c.url} ${c.headers.accept}`).sort()).toEqual([
      'GET /api/v1/a application/json',
      'GET /api/v1/a application/octet-stream',
      'GET /api/v1/b application/json',
      'POST /api/v1/a application/json',
      'POST /api/v1/a application/json',
    ]);
  });

  it('one caller aborting detaches only that caller', async () => {
    const slow = later();
    const calls = stubApi({ 'GET /api/v1/x': slow.answer });
    const leaving = new AbortController();
    const left = failureOf(apiFetch('GET', '/api/v1/x', undefined, { signal: leaving.signal }));
    const staying = apiFetch('GET', '/api/v1/x');
    leaving.abort();
    expect(isAbortError(await left)).toBe(true);
    slow.release(json(200, { ok: true }));
    await expect(staying).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('abort the fetch when every caller has aborted; a later call starts afresh', async () => {
    const calls = stubApi({ 'GET /api/v1/x': later().answer });
    const one = new AbortController();
    const two = new AbortController();
    const first = failureOf(apiFetch('GET', '/api/v1/x', undefined, { signal: one.signal }));
    const second = failureOf(apiFetch('GET', '/api/v1/x', undefined, { signal: two.signal }));
    one.abort();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.signal?.aborted).toBe(false);
    two.abort();
    expect(isAbortError(await first)).toBe(true);
    expect(isAbortError(await second)).toBe(true);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(sharedRequestsInFlight()).toBe(0);
    stubApi({ 'GET /api/v1/x': json(200, { again: true }) });
    await expect(apiFetch('GET', '/api/v1/x')).resolves.toEqual({ again: true });
  });

  it('give binary callers separate buffers, so one transferring its buffer leaves the other whole', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    stubApi({ 'GET /api/v1/bin': () => new Response(bytes, { status: 200 }) });
    const [a, b] = await Promise.all([
      apiFetchBinary('GET', '/api/v1/bin', undefined, 'application/octet-stream'),
      apiFetchBinary('GET', '/api/v1/bin', undefined, 'application/octet-stream'),
    ]);
    expect(a.body).not.toBe(b.body);
    structuredClone(a.body, { transfer: [a.body] });
    expect([...new Uint8Array(b.body)]).toEqual([1, 2, 3]);
  });

  it('share a failure too', async () => {
    const calls = stubApi({ 'GET /api/v1/x': json(500, { message: 'Boom' }) });
    const errors = await Promise.all([
      failureOf(apiFetch('GET', '/api/v1/x')),
      failureOf(apiFetch('GET', '/api/v1/x')),
    ]);
    expect(calls).toHaveLength(1);
    expect(errors.map((e) => (e as ApiError).message)).toEqual(['Boom', 'Boom']);
  });
});
