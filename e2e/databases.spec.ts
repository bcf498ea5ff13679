import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type SignedInSession, startSignedIn } from './session';

describe('database connections', () => {
  let session: SignedInSession;
  let page: Page;

  beforeAll(async () => {
    // Playwright's own default viewport, which this journey was written at.
    session = await startSignedIn({ viewport: { width: 1280, height: 720 } });
    ({ page } = session);
  });
  afterAll(() => session?.close());

  it('tests and saves a connection, and refuses a SQLite file with a clear message', async () => {
    await page.getByRole('menuitem', { name: 'Settings', exact: true }).hover();
    await page.getByRole('link', { name: 'Database connections' }).click();
    await page.getByRole('heading', { name: 'Databases' }).waitFor();
    await page.getByRole('button', { name: '+ Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByLabel('Display name').fill('local postgres');
    await dialog.getByLabel('SQLAlchemy URI').fill('sqlite:////etc/passwd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('SQLite files cannot be used as databases').waitFor();

    await dialog.getByLabel('SQLAlchemy URI').fill('postgresql://postgres@127.0.0.1:5432/postgres');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection looks good!').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'local postgres' }).waitFor();
    await page.getByRole('cell', { name: 'postgresql' }).waitFor();
  });

  it('exports a database and imports bundles, asking for a masked password', async () => {
    const row = page.getByRole('row', { name: /local postgres/ });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Export' }).click(),
    ]);
    const exported = path.join(os.tmpdir(), `tessera-e2e-${process.pid}.zip`);
    await download.saveAs(exported);

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import database' });
    await dialog.getByLabel('Export file').setInputFiles(exported);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('Database already exists and `overwrite=true` was not passed').waitFor();
    await dialog.getByText('Overwrite databases that already exist').click();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported local postgres').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const bundle = path.join(os.tmpdir(), `tessera-e2e-shop-${process.pid}.zip`);
    fs.writeFileSync(
      bundle,
      zipSync({
        'x/metadata.yaml': strToU8('type: Database\n'),
        'x/databases/shop.yaml': strToU8(
          'database_name: shop\nsqlalchemy_uri: mysql://root:XXXXXXXXXX@127.0.0.1:3306/test\n',
        ),
      }),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByLabel('Export file').setInputFiles(bundle);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByLabel('Password for databases/shop.yaml').fill('secret');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('cell', { name: 'shop', exact: true }).waitFor();
    fs.rmSync(exported, { force: true });
    fs.rmSync(bundle, { force: true });
  });
});
