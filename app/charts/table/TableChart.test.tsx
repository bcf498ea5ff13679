// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataMask } from '../types';
import { TableChart } from './TableChart';
import type { TableChartProps, TableColumn } from './transformProps';

const text = (value: unknown) => String(value);
const column = (key: string, dataType: TableColumn['dataType']): TableColumn => ({
  key,
  label: key,
  kind: dataType === 'number' ? 'metric' : 'dimension',
  dataType,
  format: text,
  align: dataType === 'number' ? 'right' : 'left',
  cellBars: null,
  colorPositiveNegative: false,
  range: [0, 0],
});

const props = (overrides: Partial<TableChartProps>): TableChartProps => ({
  columns: [column('origin', 'string'), column('flights', 'number')],
  rows: [
    { origin: 'ORD', flights: 30 },
    { origin: 'ATL', flights: 100 },
    { origin: 'DFW', flights: 7 },
  ],
  totals: null,
  pageLength: 0,
  includeSearch: false,
  allowRearrangeColumns: false,
  colorFormatters: [],
  crossFilterColumns: [],
  selected: null,
  ...overrides,
});

const bodyTexts = (key = 0) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[key]?.textContent ?? '');

const draw = (tableProps: TableChartProps, setDataMask?: (mask: DataMask) => void) => {
  const onRendered = vi.fn();
  render(
    <TableChart
      props={tableProps}
      width={600}
      height={400}
      hooks={{ setDataMask }}
      onRendered={onRendered}
      onRenderError={() => undefined}
    />,
  );
  return onRendered;
};

afterEach(cleanup);

describe('TableChart', () => {
  it('filters rows with the search box', async () => {
    draw(props({ includeSearch: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search table' }), 'at');
    expect(bodyTexts()).toEqual(['ATL']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search table' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search table' }), 'zzz');
    expect(screen.getByText('No matching records found')).toBeTruthy();
  });

  it('sorts on header clicks: ascending, descending, off; keyboard works too', async () => {
    draw(props({}));
    const header = screen.getByRole('button', { name: /flights/ });
    await userEvent.click(header);
    expect(bodyTexts()).toEqual(['DFW', 'ORD', 'ATL']);
    expect(screen.getByRole('columnheader', { name: /flights/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(bodyTexts()).toEqual(['ATL', 'ORD', 'DFW']);
    await userEvent.click(header);
    expect(bodyTexts()).toEqual(['ORD', 'ATL', 'DFW']);
  });

  it('paginates and changes the page size', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ origin: `A${i}`, flights: i }));
    draw(props({ rows, pageLength: 10 }));
    expect(bodyTexts()).toHaveLength(10);
    expect(bodyTexts()[0]).toBe('A0');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyTexts()[0]).toBe('A10');
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(bodyTexts()).toEqual(['A40', 'A41', 'A42', 'A43', 'A44']);
    await userEvent.selectOptions(screen.getByRole('combobox'), '50');
    expect(bodyTexts()).toHaveLength(45);
  });

  it('renders only a window of 50,000 rows and moves it on scroll', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ origin: `R${i}`, flights: i }));
    const onRendered = draw(props({ rows }));
    const shown = () => document.querySelectorAll('tbody tr:not(.tl-spacer)').length;
    expect(shown()).toBeGreaterThan(5);
    expect(shown()).toBeLessThan(100);
    const scroller = document.querySelector('.tl-scroll') as HTMLDivElement;
    scroller.scrollTop = 32 * 25_000;
    fireEvent.scroll(scroller);
    expect(screen.getByText('R25000')).toBeTruthy();
    expect(screen.queryByText('R0')).toBeNull();
    expect(shown()).toBeLessThan(100);
    const spacers = document.querySelectorAll<HTMLElement>('tr.tl-spacer');
    const spacerHeight = [...spacers].reduce((sum, row) => sum + parseInt(row.style.height, 10), 0);
    expect(spacerHeight + shown() * 32).toBe(50_000 * 32);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(onRendered).toHaveBeenCalledTimes(1);
  });

  it('cross-filters on a dimension cell and clears on a second click', async () => {
    const masks: DataMask[] = [];
    draw(props({ crossFilterColumns: ['origin'] }), (mask) => masks.push(mask));
    await userEvent.click(screen.getByText('ATL'));
    await userEvent.click(screen.getByText('ATL'));
    await userEvent.click(screen.getByText('30'));
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
        filterState: { value: ['ATL'], selectedValues: ['ATL'], label: 'ATL' },
      },
      { extraFormData: { filters: [] }, filterState: { value: null } },
    ]);
  });

  it('reports page, search and sort as own state, and rearranges columns by drag and drop', async () => {
    const states: Record<string, unknown>[] = [];
    render(
      <TableChart
        props={props({ includeSearch: true, allowRearrangeColumns: true })}
        width={600}
        height={400}
        hooks={{ setOwnState: (state) => states.push(state) }}
        onRendered={() => undefined}
        onRenderError={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /flights/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search table' }), 'a');
    expect(states.at(-1)).toEqual({
      currentPage: 0,
      pageSize: 0,
      searchText: 'a',
      sortBy: [{ key: 'flights', desc: false }],
    });
    const [origin, flights] = screen.getAllByRole('columnheader');
    fireEvent.dragStart(flights as HTMLElement);
    fireEvent.dragOver(origin as HTMLElement);
    fireEvent.drop(origin as HTMLElement);
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼⇅]/g, '')),
    ).toEqual(['flights', 'origin']);
  });

  it('shows the totals row', () => {
    draw(props({ totals: { flights: 137 } }));
    const footer = document.querySelector('tfoot') as HTMLElement;
    expect(within(footer).getByText('Summary')).toBeTruthy();
    expect(within(footer).getByText('137')).toBeTruthy();
  });
});
