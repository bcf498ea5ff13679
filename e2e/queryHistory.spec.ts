import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerMemoryDatabase } from './api';
import { type SignedInSession, startSignedIn } from './session';

describe('query history', () => {
  let session: SignedInSession;
  let page: Page;

  /** Runs SQL the way SQL Lab does; a failing run still leaves its record. */
  async function run(databaseId: number, sql: string) {
    await callApi(page, 'POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql,
      runAsync: false,
      tab: 'Untitled Query 1',
    }).catch(() => undefined);
  }

  beforeAll(async () => {
    session = await startSignedIn();
    ({ page } = session);
    const databaseId = await registerMemoryDatabase(page, 'history db');
    await run(databaseId, 'select 42 as answer');
    await run(databaseId, 'select * from missing_table');
  });
  afterAll(() => session?.close());

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });

  it('lists past runs with their state, database and user', async () => {
    await page.getByRole('menuitem', { name: 'SQL', exact: true }).hover();
    await page.getByRole('link', { name: 'Query history' }).click();
    await page.getByRole('heading', { name: 'Query history' }).waitFor();
    await row('select 42 as answer').getByText('success').waitFor();
    await row('missing_table').getByText('failed').waitFor();
    expect(await row('select 42 as answer').textContent()).toContain('history db');
    // An admin sees everyone's runs and may filter by user.
    await page.getByLabel('User').waitFor();
  });

  it('narrows the list by SQL text and by state', async () => {
    await page.getByLabel('Search SQL').fill('answer');
    await page.getByLabel('Search SQL').press('Enter');
    await row('missing_table').waitFor({ state: 'detached' });
    await row('select 42 as answer').waitFor();

    await page.getByLabel('State').click();
    await page.locator('.ant-select-item-option[title="failed"]').click();
    await page.keyboard.press('Escape');
    await row('select 42 as answer').waitFor({ state: 'detached' });
    await page.getByText('No queries match these filters.').waitFor();
  });

  it('opens a past run in SQL Lab by its id', async () => {
    await page.goto(`${session.server.baseUrl}/sqllab/history/`);
    await row('select 42 as answer').getByRole('button', { name: 'Open in SQL Lab' }).click();
    // SQL Lab opens the run in a tab, then takes `queryId` out of the address (a reload must
    // not open it again): wait for that end state, not for the address in between.
    await page
      .getByRole('textbox', { name: 'SQL editor' })
      .filter({ hasText: 'select 42 as answer' })
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/sqllab/' && !url.search.includes('queryId'));
  });
});
