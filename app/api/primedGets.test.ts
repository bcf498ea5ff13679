// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, resetCsrfToken } from './client';
import { primeGet, takePrimedGet } from './primedGets';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('primed GETs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    resetCsrfToken();
  });

  it('answers the first call for the path from the early request, and only the first', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(json({ result: urls.length }));
    });
    primeGet('/api/v1/me/');
    expect(urls).toEqual(['/api/v1/me/']);
    expect(await apiFetch('GET', '/api/v1/me/')).toEqual({ result: 1 });
    expect(await apiFetch('GET', '/api/v1/me/')).toEqual({ result: 2 });
    expect(urls).toHaveLength(2);
  });

  it('asks again when the early request failed on the network', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(json({ ok: true }));
    });
    primeGet('/api/v1/dashboard/3');
    expect(await apiFetch('GET', '/api/v1/dashboard/3')).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('keeps a failed answer’s status for the caller (no redirect or toast at priming time)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })),
    );
    primeGet('/api/v1/dashboard/9');
    await expect(apiFetch('GET', '/api/v1/dashboard/9')).rejects.toMatchObject({ status: 404 });
  });

  it('is not used when stale or for another kind of answer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => Promise.resolve(json({})));
    primeGet('/a');
    expect(takePrimedGet('/a', 'text/csv')).toBeUndefined();
    primeGet('/b');
    vi.advanceTimersByTime(10_001);
    expect(takePrimedGet('/b', 'application/json')).toBeUndefined();
  });
});
