import type { Locator, Page } from 'playwright-core';

/** Where on a drop target the pointer lets go. */
export type DropSpot = 'center' | 'top' | 'bottom' | 'left' | 'right';

/** How far inside a target's edge (px) an edge drop lets go: inside, yet within the edge zone. */
const EDGE_INSET = 6;

/** The dashboard page's parts by their data-test names, drags and waits for painted charts. */
export function dashboard(page: Page) {
  const byTest = (name: string) => page.locator(`[data-test="${name}"]`);
  const component = (id: string) => byTest(`dashboard-component-${id}`);
  const chart = (chartId: number) => byTest(`chart-holder-${chartId}`);
  /** How many times a chart has painted (its `chart-rendered:<id>` marks). */
  const paints = (chartId: number) =>
    page.evaluate((id) => performance.getEntriesByName(`chart-rendered:${id}`).length, chartId);

  return {
    byTest,
    component,
    chart,
    paints,
    /** Opens a dashboard address and waits until every chart in view has painted. */
    async open(url: string): Promise<void> {
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('dashboard-complete').length);
    },
    /** Waits until the chart paints more than `before` times (a run after a filter, say). */
    async repainted(chartId: number, before: number): Promise<void> {
      await page.waitForFunction(
        ([id, count]) => performance.getEntriesByName(`chart-rendered:${id}`).length > count,
        [chartId, before] as const,
      );
    },
    /**
     * Drags `source` with the mouse onto `target` (a few small moves first, past dnd-kit's
     * activation distance), waits for the drop indicator, and lets go.
     */
    async drag(source: Locator, target: Locator, spot: DropSpot = 'center'): Promise<void> {
      await source.scrollIntoViewIfNeeded();
      const from = await source.boundingBox();
      if (!from) throw new Error('the drag source is not on screen');
      const startX = from.x + from.width / 2;
      const startY = from.y + Math.min(from.height / 2, 12);
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      await page.mouse.move(startX + 8, startY + 8, { steps: 4 });
      const to = await target.boundingBox();
      if (!to) throw new Error('the drop target is not on screen');
      const x = {
        center: to.x + to.width / 2,
        top: to.x + to.width / 2,
        bottom: to.x + to.width / 2,
        left: to.x + EDGE_INSET,
        right: to.x + to.width - EDGE_INSET,
      }[spot];
      const y = {
        center: to.y + to.height / 2,
        top: to.y + EDGE_INSET,
        bottom: to.y + to.height - EDGE_INSET,
        left: to.y + to.height / 2,
        right: to.y + to.height / 2,
      }[spot];
      await page.mouse.move(x, y, { steps: 12 });
      await byTest('drop-indicator').waitFor();
      await page.mouse.up();
    },
    /** The layout id of the CHART component that shows a chart. */
    async layoutIdOfChart(chartId: number): Promise<string> {
      const id = await chart(chartId).evaluate(
        (node) =>
          node.closest('[data-test^="dashboard-component-CHART-"]')?.getAttribute('data-test') ??
          '',
      );
      return id.replace(/^dashboard-component-/, '');
    },
    /** The layout ids of the components of a type inside `scope` (the whole page by default). */
    async idsOf(type: string, scope: Locator = page.locator('body')): Promise<string[]> {
      return scope
        .locator(`[data-test^="dashboard-component-${type}-"]`)
        .evaluateAll((nodes) =>
          nodes.map((node) =>
            (node.getAttribute('data-test') ?? '').replace(/^dashboard-component-/, ''),
          ),
        );
    },
  };
}
