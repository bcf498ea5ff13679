import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationText, epochMs } from '../common/runDuration';
import { callApi } from './api';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

// Seconds of work on every one of the 3 million flights: DuckDB reports its scan's progress.
const LONG_SCAN = 'select max(sha256(repeat(origin || destination, 40))) as h from flights';
// More rows than the tab's dropdown (1,000) lets through: the limit note shows.
const LIMITED = 'select origin, destination, delay from flights';
// Screenshots of the pane for people to judge (TESSERA_SHOTS=folder); none in CI.
const SHOTS = process.env.TESSERA_SHOTS;

interface RecordTimes {
  id: string;
  startDttm: number | string;
  endDttm: number | string | null;
}

describe('SQL Lab results pane', () => {
  let session: SignedInSession;
  let page: Page;

  const results = () => sqlLab(page).results();
  const run = (sql: string) => sqlLab(page).run(sql);
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  /** The run's own duration by the server's record, in SQL Lab's wording. */
  async function recordedDuration(sql: string): Promise<string> {
    const { result } = await callApi<{ result: (RecordTimes & { sql: string })[] }>(
      page,
      'GET',
      '/api/v1/query/updated_since?q=(last_updated_ms:0)',
    );
    const record = result.filter((q) => q.sql === sql).at(-1);
    const start = epochMs(record?.startDttm);
    const end = epochMs(record?.endDttm);
    if (start === undefined || end === undefined) throw new Error(`no times for ${sql}`);
    return durationText(end - start);
  }

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES, viewport: { width: 1440, height: 900 } });
    ({ page } = session);
    await sqlLab(page).open();
  });
  afterAll(() => session?.close());

  it('moves the progress bar with DuckDB’s progress, and a stopped run says how long it ran', async () => {
    await run(LONG_SCAN);
    const bar = results().getByRole('progressbar', { name: 'Progress' });
    await bar.waitFor();
    // Until DuckDB has a figure the bar is a moving stripe; then it shows the percent.
    await expect
      .poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000, interval: 200 })
      .toMatch(/^[1-9]\d?$/);
    await shot('running-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot('running-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await results().getByRole('button', { name: 'Stop' }).click();
    await results().getByText('Query was stopped.').waitFor();
    const ran = results().getByText(/^Ran for /);
    await ran.waitFor();
    // The record's end − start (the server's push of the stop brings its times).
    const ranFor = `Ran for ${await recordedDuration(LONG_SCAN)}`;
    await expect.poll(() => ran.textContent(), { timeout: 10_000 }).toBe(ranFor);
    await shot('stopped-1440');
  });

  it('says “Took” with the run’s own duration, also after a reload, and the limit as a note', async () => {
    await run(LIMITED);
    const took = results().getByText(/^Took /);
    await took.waitFor();
    const note = results().getByRole('note');
    expect(await note.textContent()).toContain(
      'The number of rows displayed is limited to 1,000 by the dropdown',
    );
    expect(await note.getAttribute('class')).toContain('ui-alert-info');
    const duration = await recordedDuration(LIMITED);
    expect(await took.textContent()).toBe(`Took ${duration}`);
    await shot('success-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    // The header (actions, row count, “Took”, filter) keeps to two lines and inside the pane.
    const bar = results().locator('.sqllab-results-bar');
    const box = await bar.boundingBox();
    const pane = await results().boundingBox();
    expect(box && pane && box.x + box.width <= pane.x + pane.width + 1).toBe(true);
    expect(box?.height ?? 0).toBeLessThanOrEqual(2 * 32);
    await shot('success-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.reload();
    await results()
      .getByText(/^Took /)
      .waitFor();
    expect(
      await results()
        .getByText(/^Took /)
        .textContent(),
    ).toBe(`Took ${duration}`);
  });

  it('names the preview limit in a table preview’s note', async () => {
    const card = await sqlLab(page).addTable('flights');
    await card.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview: flights' });
    const note = preview.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'The number of rows displayed is limited to 100 by the preview limit',
    );
    await shot('preview-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot('preview-1024');
  });
});
