import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { chooseOption } from './chooseOption';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

// The SQL editor as a new user meets it: insertions, completion, the toolbar at 1024 px and
// the cost estimate's plan.
describe('SQL editor', () => {
  let session: SignedInSession;
  let page: Page;

  const popup = () => page.locator('.cm-tooltip-autocomplete');
  const toolbar = () => sqlLab(page).toolbar();
  /** The editor's text, line by line as CodeMirror shows it. */
  const editorText = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n'),
    );

  const setSql = (sql: string) => sqlLab(page).setSql(sql);
  const choose = (select: string, label: string) => chooseOption(page, select, label);

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES, viewport: { width: 1440, height: 900 } });
    ({ page } = session);
    await callApi(page, 'POST', '/api/v1/database/', {
      database_name: 'ctas_estimates',
      sqlalchemy_uri: 'duckdb:///:memory:',
      allow_ctas: true,
      allow_cvas: true,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    });
    await sqlLab(page).open();
    await sqlLab(page).editorReady();
  }, 120_000);
  afterAll(() => session?.close());

  it('inserts a table’s "select *" on a new line after the existing text', async () => {
    await setSql('select 1');
    if ((await page.getByRole('combobox', { name: 'Schema' }).inputValue()) !== 'main')
      await choose('Schema', 'main');
    const card = await sqlLab(page).addTable('airports');
    await card.getByRole('button', { name: 'select *' }).click();
    await expect.poll(editorText).toMatch(/^select 1\n\nSELECT\b.*"airports"/s);
  });

  it('completes an alias with the columns of a table not in the left bar', async () => {
    await setSql('select * from flights f where f.');
    await page.keyboard.press('Control+Space');
    await popup().getByText('origin', { exact: true }).waitFor();
    // A run closes the popup.
    await page.keyboard.press('Control+Enter');
    await popup().waitFor({ state: 'hidden' });
    await sqlLab(page).results().getByRole('alert').waitFor();
  });

  it('keeps the toolbar on one row at 1024 px with CTAS, the rest in "More actions"', async () => {
    await choose('Database', 'ctas_estimates');
    await setSql('select i, i * 2 as twice from range(10) t(i)');
    await page.setViewportSize({ width: 1024, height: 800 });
    const more = toolbar().getByRole('button', { name: 'More actions' });
    await more.waitFor();
    const tops = await toolbar()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const right = await toolbar().evaluate((t) => t.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1024);
    await more.click();
    await page.getByRole('menuitem', { name: 'Create table as' }).waitFor();
    await page.getByRole('menuitem', { name: 'Estimate cost' }).click();
  });

  it('shows the estimate’s plan in a monospace block that keeps its layout', async () => {
    const dialog = page.getByRole('dialog', { name: 'Cost estimate' });
    const plan = dialog.getByLabel('Query plan');
    await plan.waitFor();
    const style = await plan.evaluate((element) => {
      const css = getComputedStyle(element);
      return { font: css.fontFamily, whiteSpace: css.whiteSpace, overflow: css.overflowX };
    });
    expect(style.font).toMatch(/mono/i);
    expect(style).toMatchObject({ whiteSpace: 'pre', overflow: 'auto' });
    expect(await plan.textContent()).toMatch(/\n/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });
});
