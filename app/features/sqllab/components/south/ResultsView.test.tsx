// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GridTable } from '@app/components/grid/gridTable';
import { stubMatchMedia, unstubBrowser } from '@app/api/testing/stubBrowser';
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

describe('ResultsView', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(unstubBrowser);

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

  it('sorts the filtered rows by a header click', async () => {
    render(<ResultsView table={fakeTable(100_000)} rows={100_000} onCopy={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Filter results'), 'lisbon');
    await screen.findByText('100 rows of 100,000');
    await userEvent.click(screen.getByRole('button', { name: /^id/ }));
    await userEvent.click(screen.getByRole('button', { name: /^id/ }));
    const first = dataRows(screen.getByRole('grid'))[0] as HTMLElement;
    expect(within(first).getAllByRole('gridcell')[0]?.textContent).toBe('99007');
  });
});
