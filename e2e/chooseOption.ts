import type { Page } from 'playwright-core';

/**
 * Picks an option of a searchable select (the app's combobox Select) as a person would: opens
 * it, types part of the label and clicks the option.
 */
export async function chooseOption(page: Page, select: string, label: string): Promise<void> {
  const box = page.getByRole('combobox', { name: select, exact: true });
  await box.click();
  await box.fill(label);
  await page
    .getByRole('listbox', { name: select, exact: true })
    .getByRole('option', { name: label, exact: true })
    .click();
}

/** The label a searchable select shows (empty when nothing is chosen). */
export function chosenOption(page: Page, select: string): Promise<string> {
  return page.getByRole('combobox', { name: select, exact: true }).inputValue();
}
