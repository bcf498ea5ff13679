// `npm run bench:browser` (third part): dashboards in Chromium (issue 23's goals G7, G8, and the
// dashboard route's script bytes). Builds a 50-chart and a 200-chart dashboard of line charts on
// the flights example, warms the server's chart cache, then measures with cold browser caches:
// 15 samples after 3 warm-ups, G7 interleaved with its bare-page baseline (ABBA), medians and p95.
// Prints figures beside their goals; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, signIn, startServer } from '../e2e/harness';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { FormData } from '../app/charts/types';
import { bareEchartsPage, type BareOption } from './bareEchartsPage';
import { bareOption } from './bareOptions';
import { recordScripts, responseEnds } from './browserMetrics';
import { createDashboardOfLines } from './dashboardFixtures';
import { abbaSamples, median, percentile } from './stats';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1000;
const WARMUPS = 3;
const SAMPLES = 15;
const GOALS = { g7Ms: 2000, g7Ratio: 2, longTaskMs: 200, g8Ms: 1000, enterMs: 300, scriptKb: 200 };
const TALL = { width: 1920, height: 7600 };
const NORMAL = { width: 1920, height: 1080 };

/** Long tasks and layout shifts from the very start of each navigation. */
async function observePage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { longTasks: number[]; shift: number };
    w.longTasks = [];
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const markTime = (page: Page, name: string, timeout = 60_000) =>
  page
    .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, name, { timeout })
    .then(async (handle) => Number(await handle.jsonValue()));

const pageFigures = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; shift: number };
    return { longest: Math.max(0, ...w.longTasks), shift: w.shift };
  });

/**
 * Scripts that are the chart library: the build puts ECharts and zrender modules, and only
 * them, in chunks named `chart-library-*` (vite.config.ts). A chart type's own chunk (its transform and
 * component) counts as app code.
 */
const isChartLibrary = (url: string) =>
  /\/assets\/chart-library-[^/]+\.js$/.test(new URL(url).pathname);

async function newContext(browser: Browser, storageState: object, viewport: typeof NORMAL) {
  const context = await browser.newContext({
    storageState: storageState as never,
    viewport,
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  });
  await observePage(context);
  return context;
}

