import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetRecord } from '@common/api/datasets';
import { callApi } from './api';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';

describe('edit dataset', () => {
  let session: SignedInSession;
  let page: Page;
  let datasetId: number;

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
    const databases = await callApi<{ result: { id: number; database_name: string }[] }>(
      page,
      'GET',
      '/api/v1/database/',
    );
    const examples = databases.result.find((db) => db.database_name === 'examples');
    if (!examples) throw new Error('no examples database');
    // The first start's example charts may already have made this dataset.
    ({
      result: { table_id: datasetId },
    } = await callApi<{ result: { table_id: number } }>(
      page,
      'POST',
      '/api/v1/dataset/get_or_create/',
      { database_id: examples.id, schema: 'main', table_name: 'airports' },
    ));
  });
  afterAll(() => session?.close());

  const openEditor = async () => {
    await page
      .getByRole('row')
      .filter({ hasText: /^airports/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit dataset airports' });
    await dialog.getByRole('tab', { name: /^Metrics/ }).click();
    return dialog;
  };

  it('adds a metric, saves, and finds it on reopening', async () => {
    await page.goto(`${session.server.baseUrl}/tablemodelview/list/`);
    let dialog = await openEditor();
    await dialog.getByRole('button', { name: 'Add metric' }).click();
    // The new row is the last; its name field has the focus.
    await dialog.getByLabel('Metric name').last().fill('airport_count');
    await dialog.getByLabel('Metric SQL expression').last().fill('COUNT(DISTINCT iata)');
    await dialog.getByLabel('Metric label').last().fill('Airports');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The dataset has been saved' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    dialog = await openEditor();
    await dialog.getByRole('tab', { name: 'Metrics (2)', exact: true }).waitFor();
    const names = dialog.getByLabel('Metric name');
    expect(
      await names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['count', 'airport_count']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const saved = await callApi<{ result: DatasetRecord }>(
      page,
      'GET',
      `/api/v1/dataset/${datasetId}`,
    );
    expect(saved.result.metrics.find((m) => m.metric_name === 'airport_count')).toMatchObject({
      expression: 'COUNT(DISTINCT iata)',
      verbose_name: 'Airports',
    });
  });
});
