import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { explore } from './explorePage';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';

// Building, switching, saving, sharing and exporting a chart in Explore, as an analyst would;
// then the same chart seen by a user who may read the data but does not own the chart.
describe('Explore', () => {
  let session: SignedInSession;
  let page: Page;
  let flightsId = 0;
  let sliceId = 0;

  const CHART = 'Flights by origin (e2e)';
  const DASHBOARD = 'E2E flights';
  const toast = (p: Page, text: string) =>
    p.getByRole('status').filter({ hasText: text }).first().waitFor();
  const url = (path: string) => `${session.server.baseUrl}${path}`;

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: session.server.baseUrl,
    });
    const databases = await callApi<{ result: { id: number; database_name: string }[] }>(
      page,
      'GET',
      '/api/v1/database/',
    );
    const examples = databases.result.find((db) => db.database_name === 'examples');
    if (!examples) throw new Error('no examples database');
    ({
      result: { table_id: flightsId },
    } = await callApi<{ result: { table_id: number } }>(
      page,
      'POST',
      '/api/v1/dataset/get_or_create/',
      { database_id: examples.id, schema: 'main', table_name: 'flights' },
    ));
  });
  afterAll(() => session?.close());

  it('builds a bar chart of flights by origin by dragging from the dataset pane', async () => {
    const ex = explore(page);
    await page.goto(
      url(
        `/explore/?datasource_type=table&datasource_id=${flightsId}&viz_type=echarts_timeseries_bar`,
      ),
    );
    await ex.byTest('dataset-item-origin').waitFor();
    // The x-axis starts on the dataset's main time column: remove it for the airport.
    const xAxisChips = ex.chips('x_axis');
    if ((await xAxisChips.count()) > 0) {
      await xAxisChips
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect.poll(() => xAxisChips.count()).toBe(0);
    }
    await ex.dragOnto('origin', 'x_axis');
    await xAxisChips.filter({ hasText: 'origin' }).waitFor();
    // The chart becomes valid with its metric and runs once by itself, as Superset's does.
    await ex.runAndRender(() => ex.dragOnto('count', 'metrics'));
    await ex.chips('metrics').first().waitFor();
    expect(await ex.chips('metrics').count()).toBe(1);

    await ex.runAndRender(() => ex.byTest('explore-run').click());
    const rows = await ex.byTest('explore-row-count').textContent();
    expect(rows).toMatch(/^[\d,]+ rows?$/);
    expect(Number(rows?.replace(/\D/g, ''))).toBeGreaterThan(1);
  });

  it('switches to a pie in the gallery and keeps the metric and the dimension', async () => {
    const ex = explore(page);
    await ex
      .byTest('viz-type-control')
      .getByRole('button', { name: /View all charts/ })
      .click();
    const gallery = ex.byTest('viz-gallery');
    await gallery.waitFor();
    await ex.byTest('viz-gallery-search').fill('Pie');
    await ex.byTest('viz-gallery-item-pie').click();
    await ex.byTest('viz-gallery-select').click();
    await gallery.waitFor({ state: 'detached' });

    const metric = ex.chips('metric');
    await metric.first().waitFor();
    expect(await metric.count()).toBe(1);
    expect(await metric.first().getAttribute('title')).toMatch(/^(count|COUNT\(\*\))$/);
    await ex.chips('groupby').filter({ hasText: 'origin' }).waitFor();

    await ex.runAndRender(() => ex.byTest('explore-run').click());
    expect(await ex.byTest('explore-row-count').textContent()).toMatch(/^[\d,]+ rows?$/);
  });

  it('saves it to a new dashboard with both toasts; the chart is on the dashboard', async () => {
    const ex = explore(page);
    await ex.byTest('explore-save').click();
    const modal = ex.byTest('save-modal');
    await modal.waitFor();
    await ex.byTest('save-modal-name').fill(CHART);
    await ex.byTest('save-modal-dashboard').fill(DASHBOARD);
    await modal.getByText(`A new dashboard "${DASHBOARD}" will be created`).waitFor();
    await ex.byTest('save-modal-save').click();
    await toast(page, `Chart [${CHART}] has been saved`);
    await toast(
      page,
      `Dashboard [${DASHBOARD}] just got created and chart [${CHART}] was added to it`,
    );
    await modal.waitFor({ state: 'detached' });

    await page.waitForURL((address) => address.searchParams.has('slice_id'));
    sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
    expect(sliceId).toBeGreaterThan(0);
    const saved = await callApi<{
      result: { slice_name: string; viz_type: string; dashboards: { dashboard_title: string }[] };
    }>(page, 'GET', `/api/v1/chart/${sliceId}`);
    expect(saved.result).toMatchObject({ slice_name: CHART, viz_type: 'pie' });
    expect(saved.result.dashboards.map((d) => d.dashboard_title)).toContain(DASHBOARD);
  });

  it('reopens the chart by slice_id and by a copied permalink', async () => {
    const ex = explore(page);
    await ex.open(url(`/explore/?slice_id=${sliceId}`));
    expect(await ex.byTest('explore-chart-name').inputValue()).toBe(CHART);
    expect(await ex.byTest('viz-type-control').textContent()).toContain('Pie');

    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/explore/permalink') && r.request().method() === 'POST',
    );
    await (await ex.menuItem('explore-share', 'share-copy-permalink')).click();
    const { url: link } = (await (await answer).json()) as { url: string };
    expect(link).toMatch(/\/explore\/p\//);
    await ex.open(new URL(link, session.server.baseUrl).href);
    expect(await ex.byTest('viz-type-control').textContent()).toContain('Pie');
  });

  it('exports the data as CSV and XLSX', async () => {
    const ex = explore(page);
    await ex.open(url(`/explore/?slice_id=${sliceId}`));

    let download = page.waitForEvent('download');
    await (await ex.menuItem('explore-menu', 'download-csv')).click();
    const csv = fs.readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('origin');

    download = page.waitForEvent('download');
    await (await ex.menuItem('explore-menu', 'download-xlsx')).click();
    const xlsx = fs.readFileSync((await (await download).path()) ?? '');
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('offers a user who does not own the chart only "save as new"', async () => {
    const roles = await callApi<{ result: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/v1/security/roles/',
    );
    const gamma = roles.result.find((r) => r.name === 'Gamma');
    if (!gamma) throw new Error('no Gamma role');
    // Gamma has no data of its own: a role grants it the flights dataset.
    const role = await callApi<{ id: number }>(page, 'POST', '/api/v1/security/roles/', {
      name: 'flights readers',
    });
    const permissions = await callApi<{
      result: { id: number; permission_name: string; view_menu_name: string }[];
    }>(page, 'GET', '/api/v1/security/permissions-resources/');
    const flights = permissions.result.find(
      (p) =>
        p.permission_name === 'datasource_access' &&
        p.view_menu_name.endsWith(`.[flights](id:${flightsId})`),
    );
    if (!flights) throw new Error('no datasource_access on flights');
    await callApi(page, 'POST', `/api/v1/security/roles/${role.id}/permissions`, {
      permission_view_menu_ids: [flights.id],
    });
    await callApi(page, 'POST', '/api/v1/security/users/', {
      first_name: 'Gina',
      last_name: 'Gamma',
      username: 'gina',
      email: 'gina@example.com',
      password: 'gina-password-1',
      roles: [gamma.id, role.id],
    });

    const gina = await session.signedInPage('gina', 'gina-password-1');
    const ex = explore(gina);
    await ex.open(url(`/explore/?slice_id=${sliceId}`));
    await ex.byTest('explore-save').click();
    await ex.byTest('save-modal').waitFor();
    const overwrite = ex.byTest('save-modal-overwrite');
    expect((await overwrite.count()) === 0 || (await overwrite.isDisabled())).toBe(true);
    expect(await ex.byTest('save-modal-new').isChecked()).toBe(true);
    await gina.context().close();
  });
});
