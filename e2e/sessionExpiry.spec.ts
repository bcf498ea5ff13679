import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

const TIMED_OUT = 'Your session timed out, please refresh your page and try again.';

describe('a session that ends while SQL Lab is open', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({ TESSERA_LOAD_EXAMPLES: 'true' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Signs the session out from elsewhere (another tab or device), as the server sees it. */
  async function signOutElsewhere() {
    const cookies = await page.context().cookies(server.baseUrl);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = await fetch(`${server.baseUrl}/api/v1/security/csrf_token/`, {
      headers: { cookie },
    });
    const { result } = (await token.json()) as { result: string };
    const logout = await fetch(`${server.baseUrl}/logout/`, {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': result, 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(logout.status).toBeLessThan(400);
    const after = await fetch(`${server.baseUrl}/api/v1/me/`, { headers: { cookie } });
    expect(after.status).toBe(401);
  }

  it('says so when a query runs, then opens the sign-in page that leads back', async () => {
    await page.goto(`${server.baseUrl}/sqllab/`);
    const editor = page.getByRole('textbox', { name: 'SQL editor' });
    await editor.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('editor-ready').length > 0);
    await signOutElsewhere();

    await editor.click();
    await page.keyboard.insertText('select 1');
    await page.getByRole('button', { name: 'Run', exact: true }).click();

    await page.locator('.tessera-toasts').getByText(TIMED_OUT).waitFor();
    // The run's own error says the same, and no other toast (a failed tab sync) adds noise.
    await page.getByRole('tabpanel', { name: 'Results' }).getByText(TIMED_OUT).waitFor();
    expect(await page.locator('.tessera-toast').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/sqllab/');
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/sqllab/');
    await page.getByLabel('Username').waitFor();
  });
});
