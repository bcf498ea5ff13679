import type { Page } from 'playwright-core';

/**
 * Calls the API with the page's signed-in session, as the web app does (CSRF header on
 * writes), for journeys whose data is made on another page. Throws on a failed answer.
 */
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    const csrf = await page.request.get(`${origin}/api/v1/security/csrf_token/`);
    headers['X-CSRFToken'] = ((await csrf.json()) as { result: string }).result;
  }
  const answer = await page.request.fetch(`${origin}${path}`, { method, headers, data: body });
  const text = await answer.text();
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** Registers a throwaway in-memory DuckDB database and answers its id. */
export async function registerMemoryDatabase(page: Page, name: string): Promise<number> {
  const created = await callApi<{ id: number }>(page, 'POST', '/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: 'duckdb:///:memory:',
  });
  return created.id;
}
