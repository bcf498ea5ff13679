import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

describe('database connections', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('tests and saves a connection, and refuses a SQLite file with a clear message', async () => {
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).hover();
    await page.getByRole('link', { name: 'Database connections' }).click();
    await page.getByRole('heading', { name: 'Databases' }).waitFor();
    await page.getByRole('button', { name: '+ Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByLabel('Display name').fill('local postgres');
    await dialog.getByLabel('SQLAlchemy URI').fill('sqlite:////etc/passwd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('SQLite files cannot be used as databases').waitFor();

    await dialog.getByLabel('SQLAlchemy URI').fill('postgresql://postgres@127.0.0.1:5432/postgres');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection looks good!').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'local postgres' }).waitFor();
    await page.getByRole('cell', { name: 'postgresql' }).waitFor();
  });
});
