import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleRecord } from '../common/api/savedQuerySchedule';
import { callApi, registerMemoryDatabase } from './api';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

describe('saved queries', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    page = await context.newPage();
    await signIn(page, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    // Queries are saved from SQL Lab; here they are made through the API it calls.
    const databaseId = await registerMemoryDatabase(page, 'reports db');
    for (const [label, sql] of [
      ['Daily orders', 'select 1 as orders'],
      ['Weekly churn', 'select 2 as churn'],
      ['Monthly revenue', 'select 3 as revenue'],
    ] as const) {
      const saved = await callApi<{ id: number }>(page, 'POST', '/api/v1/saved_query/', {
        label,
        sql,
        db_id: databaseId,
        schema: 'main',
      });
      ids[label] = saved.id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

  it('lists and searches saved queries', async () => {
    await page.getByRole('menuitem', { name: 'SQL', exact: true }).hover();
    await page.getByRole('link', { name: 'Saved queries' }).click();
    await page.getByRole('heading', { name: 'Saved queries' }).waitFor();
    await row('Monthly revenue').waitFor();
    const search = page.getByLabel('Search saved queries');
    await search.fill('churn');
    await search.press('Enter');
    await row('Daily orders').waitFor({ state: 'detached' });
    await row('Weekly churn').waitFor();
    await search.fill('');
    await search.press('Enter');
    await row('Daily orders').waitFor();
  });

  it('edits a query’s name and SQL', async () => {
    await row('Daily orders').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit saved query' });
    await dialog.getByLabel('Name').fill('Daily orders (EU)');
    await dialog.getByLabel('SQL').fill('select 10 as orders');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Your query was updated.').waitFor();
    await row('Daily orders (EU)').getByText('select 10 as orders').waitFor();
  });

  it('copies a link that opens the query in SQL Lab', async () => {
    await row('Weekly churn').getByRole('button', { name: 'Copy link' }).click();
    await toast('Link copied to the clipboard.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${server.baseUrl}/sqllab/?savedQueryId=${ids['Weekly churn']}`);

    await row('Weekly churn').getByRole('button', { name: 'Open in SQL Lab' }).click();
    // SQL Lab opens the query in a tab, then takes `savedQueryId` out of the address: wait for
    // that end state, not for the address in between.
    await page
      .getByRole('textbox', { name: 'SQL editor' })
      .filter({ hasText: 'select 2 as churn' })
      .waitFor();
    await page.waitForURL(
      (url) => url.pathname === '/sqllab/' && !url.search.includes('savedQueryId'),
    );
    await page.goto(`${server.baseUrl}/savedqueryview/list/`);
    await row('Weekly churn').waitFor();
  });

  it('schedules a query, refusing a bad cron expression with the server’s reason', async () => {
    await row('Monthly revenue').getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Monthly revenue' });
    await dialog.getByLabel('Cron expression').fill('every day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText(/^Your query could not be scheduled\. Invalid cron expression/)
      .waitFor();

    await dialog.getByLabel('Cron expression').fill('0 9 1 * *');
    await dialog.getByLabel('Time zone').fill('Europe/Paris');
    await page.locator('.ant-select-item-option[title="Europe/Paris"]').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Your query was scheduled.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const id = ids['Monthly revenue'] ?? 0;
    const { result } = await callApi<{ result: ScheduleRecord }>(
      page,
      'GET',
      `/api/v1/saved_query/${id}/schedule`,
    );
    expect(result).toMatchObject({ crontab: '0 9 1 * *', timezone: 'Europe/Paris', active: true });

    // Reopened, the dialog shows the saved schedule, its next run and its (empty) run log.
    await row('Monthly revenue').getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText(/^Next run:/).waitFor();
    await dialog.getByText('No runs yet').waitFor();
    expect(await dialog.getByLabel('Cron expression').inputValue()).toBe('0 9 1 * *');
    await dialog.getByRole('button', { name: 'Remove schedule' }).click();
    await toast('The schedule was removed.').waitFor();
  });

  it('deletes one query, then the rest in bulk after confirming', async () => {
    await row('Weekly churn').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await toast('Deleted: Weekly churn').waitFor();
    await row('Weekly churn').waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete saved queries' });
    await confirm.getByText('Delete 2 saved queries? This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Deleted 2 saved queries').waitFor();
    await page.getByText('No saved queries.').waitFor();
    const left = await callApi<{ count: number }>(page, 'GET', '/api/v1/saved_query/');
    expect(left.count).toBe(0);
  });
});
