import type { Locator, Page } from 'playwright-core';

/** SQL Lab's parts as a person finds them on a page, and what they do with the editor. */
export interface SqlLabPage {
  editor: () => Locator;
  results: () => Locator;
  toolbar: () => Locator;
  /** Goes to SQL Lab (same origin as the page) and waits for its editor. */
  open: () => Promise<void>;
  /** Waits until the editor has marked itself ready (its extensions loaded). */
  editorReady: () => Promise<void>;
  /** Replaces the active tab's SQL as a person would: select all, delete, then type. */
  setSql: (sql: string) => Promise<void>;
  /** Sets the SQL when given, then clicks Run. */
  run: (sql?: string) => Promise<void>;
  /** Finds a table of the schema in the left bar and adds it; answers its card. */
  addTable: (name: string) => Promise<Locator>;
}

/** SQL Lab on the page. */
export function sqlLab(page: Page): SqlLabPage {
  const editor = () => page.getByRole('textbox', { name: 'SQL editor' });
  const setSql = async (sql: string) => {
    await editor().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(sql);
  };
  return {
    editor,
    results: () => page.getByRole('tabpanel', { name: 'Results' }),
    toolbar: () => page.getByRole('toolbar', { name: 'Query actions' }),
    open: async () => {
      await page.goto(`${new URL(page.url()).origin}/sqllab/`);
      await editor().waitFor();
    },
    editorReady: async () => {
      await page.waitForFunction(() => performance.getEntriesByName('editor-ready').length > 0);
    },
    setSql,
    run: async (sql) => {
      if (sql !== undefined) await setSql(sql);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
    },
    addTable: async (name) => {
      await page.getByLabel('Search tables').fill(name);
      await page
        .getByRole('listbox', { name: 'Tables' })
        .getByRole('button', { name, exact: true })
        .click();
      return page.getByRole('region', { name: `Table ${name}` });
    },
  };
}
