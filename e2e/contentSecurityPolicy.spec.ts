import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerMemoryDatabase } from './api';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

/** What the page and its console said about the CSP. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

// Runs before the app's own scripts on every page (Playwright injects it, outside the CSP).
function listenForViolations() {
  const seen: Violation[] = [];
  (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}`,
    }),
  );
}

// Every page of the app, each with what shows once it has loaded its chunks.
const PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['/', (p) => p.getByRole('heading', { level: 1 }).waitFor()],
  ['/sqllab/', (p) => p.getByRole('textbox', { name: 'SQL editor' }).waitFor()],
  ['/sqllab/history/', (p) => p.getByText('select 42 as answer').first().waitFor()],
  ['/savedqueryview/list/', (p) => p.getByRole('heading', { name: 'Saved queries' }).waitFor()],
  ['/tablemodelview/list/', (p) => p.getByRole('heading', { name: 'Datasets' }).waitFor()],
  ['/databaseview/list/', (p) => p.getByRole('heading', { name: 'Databases' }).waitFor()],
  ['/users/list/', (p) => p.getByRole('cell', { name: 'admin', exact: true }).first().waitFor()],
  ['/roles/list/', (p) => p.getByRole('cell', { name: 'Gamma', exact: true }).waitFor()],
  ['/chart/list/', (p) => p.getByText('Charts').first().waitFor()],
];

describe('content security policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript(listenForViolations);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the sign-in page breaks none of it', async () => {
    await page.goto(`${server.baseUrl}/login/`);
    await page.getByLabel('Username').waitFor();
    expect(await violations()).toEqual([]);
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    const databaseId = await registerMemoryDatabase(page, 'csp db');
    await callApi(page, 'POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'select 42 as answer',
      runAsync: false,
    });
  });

  it.each(PAGES)('%s evaluates no strings and breaks no other rule', async (path, loaded) => {
    await page.goto(`${server.baseUrl}${path}`);
    await loaded(page);
    // Same-origin round trip: a report queued while the page loaded has been delivered by now.
    await page.evaluate(() => fetch('/health').then((r) => r.status));
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
