import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { chooseOption } from './chooseOption';
import { dashboard, type DropSpot } from './dashboardPage';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';

interface ChartRow {
  id: number;
  slice_name: string;
}

interface DashboardAnswer {
  result: { id: number; position_json: string | null; json_metadata: string | null };
}

// Dashboards as an analyst builds and reads them: one server and browser for every journey.
describe('Dashboards', () => {
  let session: SignedInSession;
  let page: Page;
  let charts: ChartRow[] = [];
  /** The dashboard the first journey builds; later journeys edit it again. */
  let builtId = 0;

  const url = (path: string) => `${session.server.baseUrl}${path}`;
  const toast = (p: Page, text: string) =>
    p.getByRole('status').filter({ hasText: text }).first().waitFor();
  const chartId = (name: string) => {
    const found = charts.find((chart) => chart.slice_name === name);
    if (!found) throw new Error(`no example chart "${name}"`);
    return found.id;
  };
  const layoutOf = async (id: number) => {
    const answer = await callApi<DashboardAnswer>(page, 'GET', `/api/v1/dashboard/${id}`);
    return JSON.parse(answer.result.position_json ?? '{}') as Record<
      string,
      { type: string; children: string[]; meta: Record<string, unknown> }
    >;
  };

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES, viewport: { width: 1440, height: 1000 } });
    ({ page } = session);
    ({ result: charts } = await callApi<{ result: ChartRow[] }>(
      page,
      'GET',
      `/api/v1/chart/?q=(page_size:100,columns:!(id,slice_name))`,
    ));
  });
  afterAll(() => session?.close());

  it('builds a dashboard from scratch with tabs, a markdown and four charts, undoes twice, saves', async () => {
    const d = dashboard(page);
    await page.goto(url('/dashboard/list/'));
    await page.getByRole('button', { name: '+ Dashboard' }).first().click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true/);
    const dashboardId = Number(/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    builtId = dashboardId;
    await d.byTest('dashboard-empty-drop').waitFor();

    // Tabs first: a new TABS arrives with its first TAB.
    await d.byTest('insert-panel').getByRole('tab', { name: 'Layout elements' }).click();
    await d.drag(d.byTest('new-component-TABS'), d.byTest('dashboard-empty-drop'));
    const [tabId] = await d.idsOf('TAB');
    expect(tabId).toBeDefined();
    const tabPanel = d.byTest(`dashboard-tab-panel-${tabId}`);
    await tabPanel.waitFor();

    await d.drag(d.byTest('new-component-MARKDOWN'), tabPanel);
    await d.byTest('dashboard-markdown').waitFor();

    // Four charts, found by the panel's search: two beside the markdown, then a second row.
    await d.byTest('insert-panel').getByRole('tab', { name: 'Charts' }).click();
    const names = [
      'Busiest origin airports',
      'Flights by origin airport',
      'Penguins by species',
      'Total flights',
    ];
    const [markdownId] = await d.idsOf('MARKDOWN');
    // Each drop: onto the right edge of the previous component, or below the first row.
    const drops: [string | null, DropSpot][] = [
      [markdownId ?? '', 'right'],
      [null, 'right'],
      ['tab', 'bottom'],
      [null, 'right'],
    ];
    let previous = '';
    for (const [index, name] of names.entries()) {
      const id = chartId(name);
      await d.byTest('insert-chart-search').fill(name);
      const [targetId, spot] = drops[index] ?? [null, 'center'];
      const target = targetId === 'tab' ? tabPanel : d.component(targetId ?? previous);
      await d.drag(d.byTest(`insert-chart-${id}`), target, spot);
      await d.chart(id).waitFor();
      previous = await d.layoutIdOfChart(id);
    }
    expect(await d.idsOf('ROW')).toHaveLength(2);
    expect(await d.idsOf('CHART')).toHaveLength(4);

    // Undo twice: the last two charts go; redo is offered.
    await d.byTest('undo-button').click();
    await d.byTest('undo-button').click();
    await expect.poll(async () => (await d.idsOf('CHART')).length).toBe(2);
    expect(await d.byTest('redo-button').isEnabled()).toBe(true);
    await d.chart(chartId(names[2] ?? '')).waitFor({ state: 'detached' });

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/dashboard/${dashboardId}`) && r.request().method() === 'PUT',
    );
    await d.byTest('save-dashboard-button').click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'This dashboard was saved successfully.');
    await d.byTest('edit-dashboard-button').waitFor();

    const layout = await layoutOf(dashboardId);
    const types = Object.values(layout).map((node) => node.type);
    expect(types.filter((type) => type === 'TABS')).toHaveLength(1);
    expect(types.filter((type) => type === 'MARKDOWN')).toHaveLength(1);
    const savedCharts = Object.values(layout)
      .filter((node) => node.type === 'CHART')
      .map((node) => node.meta.chartId);
    expect(savedCharts.sort()).toEqual([chartId(names[0] ?? ''), chartId(names[1] ?? '')].sort());

    // A reload shows what was saved, charts painted.
    await d.open(url(`/superset/dashboard/${dashboardId}/`));
    await d.byTest('dashboard-markdown').waitFor();
    expect(await d.paints(chartId(names[0] ?? ''))).toBeGreaterThan(0);
  });

  it('draws every chart of every example dashboard, none with an error', async () => {
    const d = dashboard(page);
    const { result } = await callApi<{ result: { id: number }[] }>(
      page,
      'GET',
      '/api/v1/dashboard/?q=(page_size:100)',
    );
    expect(result.length).toBeGreaterThanOrEqual(3);
    for (const { id } of result) {
      await d.open(url(`/superset/dashboard/${id}/`));
      // Tab by tab, every chart in view paints (its `chart-rendered` mark) or shows an error.
      const tabs = d.byTest('dashboard-grid').getByRole('tab');
      for (let tab = 0; tab < Math.max(1, await tabs.count()); tab += 1) {
        if (tab > 0) await tabs.nth(tab).click();
        const holders = page.locator('[data-test^="chart-holder-"]:visible');
        for (let index = 0; index < (await holders.count()); index += 1) {
          const holder = holders.nth(index);
          const name = (await holder.getAttribute('data-test')) ?? '';
          const error = holder.locator('.tessera-chart-error, [role="alert"]');
          await holder.scrollIntoViewIfNeeded();
          await page.waitForFunction(
            ([mark, test]) =>
              performance.getEntriesByName(mark).length > 0 ||
              document.querySelector(`[data-test="${test}"] [role="alert"]`) !== null,
            [`chart-rendered:${name.replace('chart-holder-', '')}`, name] as const,
          );
          expect(await error.count(), `dashboard ${id}, ${name}`).toBe(0);
        }
      }
    }
  });

  it('cross-filters the other charts from a bar of a bar chart', async () => {
    const d = dashboard(page);
    await d.open(url(`/superset/dashboard/${builtId}/`));
    const bars = chartId('Busiest origin airports');
    const pie = chartId('Flights by origin airport');
    await d.chart(bars).scrollIntoViewIfNeeded();
    await d.repainted(bars, 0);
    // The tooltip is added as the pointer first comes over a chart (deferredTooltip.ts).
    const bar = await pointAtFirstBar(page, d.chart(bars));
    await page.waitForFunction((test) => {
      const tooltip = document.querySelector(`[data-test="${test}"] .tessera-echarts > div + div`);
      return (
        tooltip instanceof HTMLElement &&
        tooltip.offsetParent !== null &&
        !!tooltip.innerText.trim()
      );
    }, `chart-holder-${bars}`);
    const before = await d.paints(pie);
    const pieRun = page.waitForRequest(
      (r) => r.url().includes('/api/v1/chart/data') && (r.postData() ?? '').includes('"op":"IN"'),
    );
    await page.mouse.click(bar.x, bar.y);
    const chip = d.byTest(`cross-filter-chip-${bars}`);
    await chip.waitFor();
    const text = (await chip.textContent()) ?? '';
    const code = /origin = ([A-Z]{3})/.exec(text)?.[1];
    expect(code, text).toBeDefined();
    expect((await pieRun).postData()).toContain(`"${code}"`);
    await d.repainted(pie, before);

    // Removing the chip gives the other charts their whole data back.
    await chip.getByRole('button', { name: /^Remove cross-filter/ }).click();
    await chip.waitFor({ state: 'detached' });
  });

  it('adds a select filter with a cascading child, and both apply to the charts', async () => {
    const d = dashboard(page);
    await d.open(url('/superset/dashboard/penguins/'));
    await d.byTest('add-edit-filters-button').click();
    const modal = d.byTest('filter-config-modal');
    await modal.waitFor();
    const addFilter = async (name: string, column: string) => {
      await d.byTest('add-filter-button').click();
      await modal.getByLabel('Filter name').fill(name);
      await chooseOption(page, 'Dataset', 'main.penguins');
      await modal.getByLabel('Column').selectOption(column);
    };
    await addFilter('Species', 'species');
    await addFilter('Island', 'island');
    await modal.getByRole('checkbox', { name: 'Species' }).check();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/dashboard/') && r.request().method() === 'PUT',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await modal.waitFor({ state: 'detached' });

    // The child offers only the islands of the parent's choice: Gentoos live on Biscoe alone.
    await chooseOption(page, 'Species', 'Gentoo');
    const island = page.getByRole('combobox', { name: 'Island', exact: true });
    await island.click();
    const islands = page.getByRole('listbox', { name: 'Island', exact: true }).getByRole('option');
    await expect.poll(() => islands.allTextContents()).toEqual(['Biscoe']);
    await islands.first().click();

    const pie = chartId('Penguins by species');
    const before = await d.paints(pie);
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/chart/data') &&
        (r.request().postData() ?? '').includes('Gentoo') &&
        (r.request().postData() ?? '').includes('Biscoe'),
    );
    await d.byTest('apply-filters-button').click();
    const body = (await (await answer).json()) as { result: { data: unknown[] }[] };
    expect(JSON.stringify(body.result[0]?.data)).toContain('Gentoo');
    expect(JSON.stringify(body.result[0]?.data)).not.toContain('Adelie');
    await d.repainted(pie, before);
  });

  it('offers the choice when another editor saved first, and when the server refuses a save', async () => {
    const first = dashboard(page);
    const other = await session.signedInPage();
    const second = dashboard(other);
    const save = (p: Page) =>
      p.waitForResponse(
        (r) => r.url().endsWith(`/api/v1/dashboard/${builtId}`) && r.request().method() === 'PUT',
      );
    try {
      await first.open(url(`/superset/dashboard/${builtId}/`));
      await second.open(url(`/superset/dashboard/${builtId}/`));
      for (const d of [first, second]) await d.byTest('edit-dashboard-button').click();

      // The other browser renames and saves first.
      await renameDashboard(other, 'Renamed elsewhere');
      const otherSaved = save(other);
      await second.byTest('save-dashboard-button').click();
      expect((await otherSaved).status()).toBe(200);
      await toast(other, 'This dashboard was saved successfully.');

      // This one, still on the version it opened, is shown both versions before anything is sent.
      await renameDashboard(page, 'Renamed here');
      await first.byTest('save-dashboard-button').click();
      const confirm = page.getByRole('dialog', { name: 'Please confirm the overwrite values.' });
      await confirm
        .locator('[data-test="overwrite-field-dashboard_title"]')
        .getByText('Renamed elsewhere')
        .waitFor();
      const overwritten = save(page);
      await confirm.getByRole('button', { name: 'Overwrite' }).click();
      expect((await overwritten).status()).toBe(200);
      await toast(page, 'This dashboard was saved successfully.');

      // A save racing another one: the server refuses the stale version with 412 and the page
      // offers reload, review or overwrite. The PUT is held until the other save has landed.
      await first.byTest('edit-dashboard-button').click();
      await renameDashboard(page, 'Renamed last');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/v1/dashboard/${builtId}`, async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      const sent = page.waitForRequest(
        (r) => r.url().endsWith(`/api/v1/dashboard/${builtId}`) && r.method() === 'PUT',
      );
      const refused = save(page);
      await first.byTest('save-dashboard-button').click();
      await sent;
      await callApi(other, 'PUT', `/api/v1/dashboard/${builtId}`, {
        dashboard_title: 'Changed meanwhile',
      });
      release();
      expect((await refused).status()).toBe(412);
      const stale = first.byTest('stale-save-modal');
      await stale.getByText('This dashboard was changed by someone else').waitFor();
      for (const choice of ['stale-reload', 'stale-review', 'stale-overwrite'])
        expect(await first.byTest(choice).isVisible()).toBe(true);
      await page.unroute(`**/api/v1/dashboard/${builtId}`);

      const stored = save(page);
      await first.byTest('stale-overwrite').click();
      expect((await stored).status()).toBe(200);
      const answer = await callApi<{ result: { dashboard_title: string } }>(
        page,
        'GET',
        `/api/v1/dashboard/${builtId}`,
      );
      expect(answer.result.dashboard_title).toBe('Renamed last');
    } finally {
      await other.context().close();
    }
  });

  it('opens a permalink with the filters and the tab it was taken with', async () => {
    const d = dashboard(page);
    await d.open(url('/superset/dashboard/flights/'));
    await chooseOption(page, 'Origin', 'ORD');
    await d.byTest('apply-filters-button').click();
    await page.getByRole('tab', { name: 'Delays', exact: true }).click();
    await selectedTab(page, 'Delays').waitFor();

    const created = page.waitForResponse(
      (r) => r.url().includes('/permalink') && r.request().method() === 'POST',
    );
    await d.byTest('dashboard-header-menu').click();
    await d.byTest('header-menu-share-copy').click();
    const { url: link } = (await (await created).json()) as { url: string };
    expect(link).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);

    const fresh = await session.signedInPage();
    try {
      // Relative unless a public URL is configured (see server/services/publicLink.ts).
      await dashboard(fresh).open(new URL(link, session.server.baseUrl).href);
      await selectedTab(fresh, 'Delays').waitFor();
      await fresh.getByRole('button', { name: 'Remove ORD' }).waitFor();
    } finally {
      await fresh.context().close();
    }
  });
});

