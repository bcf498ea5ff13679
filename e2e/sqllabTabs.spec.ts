// Issue 20, SQL Lab tabs: the last tab closed leaves a fresh one (shortcuts still work), the
// tab menu, arrows when tabs overflow, the active tab across reloads and browsers, and a
// confirmation before closing a tab whose query runs.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

const LONG_QUERY = 'select sum(hash(i)) from range(20000000000) t(i)';
const VIEWPORT = { width: 1024, height: 800 };

describe('SQL Lab tabs', () => {
  let session: SignedInSession;
  let page: Page;

  const editor = (p: Page) => sqlLab(p).editor();
  const strip = (p: Page) => p.getByRole('tablist', { name: 'Query tabs' });
  const tab = (p: Page, name: string) => strip(p).getByRole('tab', { name, exact: true });
  const selectedTab = (p: Page) => strip(p).getByRole('tab', { selected: true }).textContent();
  const tabNames = (p: Page) => strip(p).getByRole('tab').allTextContents();
  const results = (p: Page) => sqlLab(p).results();
  const setSql = (p: Page, sql: string) => sqlLab(p).setSql(sql);

  async function menuAction(p: Page, tabName: string, action: string, via: 'button' | 'right') {
    if (via === 'button') await p.getByRole('button', { name: `Actions of ${tabName}` }).click();
    else await tab(p, tabName).click({ button: 'right' });
    await p.getByRole('menuitem', { name: action, exact: true }).click();
  }

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES, viewport: VIEWPORT });
    ({ page } = session);
    await sqlLab(page).open();
  });
  afterAll(() => session?.close());

  it('closing the last tab leaves a fresh "Untitled Query 1", and the shortcuts still work', async () => {
    await tab(page, 'Untitled Query 1').waitFor();
    await setSql(page, 'select 1 as old_tab');
    await page.getByRole('button', { name: 'Close Untitled Query 1' }).click();
    await tab(page, 'Untitled Query 1').waitFor();
    expect(await tabNames(page)).toEqual(['Untitled Query 1']);
    await editor(page).waitFor();
    expect(await editor(page).textContent()).not.toContain('old_tab');
    await setSql(page, 'select 7 as seven');
    await page.keyboard.press('Control+Enter');
    await results(page).getByRole('columnheader', { name: 'seven' }).waitFor();
  });

  it('renames, duplicates and closes tabs from the tab menu ("⋯" or a right-click)', async () => {
    await menuAction(page, 'Untitled Query 1', 'Rename', 'button');
    await page.getByLabel('Tab name').fill('Flights');
    await page.keyboard.press('Enter');
    await tab(page, 'Flights').waitFor();

    await menuAction(page, 'Flights', 'Duplicate', 'right');
    await strip(page).getByRole('tab', { name: 'Copy of Flights', selected: true }).waitFor();
    await editor(page).getByText('select 7 as seven').waitFor();
    expect(await tabNames(page)).toEqual(['Flights', 'Copy of Flights']);

    await menuAction(page, 'Copy of Flights', 'Close others', 'right');
    await expect.poll(() => tabNames(page)).toEqual(['Copy of Flights']);

    await menuAction(page, 'Copy of Flights', 'Close all', 'button');
    await expect.poll(() => tabNames(page)).toEqual(['Untitled Query 1']);
  });

  it('scrolls the strip with arrows when the tabs overflow, "+" staying visible', async () => {
    const add = page.getByRole('button', { name: 'New tab' });
    for (let n = 2; n <= 14; n += 1) {
      await add.click();
      await strip(page)
        .getByRole('tab', { name: `Untitled Query ${n}`, selected: true })
        .waitFor();
    }
    const left = page.getByRole('button', { name: 'Scroll tabs left' });
    const right = page.getByRole('button', { name: 'Scroll tabs right' });
    // The new tab was scrolled into view, at the right end (the arrows follow the scroll).
    await expect.poll(() => left.isEnabled()).toBe(true);
    await expect.poll(() => right.isDisabled()).toBe(true);
    const box = await add.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
    const first = tab(page, 'Untitled Query 1');
    const firstVisible = async () => {
      const at = await first.boundingBox();
      const list = await strip(page).boundingBox();
      return Boolean(at && list && at.x >= list.x - 1);
    };
    expect(await firstVisible()).toBe(false);
    // Smooth scrolling can reach the start between a check and a click: a forced click on a
    // button that just became disabled does nothing, so click until the first tab shows.
    await expect
      .poll(async () => {
        if (await left.isEnabled()) await left.click({ force: true });
        return firstVisible();
      })
      .toBe(true);
    await expect.poll(() => left.isDisabled()).toBe(true);
    await expect.poll(() => right.isEnabled()).toBe(true);
  });

  it('keeps the active tab across a reload, and in another browser from the server copy', async () => {
    const activated = page.waitForResponse(
      (r) => /\/tabstateview\/\d+\/activate$/.test(r.url()) && r.ok(),
    );
    await tab(page, 'Untitled Query 5').click();
    await activated;
    await page.reload();
    await editor(page).waitFor();
    await expect.poll(() => selectedTab(page)).toBe('Untitled Query 5');

    const other = await session.signedInPage();
    try {
      await sqlLab(other).open();
      await expect.poll(() => selectedTab(other)).toBe('Untitled Query 5');
    } finally {
      await other.context().close();
    }
    await menuAction(page, 'Untitled Query 5', 'Close all', 'right');
    await expect.poll(() => tabNames(page)).toEqual(['Untitled Query 1']);
  });

  it('asks before closing a tab whose query runs, then stops the query', async () => {
    await sqlLab(page).run(LONG_QUERY);
    await results(page).getByText('Running').waitFor();
    await page.getByRole('button', { name: 'Close Untitled Query 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close tab?' });
    await dialog.getByText('A query is running in "Untitled Query 1"').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await tabNames(page)).toEqual(['Untitled Query 1']);

    await page.getByRole('button', { name: 'Close Untitled Query 1' }).click();
    const stopped = page.waitForResponse((r) => r.url().endsWith('/api/v1/query/stop'));
    await dialog.getByRole('button', { name: 'Stop query and close' }).click();
    expect((await stopped).ok()).toBe(true);
    await expect.poll(() => tabNames(page)).toEqual(['Untitled Query 1']);
    await editor(page).waitFor();
    expect(await editor(page).textContent()).not.toContain('range(20000000000)');
    await page.getByRole('button', { name: 'Run', exact: true }).waitFor();
  });
});
