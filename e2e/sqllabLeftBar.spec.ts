import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { chooseOption, chosenOption } from './chooseOption';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

/** A DuckDB file with a foreign key, a unique index and a view. */
async function createGarage(folder: string): Promise<string> {
  const file = path.join(folder, 'garage.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(`
    create table owners (id integer primary key, name varchar);
    create table cars (id integer primary key, owner_id integer references owners (id), plate varchar);
    create unique index cars_plate_uq on cars (plate);
    create view cheap_cars as select id, plate from cars;
  `);
  connection.closeSync();
  instance.closeSync();
  return file;
}

describe('SQL Lab left bar', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-garage-'));
  let session: SignedInSession;
  let page: Page;

  const tables = () => page.getByRole('listbox', { name: 'Tables' });

  beforeAll(async () => {
    const garage = await createGarage(folder);
    session = await startSignedIn({
      env: { ...WITH_EXAMPLES, TESSERA_ALLOW_LOCAL_FILE_DATABASES: 'true' },
      viewport: { width: 1440, height: 900 },
    });
    ({ page } = session);
    await callApi(page, 'POST', '/api/v1/database/', {
      database_name: 'garage',
      sqlalchemy_uri: `duckdb:///${garage}`,
      allow_dml: true,
    });
  });
  afterAll(async () => {
    await session?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('opens the examples database with its schema, main, selected', async () => {
    await page.goto(`${session.server.baseUrl}/sqllab/`);
    await expect.poll(() => chosenOption(page, 'Database'), { timeout: 15_000 }).toBe('examples');
    await expect.poll(() => chosenOption(page, 'Schema'), { timeout: 15_000 }).toBe('main');
    await tables().getByRole('button', { name: 'airports', exact: true }).waitFor();
  });

  it('marks views, and shows a table’s foreign key target and indexes', async () => {
    await chooseOption(page, 'Database', 'garage');
    await expect.poll(() => chosenOption(page, 'Schema'), { timeout: 15_000 }).toBe('main');
    await tables().getByRole('button', { name: 'cheap_cars (view)' }).waitFor();
    await tables().getByRole('button', { name: 'cars', exact: true }).click();
    const card = page.getByRole('region', { name: 'Table cars' });
    const columns = card.getByRole('list', { name: 'Columns of cars' });
    await columns.getByText('→ owners.id').waitFor();
    const indexes = card.getByRole('list', { name: 'Indexes of cars' });
    expect(await indexes.getByRole('listitem').allTextContents()).toEqual([
      'cars_plate_uq(plate)unique',
    ]);
  });

  it('re-reads the table list with its refresh button', async () => {
    await sqlLab(page).setSql('create table dealers (id integer)');
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/sqllab/execute/'));
    await sqlLab(page).run();
    expect((await answered).status()).toBe(200);
    // The list the bar read before the new table stays until refreshed.
    await page.getByText('3 tables', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Force refresh table list' }).click();
    await tables().getByRole('button', { name: 'dealers', exact: true }).waitFor();
    await page.getByText('4 tables', { exact: true }).waitFor();
  });
});
