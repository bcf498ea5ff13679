import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';

describe('datasets', () => {
  let session: SignedInSession;
  let page: Page;

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
    // Datasets are made from SQL Lab and Explore; here through the API they call.
    const databases = await callApi<{ result: { id: number; database_name: string }[] }>(
      page,
      'GET',
      '/api/v1/database/',
    );
    const examples = databases.result.find((db) => db.database_name === 'examples');
    if (!examples) throw new Error('no examples database');
    // The first start's example charts may already have made this dataset.
    await callApi(page, 'POST', '/api/v1/dataset/get_or_create/', {
      database_id: examples.id,
      schema: 'main',
      table_name: 'airports',
    });
    await callApi(page, 'POST', '/api/v1/dataset/', {
      database: examples.id,
      schema: 'main',
      table_name: 'airport_names',
      sql: 'select iata, name from airports',
    });
  });
  afterAll(() => session?.close());

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });

  it('lists physical and virtual datasets with their type', async () => {
    await page.getByRole('menuitem', { name: 'Datasets', exact: true }).click();
    await page.getByRole('heading', { name: 'Datasets' }).waitFor();
    await row('airport_names').getByText('Virtual').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: /^airports/ })
      .getByText('Physical')
      .waitFor();
    expect(await row('airport_names').textContent()).toContain('examples');
  });

  it('filters by type and searches by name', async () => {
    await page.getByLabel('Type').click();
    await page.locator('.ant-select-item-option[title="Virtual"]').click();
    await page.getByRole('cell', { name: 'airports', exact: true }).waitFor({ state: 'detached' });
    await row('airport_names').waitFor();

    await page.getByLabel('Type').click();
    await page.locator('.ant-select-item-option[title="Physical"]').click();
    await row('airport_names').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'airports', exact: true }).waitFor();

    await page.getByLabel('Search datasets').fill('names');
    await page.getByLabel('Search datasets').press('Enter');
    await page.getByText('No datasets.').waitFor();
    await page.goto(`${session.server.baseUrl}/tablemodelview/list/`);
    await row('airport_names').waitFor();
  });

  it('shows a dataset’s columns when its row is expanded', async () => {
    await row('airport_names').getByRole('button', { name: 'Expand row' }).click();
    await page.getByText('2 columns').waitFor();
    await page.getByRole('cell', { name: 'iata', exact: true }).waitFor();
  });

  it('deletes a dataset after confirming', async () => {
    const before = await callApi<{ count: number }>(page, 'GET', '/api/v1/dataset/');
    await row('airport_names').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted: airport_names' }).waitFor();
    await row('airport_names').waitFor({ state: 'detached' });
    const left = await callApi<{ count: number }>(page, 'GET', '/api/v1/dataset/');
    expect(left.count).toBe(before.count - 1);
  });
});
