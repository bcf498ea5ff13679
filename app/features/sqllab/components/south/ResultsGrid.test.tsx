// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia, unstubBrowser } from '../../../../components/testing/stubBrowser';
import type { GridTable } from './gridTable';
import { ResultsGrid } from './ResultsGrid';
import { ResultsView } from './ResultsView';

/** A columnar table of `rowCount` rows computed on demand: no row objects anywhere. */
function fakeTable(rowCount: number): GridTable {
  return {
    rowCount,
    columns: [
      { name: 'id', kind: 'int32' },
      { name: 'city', kind: 'utf8' },
    ],
    text: (row, column) =>
      column === 0 ? String(row) : row % 1000 === 7 ? 'Lisbon' : `city ${row % 50}`,
  };
}

const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

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
        .map((h) => h.textContent),
    ).toEqual(['id', 'city']);
    expect(within(rows[0] as HTMLElement).getAllByRole('gridcell')[0]?.textContent).toBe('0');
  });

  it('draws the rows at the scroll position, down to the last one', () => {
    render(<ResultsGrid table={fakeTable(100_000)} />);
    const grid = screen.getByRole('grid');
    grid.scrollTop = 28 * 99_990;
    fireEvent.scroll(grid);
    const rows = dataRows(grid);
    expect(rows.length).toBeLessThan(60);
    const ids = rows.map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
    expect(ids).toContain('99999');
    expect(ids).not.toContain('0');
  });

  it('filters the rows through an index and counts the matches', async () => {
    const copies: string[] = [];
    render(
      <ResultsView
        table={fakeTable(100_000)}
        rows={100_000}
        limitingFactor="DROPDOWN"
        onCopy={(tsv) => copies.push(tsv)}
      />,
    );
    expect(screen.getByText('100,000 rows')).toBeTruthy();
    expect(
      screen.getByText('The number of rows displayed is limited to 100,000 by the dropdown'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Filter results'), 'lisbon');
    expect(await screen.findByText('100 rows of 100,000')).toBeTruthy();
    const cities = dataRows(screen.getByRole('grid')).map(
      (row) => within(row).getAllByRole('gridcell')[1]?.textContent,
    );
    expect(new Set(cities)).toEqual(new Set(['Lisbon']));

    await userEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    const lines = copies[0]?.trim().split('\n') ?? [];
    expect(lines[0]).toBe('id\tcity');
    expect(lines).toHaveLength(101);
    expect(lines[1]).toBe('7\tLisbon');
  });
});
