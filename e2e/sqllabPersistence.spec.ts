// Issue 5, "nothing typed is ever lost": SQL Lab tabs survive reloads, other browsers, full
// browser storage and a server restart.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './chooseOption';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

describe('SQL Lab tab persistence', () => {
  let session: SignedInSession;
  let page: Page;

  const editor = (p: Page) => sqlLab(p).editor();
  const tab = (p: Page, name: string) => p.getByRole('tab', { name, exact: true });
  const tabCount = (p: Page) => p.getByRole('tab').filter({ hasText: 'Untitled Query' }).count();
  const results = (p: Page) => sqlLab(p).results();
  const splitter = (p: Page) => p.getByRole('separator', { name: 'Resize editor and results' });

  const setSql = (p: Page, sql: string) => sqlLab(p).setSql(sql);
  const openSqlLab = (p: Page) => sqlLab(p).open();

  /** True once some tab stored on the server holds the text. */
  function onServer(p: Page, text: string): Promise<boolean> {
    return p.evaluate(async (wanted) => {
      const boot = (await (await fetch('/api/v1/sqllab/')).json()) as {
        result: { tab_state_ids: [number, string][] };
      };
      for (const [id] of boot.result.tab_state_ids) {
        const state = (await (await fetch(`/tabstateview/${id}`)).json()) as { sql: string };
        if (state.sql.includes(wanted)) return true;
      }
      return false;
    }, text);
  }

  /** True once the browser's copy of SQL Lab holds the text. */
  const inLocalStorage = (p: Page, text: string) =>
    p.evaluate((wanted) => (localStorage.getItem('tessera.sqlLab') ?? '').includes(wanted), text);

  const savedTabCount = (p: Page) =>
    p.evaluate(async () => {
      const boot = (await (await fetch('/api/v1/sqllab/')).json()) as {
        result: { tab_state_ids: unknown[] };
      };
      return boot.result.tab_state_ids.length;
    });

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
  });
  afterAll(() => session?.close());

  it('keeps tabs, SQL, split, tables and the latest results across a reload', async () => {
    await openSqlLab(page);
    await tab(page, 'Untitled Query 1').waitFor();
    await chooseOption(page, 'Schema', 'main');
    await (await sqlLab(page).addTable('airports')).waitFor();
    await sqlLab(page).run('select iata from airports order by 1 limit 3');
    await results(page).getByText('3 rows', { exact: true }).waitFor();
    await splitter(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const split = await splitter(page).getAttribute('aria-valuenow');
    await page.getByRole('button', { name: 'New tab' }).click();
    await tab(page, 'Untitled Query 2').waitFor();
    await setSql(page, 'select 2 as second_tab');
    // The cursor after "select": it is kept once it has rested a moment.
    await page.keyboard.press('Home');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    // Wait until the browser's copy holds it rather than for a fixed time: timers run late on a
    // busy machine.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tessera.sqlLab') ?? ''), {
        timeout: 10_000,
      })
      .toContain('"cursorPosition":{"row":0,"column":6}');

    await page.reload();
    await editor(page).getByText('select 2 as second_tab').waitFor();
    // The cursor came back where it was and the editor has the focus: typing goes there.
    await page.keyboard.insertText('X');
    await editor(page).getByText('selectX 2 as second_tab').waitFor();
    await page.keyboard.press('Backspace');
    await editor(page).getByText('select 2 as second_tab').waitFor();
    expect(await tabCount(page)).toBe(2);
    await tab(page, 'Untitled Query 1').click();
    await editor(page).getByText('select iata from airports order by 1 limit 3').waitFor();
    await results(page).getByText('3 rows', { exact: true }).waitFor();
    expect(await splitter(page).getAttribute('aria-valuenow')).toBe(split);
    await page.getByRole('region', { name: 'Table airports' }).waitFor();
  });

  it('shows the same tabs, SQL, tables and results in a fresh browser context', async () => {
    await expect
      .poll(() => onServer(page, 'select 2 as second_tab'), { timeout: 20_000 })
      .toBe(true);
    const p = await session.signedInPage();
    try {
      await openSqlLab(p);
      await tab(p, 'Untitled Query 2').click();
      await editor(p).getByText('select 2 as second_tab').waitFor();
      await tab(p, 'Untitled Query 1').click();
      await editor(p).getByText('select iata from airports order by 1 limit 3').waitFor();
      await results(p).getByText('3 rows', { exact: true }).waitFor();
      await p.getByRole('region', { name: 'Table airports' }).waitFor();
    } finally {
      await p.context().close();
    }
  });

  it('keeps a closed tab closed after a reload', async () => {
    const stored = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/tabstateview/'),
    );
    await page.getByRole('button', { name: 'New tab' }).click();
    await tab(page, 'Untitled Query 3').waitFor();
    await stored;
    // The close reached the server, rather than a fixed wait that a busy machine outlasts.
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/tabstateview\/\d+$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Close Untitled Query 3' }).click();
    await removed;
    await page.reload();
    await editor(page).waitFor();
    await tab(page, 'Untitled Query 1').waitFor();
    expect(await tab(page, 'Untitled Query 3').count()).toBe(0);
    await expect.poll(() => savedTabCount(page), { timeout: 20_000 }).toBe(2);
  });

  it('shows the last write after a reload when two browsers edit the same tab', async () => {
    await tab(page, 'Untitled Query 1').click();
    await setSql(page, 'select 111 as from_a');
    await expect.poll(() => onServer(page, 'from_a'), { timeout: 20_000 }).toBe(true);
    const p = await session.signedInPage();
    try {
      await openSqlLab(p);
      await tab(p, 'Untitled Query 1').click();
      await editor(p).getByText('select 111 as from_a').waitFor();
      await setSql(p, 'select 222 as from_b');
      await expect.poll(() => onServer(p, 'from_b'), { timeout: 20_000 }).toBe(true);
    } finally {
      await p.context().close();
    }
    await page.reload();
    await tab(page, 'Untitled Query 1').click();
    await editor(page).getByText('select 222 as from_b').waitFor();
  });

  it('keeps typing and syncing to the server when browser storage is full', async () => {
    await page.evaluate(() => {
      let size = 1 << 20;
      for (let i = 0; size >= 1; i++) {
        try {
          localStorage.setItem(`fill${i}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    try {
      const sql = `select 333 as storage_full -- ${'y'.repeat(200)}`;
      await setSql(page, sql);
      await editor(page).getByText('select 333 as storage_full').waitFor();
      await page
        .getByText(/local storage is full/)
        .first()
        .waitFor();
      await page.keyboard.insertText(' -- still typing');
      await editor(page).getByText('still typing').waitFor();
      await expect.poll(() => onServer(page, 'still typing'), { timeout: 20_000 }).toBe(true);
    } finally {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('fill')) localStorage.removeItem(key);
      });
    }
  });

  it('keeps 30 tabs across a reload', async () => {
    while ((await tabCount(page)) < 30) {
      const count = await tabCount(page);
      await page.getByRole('button', { name: 'New tab' }).click();
      await expect.poll(() => tabCount(page)).toBe(count + 1);
    }
    await expect.poll(() => savedTabCount(page), { timeout: 30_000 }).toBe(30);
    await page.reload();
    await editor(page).waitFor();
    expect(await tabCount(page)).toBe(30);
  });

  it('brings typed SQL back after the server process restarts', async () => {
    await tab(page, 'Untitled Query 2').click();
    await setSql(page, 'select 444 as after_restart');
    // Kept by the browser's copy or the server's before the server goes away.
    await expect
      .poll(
        async () =>
          (await inLocalStorage(page, 'after_restart')) || onServer(page, 'after_restart'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await session.restartServer();
    await page.reload();
    await editor(page).waitFor();
    await tab(page, 'Untitled Query 2').click();
    await editor(page).getByText('select 444 as after_restart').waitFor();
    await expect.poll(() => onServer(page, 'after_restart'), { timeout: 20_000 }).toBe(true);
  });
});
