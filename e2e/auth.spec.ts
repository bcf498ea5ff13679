import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

describe('signing in, the shell and user management', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => context.close());

  it('redirects to the sign-in form, then shows the shell after sign-in', async () => {
    await page.goto(`${server.baseUrl}/dashboard/list/`);
    expect(new URL(page.url()).pathname).toBe('/login/');
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard/list/');
    for (const name of ['SQL', 'Charts', 'Dashboards', 'Datasets', 'Settings']) {
      await page.getByRole('menuitem', { name, exact: true }).first().waitFor();
    }
    await page.getByRole('menuitem', { name: 'SQL', exact: true }).hover();
    await page.getByRole('link', { name: 'SQL Lab' }).click();
    await page.waitForURL((url) => url.pathname === '/sqllab/');
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.getByText('Recents').waitFor();
  });

  it('says "Invalid login. Please try again." for a wrong password', async () => {
    await signIn(page, server.baseUrl, 'admin', 'not-the-password');
    await page.getByText('Invalid login. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
  });

  it('lets an admin create a Gamma user, who signs in but gets a 403 page for Users', async () => {
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.baseUrl}/users/list/`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: '+ User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('First name').fill('Gina');
    await dialog.getByLabel('Last name').fill('Gamma');
    await dialog.getByLabel('Username').fill('gina');
    await dialog.getByLabel('Email').fill('gina@example.test');
    await dialog.getByLabel('Password').fill('gina-password-1');
    await dialog.getByLabel('Roles').fill('Gamma');
    await page.locator('.ant-select-item-option[title="Gamma"]').click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'gina', exact: true }).waitFor();

    await context.clearCookies();
    await page.goto(`${server.baseUrl}/login/`);
    await signIn(page, server.baseUrl, 'gina', 'gina-password-1');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.baseUrl}/users/list/`);
    await page.getByRole('heading', { name: '403' }).waitFor();
    await page.getByText('You do not have permission to view this page.').waitFor();
  });

  it('logs out from the user menu and the session is gone', async () => {
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Admin User|admin/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login/');
    const me = await page.evaluate(async () => (await fetch('/api/v1/me/')).status);
    expect(me).toBe(401);
  });

  it('refuses a cookie-authenticated POST without a CSRF token', async () => {
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    const statuses = await page.evaluate(async () => {
      const post = (headers: Record<string, string>) =>
        fetch('/api/v1/security/roles/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ name: 'made-without-csrf' }),
        }).then((r) => r.status);
      const token = (
        (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }
      ).result;
      return {
        without: await post({}),
        forged: await post({ 'X-CSRFToken': 'forged' }),
        token: token.length,
      };
    });
    expect(statuses).toEqual({ without: 403, forged: 403, token: expect.any(Number) });
    const roles = await page.evaluate(
      async () =>
        (await (await fetch('/api/v1/security/roles/?search=made-without')).json()) as {
          count: number;
        },
    );
    expect(roles.count).toBe(0);
  });
});

describe('first start without a configured password', () => {
  it('prints a generated admin password once, and it signs in', async () => {
    const server = await startServer({ TESSERA_ADMIN_PASSWORD: '' });
    const browser = await launchBrowser();
    try {
      const match = /shown only this once: (\S+)/.exec(server.output());
      expect(match).not.toBeNull();
      const page = await browser.newPage();
      await signIn(page, server.baseUrl, 'admin', match?.[1] ?? '');
      await page.waitForURL((url) => url.pathname === '/');
      const response = await page.request.get(`${server.baseUrl}/health`);
      expect(await response.text()).toBe('OK');
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
