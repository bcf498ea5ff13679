import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

// The results grid as a Superset user uses it: sort, resize, an empty result, a long value.
describe('SQL Lab results grid', () => {
  let session: SignedInSession;
  let page: Page;

  const results = () => sqlLab(page).results();
  const grid = () => results().getByRole('grid');
  /** The texts of a column, top to bottom, of the rows drawn. */
  const columnTexts = (index: number) =>
    grid()
      .locator(`[role="row"][aria-rowindex]:not([aria-rowindex="1"]) [aria-colindex="${index}"]`)
      .allTextContents();

  async function run(sql: string, rowCountText: string) {
    await sqlLab(page).run(sql);
    await results().getByText(rowCountText, { exact: true }).waitFor();
  }

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
    await sqlLab(page).open();
  });
  afterAll(() => session?.close());

  it('sorts a numeric column as numbers: ascending, descending, then none', async () => {
    await run(
      "select * from (values (10, 'a'), (9, 'b'), (100, 'c'), (2, 'd'), (null, 'e')) t(n, label)",
      '5 rows',
    );
    const header = grid().getByRole('columnheader').first();
    const sort = header.getByRole('button');
    await sort.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    expect(await columnTexts(1)).toEqual(['2', '9', '10', '100', 'NULL']);
    await sort.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    expect(await columnTexts(1)).toEqual(['100', '10', '9', '2', 'NULL']);
    await sort.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe(null);
    expect(await columnTexts(1)).toEqual(['10', '9', '100', '2', 'NULL']);
  });

  it('resizes a column by dragging the edge of its header', async () => {
    const header = grid().getByRole('columnheader').nth(1);
    const width = () => header.evaluate((element) => element.getBoundingClientRect().width);
    const before = await width();
    const box = await grid().getByRole('separator', { name: 'Resize column label' }).boundingBox();
    if (!box) throw new Error('no resize handle');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(width).toBeGreaterThan(before + 60);
    // The cells follow their header.
    const cell = grid().getByRole('gridcell').nth(1);
    expect(await cell.evaluate((e) => e.getBoundingClientRect().width)).toBe(await width());
  });

  it('draws the header and row backgrounds and lines under all of 30 columns', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => `'value ${i}' as column_${i}`);
    await run(`select ${columns.join(', ')} from range(3)`, '3 rows');
    // Each row (and the header) is as wide as its cells: none sticks out past its background.
    const overflow = await grid().evaluate((element) =>
      [...element.querySelectorAll('[role="row"]')].map((row) => {
        const cells = [...row.children].map((cell) => cell.getBoundingClientRect());
        return Math.round((cells.at(-1)?.right ?? 0) - row.getBoundingClientRect().right);
      }),
    );
    expect(overflow).toEqual([0, 0, 0, 0]);
  });

  it('says "The query returned no data" for a result without rows', async () => {
    await run('select 1 as a, 2 as b where false', '0 rows');
    await results().getByText('The query returned no data').waitFor();
    expect(await grid().getByRole('columnheader').count()).toBe(2);
  });

  it('shows a long cell’s whole value in a tooltip and a dialog with Copy', async () => {
    const long = `${'lorem ipsum '.repeat(40)}END`;
    await run(`select 1 as id, '${long}' as long_text`, '1 row');
    const cell = grid().getByRole('gridcell').nth(1);
    expect(await cell.getAttribute('title')).toBe(long);
    await cell.dblclick();
    const dialog = page.getByRole('dialog', { name: 'long_text' });
    expect(await dialog.getByLabel('Cell value').textContent()).toBe(long);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: session.server.baseUrl,
    });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(long);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
