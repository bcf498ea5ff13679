import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, chosenOption } from './chooseOption';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

const LONG_QUERY = 'select sum(hash(i)) from range(20000000000) t(i)';

describe('SQL Lab', () => {
  let session: SignedInSession;
  let page: Page;

  const editor = () => sqlLab(page).editor();
  const results = () => sqlLab(page).results();
  const setSql = (sql: string) => sqlLab(page).setSql(sql);
  const run = (sql: string) => sqlLab(page).run(sql);

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
  });
  afterAll(() => session?.close());

  it('opens SQL Lab from the menu with the examples database and a ready editor', async () => {
    await page.getByRole('menuitem', { name: 'SQL', exact: true }).hover();
    await page.getByRole('link', { name: 'SQL Lab' }).click();
    await editor().waitFor();
    await sqlLab(page).editorReady();
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await expect.poll(() => chosenOption(page, 'Database')).toBe('examples');
  });

  it('runs a query and shows its rows and the row count', async () => {
    await run('select iata from airports order by 1 limit 5');
    const grid = results().getByRole('grid');
    await grid.waitFor();
    await results().getByText('5 rows', { exact: true }).waitFor();
    expect(await grid.getByRole('row').count()).toBe(6);
    await page.waitForFunction(() => performance.getEntriesByName('grid-first-paint').length > 0);
  });

  it('shows the engine’s error that names a missing table', async () => {
    await run('select * from no_such_table');
    const alert = results().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('no_such_table');
  });

  it('stops a long query', async () => {
    await run(LONG_QUERY);
    const stop = page.getByRole('toolbar', { name: 'Query actions' }).getByRole('button', {
      name: 'Stop',
    });
    await stop.waitFor();
    await results().getByText('Running').waitFor();
    await stop.click();
    await results().getByText('Query was stopped.').waitFor();
    await page.getByRole('button', { name: 'Run', exact: true }).waitFor();
  });

  it('adds, switches and closes tabs, each keeping its own SQL', async () => {
    await setSql('select 1 as first_tab');
    await page.getByRole('button', { name: 'New tab' }).click();
    await page.getByRole('tab', { name: 'Untitled Query 2', selected: true }).waitFor();
    await setSql('select 2 as second_tab');
    await page.getByRole('tab', { name: 'Untitled Query 1' }).click();
    await editor().getByText('select 1 as first_tab').waitFor();
    await page.keyboard.press('Control+T');
    await page.getByRole('tab', { name: 'Untitled Query 3', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Close Untitled Query 3' }).click();
    await page.getByRole('tab', { name: 'Untitled Query 2' }).click();
    await editor().getByText('select 2 as second_tab').waitFor();
    await page.getByRole('button', { name: 'Close Untitled Query 2' }).click();
    expect(await page.getByRole('tab').filter({ hasText: 'Untitled Query' }).count()).toBe(1);
  });

  it('formats the SQL', async () => {
    await setSql("select airport_code,city from airports where state='CA'");
    await page.getByRole('button', { name: 'Format SQL' }).click();
    await page.waitForFunction(() =>
      (document.querySelector('.cm-content')?.textContent ?? '').includes('SELECT'),
    );
    expect(await page.locator('.cm-line').count()).toBeGreaterThan(1);
  });

  it('runs with Ctrl+Enter, and only the statement under the cursor with Ctrl+Shift+Enter', async () => {
    await setSql('select 7 as seven');
    await page.keyboard.press('Control+Enter');
    await results().getByRole('columnheader', { name: 'seven' }).waitFor();
    await setSql('select 1 as first_statement;\nselect 42 as answer');
    await page.keyboard.press('Control+Shift+Enter');
    await results().getByRole('columnheader', { name: 'answer' }).waitFor();
    await results().getByRole('gridcell', { name: '42' }).waitFor();
    await results().getByText('1 row', { exact: true }).waitFor();
  });

  it('uses the tab’s parameters, and refuses invalid JSON', async () => {
    await page.getByRole('button', { name: 'Parameters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Parameters' });
    await dialog.getByLabel('Parameters JSON').fill('{"n": ');
    await dialog.getByText(/^Invalid JSON/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Parameters JSON').fill('{"n": 3}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await run('select {{ n }} * 2 as doubled');
    await results().getByRole('gridcell', { name: '6' }).waitFor();
  });

  it('estimates the cost when the database has cost estimates on', async () => {
    const estimate = page.getByRole('button', { name: 'Estimate cost' });
    if (!(await estimate.isVisible())) return; // the examples database has them off
    await setSql('select count(*) from flights');
    await estimate.click();
    const dialog = page.getByRole('dialog', { name: 'Cost estimate' });
    await dialog
      .getByRole('table', { name: 'Cost estimate' })
      .or(dialog.getByRole('alert'))
      .waitFor();
    expect(await dialog.getByRole('table', { name: 'Cost estimate' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('adds a table, shows its columns, inserts its select * and previews its data', async () => {
    await chooseOption(page, 'Schema', 'main');
    const card = await sqlLab(page).addTable('airports');
    await card
      .getByRole('list', { name: 'Columns of airports' })
      .getByText('iata', { exact: true })
      .waitFor();
    await setSql('');
    await card.getByRole('button', { name: 'select *' }).click();
    await page.waitForFunction(() =>
      /select/i.test(document.querySelector('.cm-content')?.textContent ?? ''),
    );
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview: airports' });
    await preview.getByRole('grid').waitFor();
    await preview
      .getByText(/\d+ rows/)
      .first()
      .waitFor();
  });

  it('completes keywords, the schema’s tables and the added tables’ columns', async () => {
    await setSql('sel');
    await page.keyboard.press('Control+Space');
    const popup = page.locator('.cm-tooltip-autocomplete');
    await popup.getByText('SELECT', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('ect * from airp');
    await page.keyboard.press('Control+Space');
    await popup.getByText('airports', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('orts where airports.lon');
    await page.keyboard.press('Control+Space');
    await popup.getByText('longitude', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('lists past runs in the history and opens one in a new tab', async () => {
    await page.getByRole('tab', { name: 'Query history' }).click();
    const history = page.getByRole('table', { name: 'Query history' });
    const row = history.getByRole('row').filter({ hasText: 'no_such_table' }).first();
    await row.waitFor();
    await row.getByText('failed').waitFor();
    await row.getByRole('button', { name: 'Open in new tab' }).click();
    await editor().getByText('select * from no_such_table').waitFor();
    expect(await page.getByRole('tab', { selected: true }).first().textContent()).not.toBe(
      'Untitled Query 1',
    );
  });

  it('shows 100 000 rows and scrolls to the last one', async () => {
    await page.getByRole('button', { name: /^Limit: / }).click();
    await page.getByRole('menuitem', { name: '100,000' }).click();
    await page.getByRole('button', { name: 'Limit: 100,000' }).waitFor();
    await run('select * from flights limit 100000');
    await results().getByText('100,000 rows', { exact: true }).waitFor({ timeout: 30_000 });
    const grid = results().getByRole('grid');
    expect(await grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(await grid.getByRole('row').count()).toBeLessThan(100);
    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await grid.locator('[aria-rowindex="100001"]').waitFor();
  });
});
