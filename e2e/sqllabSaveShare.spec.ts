import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api';
import { chooseOption } from './chooseOption';
import { ADMIN_PASSWORD } from './harness';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

// Saving, sharing and reopening queries in SQL Lab, as a new user would; CTAS/CVAS on a database
// that allows them (the examples database is read-only).
describe('SQL Lab: save and share', () => {
  let session: SignedInSession;
  let page: Page;
  let savedId = 0;

  const editorOf = (p: Page) => sqlLab(p).editor();
  const toast = (p: Page, text: string) => p.getByText(text, { exact: true }).first().waitFor();
  const toolbar = (p: Page) => sqlLab(p).toolbar();
  const setSql = (sql: string) => sqlLab(page).setSql(sql);
  /** A signed-in page in a context of its own (a fresh browser profile). */
  const freshPage = (username: string, password: string) =>
    session.signedInPage(username, password);

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page } = session);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: session.server.baseUrl,
    });
    await page.goto(`${session.server.baseUrl}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
  });
  afterAll(() => session?.close());

  it('saves a query: the tab takes its name', async () => {
    await setSql('select iata, name from airports order by 1 limit 3');
    await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByLabel('Name').fill('Three airports');
    await dialog.getByLabel('Description').fill('The first three');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Your query was saved.');
    await page.getByRole('tab', { name: 'Three airports' }).waitFor();
    const list = await callApi<{ result: { id: number; label: string }[] }>(
      page,
      'GET',
      '/api/v1/saved_query/',
    );
    savedId = list.result.find((q) => q.label === 'Three airports')?.id ?? 0;
    expect(savedId).toBeGreaterThan(0);
  });

  it('saves again: the saved query is updated', async () => {
    await setSql('select iata, name from airports order by 1 limit 4');
    await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or update query' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Your query was updated.');
    const saved = await callApi<{ result: { sql: string; description: string } }>(
      page,
      'GET',
      `/api/v1/saved_query/${savedId}`,
    );
    expect(saved.result.sql).toContain('limit 4');
    expect(saved.result.description).toBe('The first three');
  });

  it('opens the saved query from ?savedQueryId in a fresh browser', async () => {
    const other = await freshPage('admin', ADMIN_PASSWORD);
    await other.goto(`${session.server.baseUrl}/sqllab/?savedQueryId=${savedId}`);
    await other.getByRole('tab', { name: 'Three airports' }).waitFor();
    await editorOf(other).getByText('limit 4').waitFor();
    await other.waitForURL((url) => url.pathname === '/sqllab/' && url.search === '');
    await other.context().close();
  });

  it('copies a link that opens for the admin but not for a user without the database', async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/sqllab/permalink'));
    await toolbar(page).getByRole('button', { name: 'Copy link' }).click();
    const answered = (await (await answer).json()) as { url: string };
    // Without TESSERA_PUBLIC_URL the server answers a relative url; the page copies it whole.
    expect(answered.url).toMatch(/^\/sqllab\/p\//);
    const url = new URL(answered.url, session.server.baseUrl).href;
    await toast(page, 'Link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const admin = await freshPage('admin', ADMIN_PASSWORD);
    await admin.goto(url);
    // The admin's own saved tabs come back too: the link's tab is the one selected.
    await admin.getByRole('tab', { name: 'Three airports', selected: true }).waitFor();
    await editorOf(admin).getByText('limit 4').waitFor();
    await admin.context().close();

    const roles = await callApi<{ result: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/v1/security/roles/',
    );
    const roleIds = roles.result.filter((r) => ['Gamma', 'sql_lab'].includes(r.name));
    await callApi(page, 'POST', '/api/v1/security/users/', {
      first_name: 'No',
      last_name: 'Access',
      username: 'noaccess',
      email: 'noaccess@example.com',
      password: 'no-access-password-1',
      roles: roleIds.map((r) => r.id),
    });
    const stranger = await freshPage('noaccess', 'no-access-password-1');
    await stranger.goto(url);
    await toast(stranger, "The query couldn't be loaded");
    await stranger.context().close();
  });

  it('opens a past query from ?queryId', async () => {
    await toolbar(page).getByRole('button', { name: 'Run', exact: true }).click();
    await sqlLab(page).results().getByText('4 rows').waitFor();
    const runs = await callApi<{ result: { id: number; sql: string }[] }>(
      page,
      'GET',
      '/api/v1/query/',
    );
    const past = runs.result[0];
    expect(past).toBeDefined();
    await page.goto(`${session.server.baseUrl}/sqllab/?queryId=${past?.id ?? 0}`);
    await page
      .getByRole('tab', { name: /^Copy of/ })
      .first()
      .waitFor();
    await page.waitForURL((url) => url.search === '');
  });

  it('clones a run from the history into "Copy of …", which runs', async () => {
    // Every browser above saved its tabs for the admin: each came back after the reload.
    await page.getByRole('tab', { name: 'Three airports' }).first().click();
    await toolbar(page).getByRole('button', { name: 'Run', exact: true }).click();
    const results = sqlLab(page).results();
    await results.getByText('4 rows', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Query history' }).click();
    const row = page
      .getByRole('table', { name: 'Query history' })
      .getByRole('row')
      .filter({ hasText: 'limit 4' })
      .first();
    await row.getByRole('button', { name: 'Open in new tab' }).click();
    await page.getByRole('tab', { name: 'Copy of Three airports', selected: true }).waitFor();
    await sqlLab(page).results().getByText('4 rows').waitFor();
  });

  it('saves a dataset from a result; a taken name is refused in the dialog', async () => {
    const results = sqlLab(page).results();
    const saveAs = async (name: string) => {
      await results.getByRole('button', { name: 'Save dataset' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save dataset' });
      await dialog.getByLabel('Dataset name').fill(name);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      return dialog;
    };
    await saveAs('four_airports');
    await toast(page, 'Dataset four_airports was saved');
    const datasets = await callApi<{ result: { table_name: string }[] }>(
      page,
      'GET',
      '/api/v1/dataset/',
    );
    expect(datasets.result.map((d) => d.table_name)).toContain('four_airports');
    const dialog = await saveAs('four_airports');
    await dialog
      .getByRole('alert')
      .getByText(/already exists/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('opens a query posted by a form (as Explore posts one) in a new tab, once', async () => {
    const datasets = await callApi<{ result: { id: number; table_name: string }[] }>(
      page,
      'GET',
      '/api/v1/dataset/',
    );
    const id = datasets.result.find((d) => d.table_name === 'four_airports')?.id;
    const { result: token } = await callApi<{ result: string }>(
      page,
      'GET',
      '/api/v1/security/csrf_token/',
    );
    await page.evaluate(
      ({ key, csrf }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = '/sqllab/';
        const fields = {
          form_data: JSON.stringify({ datasourceKey: key, sql: 'select 5 as posted_five' }),
          csrf_token: csrf,
        };
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { key: `${id ?? 0}__table`, csrf: token },
    );
    await page.getByRole('tab', { name: 'Query four_airports', selected: true }).waitFor();
    await editorOf(page).getByText('select 5 as posted_five').waitFor();
    // Not run: the SQL came from outside the page.
    expect(await sqlLab(page).results().textContent()).not.toContain('posted_five');
    // A reload neither posts again nor opens the query a second time.
    await page.reload();
    await page.getByRole('tab', { name: 'Query four_airports' }).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Query four_airports' }).count()).toBe(1);
  });

  it('creates a table, then a view, from a query on a database that allows CTAS and CVAS', async () => {
    await callApi(page, 'POST', '/api/v1/database/', {
      database_name: 'ctas_memory',
      sqlalchemy_uri: 'duckdb:///:memory:',
      allow_ctas: true,
      allow_cvas: true,
    });
    await page.goto(`${session.server.baseUrl}/sqllab/`);
    await page.getByRole('button', { name: 'New tab' }).click();
    await chooseOption(page, 'Database', 'ctas_memory');
    await setSql('select 42 as answer');
    const results = sqlLab(page).results();
    const runInto = async (item: string, button: string, name: string) => {
      await page.getByRole('button', { name: 'More ways to run' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await page.getByLabel(`Name of the new ${button.split(' ')[1]}`).fill(name);
      await page.getByRole('button', { name: button, exact: true }).click();
    };
    await runInto('Create table as', 'Create table', 'answers');
    // The answer is the new table's rows.
    await results.getByText(/Created table (main\.)?answers/).waitFor();
    await results.getByText('1 row', { exact: true }).waitFor();
    await results.getByRole('gridcell', { name: '42' }).waitFor();
    await runInto('Create view as', 'Create view', 'answer_view');
    await results.getByText(/Created view (main\.)?answer_view/).waitFor();
    await results.getByRole('gridcell', { name: '42' }).waitFor();
  });
});
