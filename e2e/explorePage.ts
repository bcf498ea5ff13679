import type { Locator, Page } from 'playwright-core';

/** Explore's parts by their data-test names, and runs that wait for the chart to paint. */
export function explore(page: Page) {
  const byTest = (name: string) => page.locator(`[data-test="${name}"]`);
  const control = (name: string) => byTest(`control-${name}`);
  const chips = (name: string) => control(name).locator('[data-test="control-chip"]');
  const renderedMarks = () =>
    page.evaluate(() => performance.getEntriesByName('chart-rendered:explore').length);
  /** The chart pane once it shows a painted chart. */
  const rendered = () =>
    page.locator('[data-test="explore-chart-state"][data-state="rendered"]').waitFor();
  return {
    byTest,
    control,
    chips,
    rendered,
    /** Drags a dataset pane item (column or metric) onto a control's drop area. */
    async dragOnto(item: string, controlName: string): Promise<void> {
      await byTest(`dataset-item-${item}`).dragTo(control(controlName).locator('.ctl-drop'));
    },
    /**
     * Does `action` (a run, or an opening) and waits for its chart answer and a new paint
     * (the `chart-rendered:explore` performance mark), then for the rendered state.
     */
    async runAndRender(action: () => Promise<unknown>): Promise<void> {
      const before = await renderedMarks().catch(() => 0);
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await action();
      await answer;
      await page.waitForFunction(
        (count) => performance.getEntriesByName('chart-rendered:explore').length > count,
        before,
      );
      await rendered();
    },
    /** Opens an Explore address and waits for its first chart to paint. */
    async open(url: string): Promise<void> {
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/v1/chart/data') && r.request().method() === 'POST',
      );
      await page.goto(url);
      await answer;
      await page.waitForFunction(
        () => performance.getEntriesByName('chart-rendered:explore').length > 0,
      );
      await rendered();
    },
    /** Picks an item of the header's "..." or Share menu. */
    async menuItem(menu: 'explore-menu' | 'explore-share', item: string): Promise<Locator> {
      await byTest(menu).click();
      const entry = byTest(item);
      await entry.waitFor();
      return entry;
    },
  };
}