/** Scripts that ended loading before the first `chart-rendered` mark of one cold run. */
async function scriptsBeforeFirstChart(browser: Browser, storageState: object, url: string) {
  const context = await newContext(browser, storageState, TALL);
  const page = await context.newPage();
  const scripts = await recordScripts(await context.newCDPSession(page));
  await page.goto(url);
  await markTime(page, 'dashboard-complete');
  await page.waitForLoadState('networkidle');
  const firstChart = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('chart-rendered:'))
        .map((mark) => mark.startTime),
    ),
  );
  const ends = await responseEnds(page);
  await context.close();
  return [...scripts.values()]
    .filter((s) => (ends[s.url] ?? Infinity) <= firstChart)
    .map((s) => ({
      path: new URL(s.url).pathname,
      kb: s.bytes / KB,
      library: isChartLibrary(s.url),
    }));
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/app/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  console.log('Starting Tessera with the examples database…');
  const server = await startServer({ TESSERA_LOAD_EXAMPLES: 'true' });
  const browser = await launchBrowser();
  const bare = await bareEchartsPage();
  try {
    const setup = await browser.newContext({ viewport: TALL });
    const setupPage = await setup.newPage();
    await signIn(setupPage, server.baseUrl, 'admin', ADMIN_PASSWORD);
    await setupPage.waitForURL((url) => url.pathname === '/');
    console.log('Creating a 50-chart and a 200-chart dashboard…');
    const d50 = await createDashboardOfLines(setupPage, 'Bench 50 charts', 50);
    const d200 = await createDashboardOfLines(setupPage, 'Bench 200 charts', 200);

    // Warm the server's chart cache; the 50 answers, through the chart type's own transform,
    // are the bare page's options (its charts are 3 a row in 1920 px, 400 px high).
    const options: BareOption[] = [];
    setupPage.on('response', async (response) => {
      if (!response.url().includes('/api/v1/chart/data') || response.status() !== 200) return;
      const body = (await response.json()) as { result: ChartDataResponseEntry[] };
      const request = response.request().postDataJSON() as { form_data: FormData };
      const entry = body.result[0];
      if (entry) options.push(bareOption(request.form_data, entry, { width: 618, height: 400 }));
    });
    await setupPage.goto(`${server.baseUrl}/superset/dashboard/${d50}/`);
    await markTime(setupPage, 'dashboard-complete');
    await setupPage.waitForLoadState('networkidle');
    setupPage.removeAllListeners('response');
    await setupPage.setViewportSize({ width: 1920, height: 1080 * 60 });
    await setupPage.goto(`${server.baseUrl}/superset/dashboard/${d200}/`);
    await markTime(setupPage, 'dashboard-complete');
    await setupPage.waitForLoadState('networkidle');
    const storageState = await setup.storageState();
    await setup.close();

    // Script bytes before the first chart: one cold run with CDP's network log (not timed).
    const scriptsBefore = await scriptsBeforeFirstChart(
      browser,
      storageState,
      `${server.baseUrl}/superset/dashboard/${d50}/`,
    );
    const kb = scriptsBefore.filter((s) => !s.library).reduce((t, s) => t + s.kb, 0);

    // G7: 50 charts, tall viewport (every chart in view), cold browser cache, interleaved (ABBA)
    // with the bare page after warm-ups (bench/stats.ts).
    const g7 = await abbaSamples(
      async () => {
        const context = await newContext(browser, storageState, TALL);
        const page = await context.newPage();
        await page.goto(bare.url(options.slice(0, 50)));
        const complete = await markTime(page, 'bare-complete');
        await context.close();
        return { complete, longest: 0, shift: 0 };
      },
      async () => {
        const context = await newContext(browser, storageState, TALL);
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/superset/dashboard/${d50}/`);
        const complete = await markTime(page, 'dashboard-complete');
        const figures = await pageFigures(page);
        await context.close();
        return { complete, ...figures };
      },
      SAMPLES,
      WARMUPS,
    );

    // G8's first viewport: 200 charts, normal viewport, cold cache, after warm-ups. "First
    // viewport rendered" is when the last chart in the visible area has drawn; `dashboard-complete`
    // also waits for the charts of the viewport below, whose data is fetched ahead.
    const firstViewports: number[] = [];
    const dataWindows: number[] = [];
    for (let run = 0; run < WARMUPS + SAMPLES; run += 1) {
      const context = await newContext(browser, storageState, NORMAL);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/superset/dashboard/${d200}/`);
      const complete = await markTime(page, 'dashboard-complete');
      const visible = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('[data-test^="chart-holder-"]')]
            .filter((holder) => {
              const box = holder.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight;
            })
            .map((holder) => {
              const id = (holder as HTMLElement).dataset.test?.replace('chart-holder-', '');
              return performance.getEntriesByName(`chart-rendered:${id}`)[0]?.startTime ?? Infinity;
            }),
        ),
      );
      await context.close();
      if (run >= WARMUPS) {
        firstViewports.push(visible);
        dataWindows.push(complete);
      }
    }

    // G8: requests before scrolling, then scrolling in (one run).
    const context = await newContext(browser, storageState, NORMAL);
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/chart/data')) requests += 1;
    });
    await context.addInitScript(() => {
      const entered: Record<string, number> = {};
      (window as unknown as { entered: Record<string, number> }).entered = entered;
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.test?.replace('chart-holder-', '');
          if (entry.isIntersecting && id && entered[id] === undefined) entered[id] = entry.time;
        }
      });
      new MutationObserver(() => {
        for (const holder of document.querySelectorAll('[data-test^="chart-holder-"]')) {
          if (!(holder as HTMLElement).dataset.benchObserved) {
            (holder as HTMLElement).dataset.benchObserved = '1';
            observer.observe(holder);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.baseUrl}/superset/dashboard/${d200}/`);
    await markTime(page, 'dashboard-complete');
    await page.waitForLoadState('networkidle');
    const beforeScroll = requests;
    const allowed = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-test^="chart-holder-"]')].filter(
          (holder) => holder.getBoundingClientRect().top < 2 * window.innerHeight,
        ).length,
    );
    // Scroll down a third of a screen at a time, waiting for the charts in view to render. Only
    // charts that enter the view once scrolling has begun count: the first viewport's charts
    // "enter" as the layout first renders, and G8's first goal times them.
    const scrollStart = await page.evaluate(() => performance.now());
    for (let step = 0; step < 200; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 3);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[data-test^="chart-holder-"]')]
              .filter((holder) => {
                const box = holder.getBoundingClientRect();
                return box.bottom > 0 && box.top < window.innerHeight;
              })
              .every(
                (holder) =>
                  performance.getEntriesByName(
                    `chart-rendered:${(holder as HTMLElement).dataset.test?.replace('chart-holder-', '')}`,
                  ).length,
              ),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      if (atEnd) break;
    }
    const enterDelays = await page.evaluate((start) => {
      const entered = (window as unknown as { entered: Record<string, number> }).entered;
      return Object.entries(entered)
        .filter(([, at]) => at >= start)
        .map(([id, at]) => {
          const mark = performance.getEntriesByName(`chart-rendered:${id}`)[0];
          return mark ? Math.max(0, mark.startTime - at) : Infinity;
        });
    }, scrollStart);
    const g8Longest = (await pageFigures(page)).longest;
    await context.close();

    console.log('\nDashboard page (Chromium, localhost, server cache warm, browser cache cold)');
    console.log('Scripts loaded before the first chart-rendered (one cold run):');
    for (const s of scriptsBefore) {
      console.log(
        `  ${s.kb.toFixed(1).padStart(7)} kB  ${s.path}${s.library ? '  (chart library)' : ''}`,
      );
    }
    const times = g7.candidate.map((r) => r.complete);
    const bareTimes = g7.baseline.map((r) => r.complete);
    const complete = median(times);
    const bareMs = median(bareTimes);
    const longest = Math.max(...g7.candidate.map((r) => r.longest));
    const shift = median(g7.candidate.map((r) => r.shift));
    const sortedDelays = [...enterDelays].sort((a, b) => a - b);
    const p95 = sortedDelays[Math.floor(sortedDelays.length * 0.95)] ?? NaN;
    const worst = sortedDelays.at(-1) ?? NaN;
    const n = `median of ${SAMPLES}`;
    const spread = (values: number[]) =>
      `${median(values).toFixed(0)} / ${percentile(values, 95).toFixed(0)} ms`;
    const rows: [string, string, string, boolean][] = [
      [
        `G7 navigation → dashboard-complete, 50 charts (${n}, p95)`,
        spread(times),
        `≤ ${GOALS.g7Ms} ms`,
        complete <= GOALS.g7Ms,
      ],
      [`G7 bare ECharts page, same 50 options (${n}, p95)`, spread(bareTimes), 'baseline', true],
      [
        'G7 ratio of medians, dashboard / bare',
        `${(complete / bareMs).toFixed(2)} ×`,
        `≤ ${GOALS.g7Ratio} ×`,
        complete / bareMs <= GOALS.g7Ratio,
      ],
      [
        `G7 longest task (worst of ${SAMPLES})`,
        `${longest.toFixed(0)} ms`,
        `≤ ${GOALS.longTaskMs} ms`,
        longest <= GOALS.longTaskMs,
      ],
      [`G7 layout shift (${n})`, shift.toFixed(3), '≤ 0.1', shift <= 0.1],
      [
        'JS before the first chart, without the chart library',
        `${kb.toFixed(1)} kB gzip`,
        `≤ ${GOALS.scriptKb} kB gzip`,
        kb <= GOALS.scriptKb,
      ],
      [
        `G8 navigation → first viewport rendered, 200 charts (${n}, p95)`,
        spread(firstViewports),
        `≤ ${GOALS.g8Ms} ms`,
        median(firstViewports) <= GOALS.g8Ms,
      ],
      [
        `G8 navigation → dashboard-complete, viewport below too (${n}, p95)`,
        spread(dataWindows),
        'reported',
        true,
      ],
      [
        'G8 chart data requests before scrolling',
        `${beforeScroll}`,
        `≤ ${allowed} (2 screens)`,
        beforeScroll <= allowed,
      ],
      [
        `G8 scrolled into view → rendered, p95 / worst (${enterDelays.length} charts)`,
        `${p95.toFixed(0)} / ${worst.toFixed(0)} ms`,
        `≤ ${GOALS.enterMs} ms`,
        worst <= GOALS.enterMs,
      ],
      ['G8 longest task while scrolling', `${g8Longest.toFixed(0)} ms`, 'reported', true],
    ];
    for (const [name, value, goal, ok] of rows) {
      console.log(
        `  ${name.padEnd(66)} ${value.padStart(16)}  ${goal.padEnd(18)} ${ok ? 'PASS' : 'MISS'}`,
      );
    }
  } finally {
    await bare.close();
    await browser.close();
    await server.stop();
  }
}

await main();
