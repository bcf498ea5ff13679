// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia, unstubBrowser } from '@app/api/testing/stubBrowser';
import { columnarFixture } from './columnarFixture';
import type { GridTable } from './gridTable';
import { ResultsGrid } from './ResultsGrid';

/** A table of `rowCount` rows computed on demand: no row objects anywhere. */
function fakeTable(rowCount: number): GridTable {
  return {
    rowCount,
    columns: [
      { name: 'id', kind: 'int32' },
      { name: 'city', kind: 'utf8' },
    ],
    text: (row, column) => (column === 0 ? String(row) : `city ${row % 50}`),
  };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
/** A pointer event with a position (jsdom has no PointerEvent; React reads the mouse fields). */
const pointer = (target: HTMLElement, type: string, clientX: number) =>
  fireEvent(target, new MouseEvent(type, { bubbles: true, cancelable: true, clientX }));
const column = (grid: HTMLElement, index: number) =>
  dataRows(grid).map((row) => within(row).getAllByRole('gridcell')[index]?.textContent);

describe('ResultsGrid', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(unstubBrowser);

  it('keeps only the visible rows of 100 000 in the DOM', () => {
    render(<ResultsGrid table={fakeTable(100_000)} />);
    const grid = screen.getByRole('grid', { name: 'Results' });
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    const rows = dataRows(grid);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['id', 'city']);
    expect(column(grid, 0)[0]).toBe('0');
  });

  it('draws the rows at the scroll position, down to the last one', () => {
    render(<ResultsGrid table={fakeTable(100_000)} />);
    const grid = screen.getByRole('grid');
    grid.scrollTop = 28 * 99_990;
    fireEvent.scroll(grid);
    const ids = column(grid, 0);
    expect(ids.length).toBeLessThan(60);
    expect(ids).toContain('99999');
    expect(ids).not.toContain('0');
  });

  it('sorts by a header: ascending, descending, then back to the result’s order', async () => {
    const table = columnarFixture([
      { name: 'n', kind: 'int32', values: [10, 9, null, 100] },
      { name: 's', kind: 'utf8', values: ['b', 'a', 'c', 'd'] },
    ]);
    render(<ResultsGrid table={table} />);
    const grid = screen.getByRole('grid');
    const header = within(grid).getAllByRole('columnheader')[0] as HTMLElement;
    const sort = within(header).getByRole('button');
    expect(header.getAttribute('aria-sort')).toBeNull();
    await userEvent.click(sort);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(column(grid, 0)).toEqual(['9', '10', '100', 'NULL']);
    await userEvent.click(sort);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(column(grid, 0)).toEqual(['100', '10', '9', 'NULL']);
    await userEvent.click(sort);
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(column(grid, 0)).toEqual(['10', '9', 'NULL', '100']);
  });

  it('resizes a column by dragging its header’s edge, not below the minimum', () => {
    render(<ResultsGrid table={fakeTable(10)} />);
    const handle = screen.getByRole('separator', { name: 'Resize column city' });
    const cell = () => dataRows(screen.getByRole('grid'))[0]?.children[1] as HTMLElement;
    const before = Number(handle.getAttribute('aria-valuenow'));
    pointer(handle, 'pointerdown', 100);
    pointer(handle, 'pointermove', 160);
    pointer(handle, 'pointerup', 160);
    expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 60);
    expect(cell().style.width).toBe(`${before + 60}px`);
    pointer(handle, 'pointerdown', 500);
    pointer(handle, 'pointermove', 0);
    expect(handle.getAttribute('aria-valuenow')).toBe('48');
    pointer(handle, 'pointerup', 0);
    // A move without a press does nothing.
    pointer(handle, 'pointermove', 400);
    expect(handle.getAttribute('aria-valuenow')).toBe('48');
  });

  it('says so when a result has columns but no rows', () => {
    render(<ResultsGrid table={fakeTable(0)} />);
    expect(screen.getByText('The query returned no data')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('shows a cell’s whole value, JSON pretty-printed, on a double-click', async () => {
    const user = userEvent.setup();
    const json = JSON.stringify({ a: 1, list: [1, 2], note: 'x'.repeat(200) });
    const table = columnarFixture([{ name: 'payload', kind: 'utf8', values: [json] }]);
    render(<ResultsGrid table={table} />);
    const cell = screen.getAllByRole('gridcell')[0] as HTMLElement;
    expect(cell.title).toBe(json);
    await user.dblClick(cell);
    const dialog = screen.getByRole('dialog', { name: 'payload' });
    const value = within(dialog).getByLabelText('Cell value');
    expect(value.textContent).toBe(JSON.stringify(JSON.parse(json), null, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(value.textContent);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Copied!');
  });
});
