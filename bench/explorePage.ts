// `npm run bench:browser` (second part): the Explore page in Chromium (issue 22's goals).
// Cold /explore/ load of a line chart: script bytes on the wire before `chart-rendered:explore`;
// a line chart of 100,000 points: chart data response end → `chart-rendered:explore`, and the
// longest task from navigation to that mark. Prints figures beside their goals; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, signIn, startServer } from '../e2e/harness';
import { markTime, recordScripts, responseEnds, type ScriptLoad } from './browserMetrics';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1000;
const GOALS = { scriptKb: 250, renderMs: 300, longTaskMs: 200 };
const MARK = 'chart-rendered:explore';

/** A line chart of flights by time grain: P1D gives ~180 points, PT1M gives 100,000. */
function lineChart(datasetId: number, grain: string, rowLimit: number) {
  return {
    viz_type: 'echarts_timeseries_line',
    datasource: `${datasetId}__table`,
    x_axis: 'date',
    time_grain_sqla: grain,
    metrics: ['count'],
    groupby: [],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: rowLimit,
  };
}

const exploreUrl = (baseUrl: string, formData: object) =>
  `${baseUrl}/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`;

/** Creates (or finds) the flights dataset through the API with the page's session. */
async function flightsDataset(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = (
      (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }
    ).result;
    const databases = (await (await fetch('/api/v1/database/')).json()) as {
      result: { id: number; database_name: string }[];
    };
    const database = databases.result.find((d) => d.database_name === 'examples')?.id;
    const response = await fetch('/api/v1/dataset/get_or_create/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRFToken': token },
      body: JSON.stringify({ database_id: database, schema: 'main', table_name: 'flights' }),
    });
    return ((await response.json()) as { result: { table_id: number } }).result.table_id;
  });
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/app/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  console.log('Starting Tessera with the examples database…');
  const server = await startServer({ TESSERA_LOAD_EXAMPLES: 'true' });
  const browser = await launchBrowser();
  try {
    const signInContext = await browser.newContext();
    const signInPage = await signInContext.newPage();
    await signIn(signInPage, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await signInPage.waitForURL((url) => url.pathname === '/');
    const datasetId = await flightsDataset(signInPage);
    // Warm the server's chart data cache: the goal is the browser's part.
    for (const [grain, limit] of [
      ['P1D', 10000],
      ['PT1M', 100000],
    ] as const) {
      await signInPage.goto(exploreUrl(server.baseUrl, lineChart(datasetId, grain, limit)));
      await markTime(signInPage, MARK);
    }
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const context = await browser.newContext({
      storageState,
      viewport: { width: 1400, height: 900 },
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
    });
    // Long tasks from the very start of each navigation.
    await context.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = await recordScripts(cdp);

    // 1. Cold load of a line chart.
    await page.goto(exploreUrl(server.baseUrl, lineChart(datasetId, 'P1D', 10000)));
    const rendered = await markTime(page, MARK);
    await page.waitForLoadState('networkidle');
    const ends = await responseEnds(page);
    const loads = [...scripts.values()];
    const before = loads.filter((s) => (ends[s.url] ?? Infinity) <= rendered);
    const sum = (list: ScriptLoad[]) => list.reduce((total, s) => total + s.bytes, 0) / KB;
    const criticalKb = sum(before);

    // 2. 100,000 points (median of 3 navigations, warm browser cache).
    const runs: { renderMs: number; longest: number; points: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      await page.goto(exploreUrl(server.baseUrl, lineChart(datasetId, 'PT1M', 100000)));
      const mark = await markTime(page, MARK);
      const figures = await page.evaluate(() => {
        const data = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/v1/chart/data'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        const tasks = (window as unknown as { longTasks: number[] }).longTasks;
        return { dataEnd: Math.max(0, ...data), longest: Math.max(0, ...tasks) };
      });
      const rowsText = await page.locator('[data-test="explore-row-count"]').textContent();
      runs.push({
        renderMs: mark - figures.dataEnd,
        longest: figures.longest,
        points: Number((rowsText ?? '').replace(/[^0-9]/g, '')),
      });
    }
    runs.sort((a, b) => a.renderMs - b.renderMs);
    const median = runs[1] ?? runs[0];
    await context.close();

    const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    console.log('\nExplore page (Chromium, localhost, cold cache)');
    console.log('Scripts loaded before chart-rendered (CDP encodedDataLength):');
    for (const s of before) {
      console.log(
        `  ${(s.bytes / KB).toFixed(1).padStart(7)} kB  ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`,
      );
    }
    const rows: [string, string, string, boolean][] = [
      [
        'JS before the first chart (line)',
        `${criticalKb.toFixed(1)} kB gzip`,
        `≤ ${GOALS.scriptKb} kB gzip`,
        criticalKb <= GOALS.scriptKb,
      ],
      ['first chart-rendered from navigation', `${rendered.toFixed(0)} ms`, 'reported', true],
      [
        `data → chart-rendered (${median?.points ?? 0} points, median of 3)`,
        `${(median?.renderMs ?? 0).toFixed(0)} ms`,
        `≤ ${GOALS.renderMs} ms`,
        (median?.renderMs ?? Infinity) <= GOALS.renderMs,
      ],
      [
        'longest task, navigation → chart-rendered',
        `${(median?.longest ?? 0).toFixed(0)} ms`,
        `≤ ${GOALS.longTaskMs} ms`,
        (median?.longest ?? Infinity) <= GOALS.longTaskMs,
      ],
    ];
    for (const [name, value, goal, ok] of rows) {
      console.log(`  ${name.padEnd(52)} ${value.padStart(14)}  ${goal.padEnd(16)} ${pass(ok)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