/** The dashboard tab label with this title, once it is the selected one. */
const selectedTab = (page: Page, title: string) =>
  page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: title });

/** Types a new title into the dashboard header (edit mode). */
async function renameDashboard(page: Page, title: string): Promise<void> {
  const input = page.locator('[data-test="dashboard-title"]');
  await input.fill(title);
  await input.press('Enter');
}

/**
 * Moves the pointer onto the first bar of an ECharts bar chart: ECharts shows a pointer cursor
 * over a clickable bar, so the pointer sweeps just above the x axis until it finds one.
 */
async function pointAtFirstBar(page: Page, holder: Locator): Promise<{ x: number; y: number }> {
  await holder.scrollIntoViewIfNeeded();
  // Drawn as SVG or on a canvas (app/charts/shared/echartsRenderer.ts): the chart's own box.
  const surface = holder.locator('.tessera-echarts').first();
  await surface.locator('svg, canvas').first().waitFor();
  const box = await surface.boundingBox();
  if (!box) throw new Error('the bar chart is not drawn');
  for (let y = box.y + box.height - 8; y > box.y + box.height / 2; y -= 6) {
    for (let x = box.x + 4; x < box.x + box.width - 4; x += 4) {
      await page.mouse.move(x, y);
      const pointer = await page.evaluate(
        ([px, py]) => {
          const node = document.elementFromPoint(px, py);
          return node ? getComputedStyle(node).cursor === 'pointer' : false;
        },
        [x, y] as const,
      );
      if (pointer) return { x, y };
    }
  }
  throw new Error('no bar found under the pointer');
}
