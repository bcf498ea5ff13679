import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerMemoryDatabase } from './api';
import { type SignedInSession, startSignedIn } from './session';

// Home's Recents, as a new user meets it: empty at first, then what they ran, saved and opened.
describe('Home: Recents', () => {
  let session: SignedInSession;
  let page: Page;

  const recents = () => page.getByRole('region', { name: 'Recents' });

  beforeAll(async () => {
    session = await startSignedIn();
    ({ page } = session);
  });
  afterAll(() => session?.close());

  it('says what each tab will hold before anything was done, and never "not built yet"', async () => {
    await recents()
      .getByText(/^Nothing viewed yet/)
      .waitFor();
    await recents().getByRole('tab', { name: 'Queries run' }).click();
    await recents()
      .getByText(/^No queries run yet/)
      .waitFor();
    await recents().getByRole('tab', { name: 'Saved queries' }).click();
    await recents()
      .getByText(/^No saved queries yet/)
      .waitFor();
    await page.getByText('Dashboards are coming in a later release.').waitFor();
    await page.getByText(/not built yet/).waitFor({ state: 'detached' });
  });

  it('lists a query the user ran and saved, and the saved query once opened', async () => {
    // Run and saved the way SQL Lab calls the API: this journey is about Home, not the editor.
    const databaseId = await registerMemoryDatabase(page, 'home db');
    await callApi(page, 'POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'select 42 as home_answer',
      runAsync: false,
      tab: 'Untitled Query 1',
    });
    await callApi(page, 'POST', '/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Home answer',
      sql: 'select 42 as home_answer',
    });

    await page.goto(`${session.server.baseUrl}/`);
    await recents().getByRole('tab', { name: 'Queries run' }).click();
    await recents().getByRole('link', { name: 'select 42 as home_answer' }).waitFor();
    expect(await recents().getByRole('listitem').first().textContent()).toContain('home db');
    await recents().getByRole('tab', { name: 'Saved queries' }).click();
    await recents().getByRole('link', { name: 'Home answer' }).click();
    await page.waitForURL((url) => url.pathname === '/sqllab/');
    await page.getByRole('tab', { name: 'Home answer' }).waitFor();

    await page.getByRole('link', { name: 'Tessera', exact: true }).click();
    await recents().getByRole('list', { name: 'Items you viewed' }).waitFor();
    await recents().getByRole('link', { name: 'Home answer' }).waitFor();
  });
});
