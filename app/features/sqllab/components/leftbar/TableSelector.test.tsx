// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia, unstubBrowser } from '@app/api/testing/stubBrowser';
import { buildNameIndex, filterNames } from './tableFilter';
import { TableSelector } from './TableSelector';

const NAMES = Array.from({ length: 260_000 }, (_, i) => `table_${i}`);
NAMES[123_456] = 'Flights_Delayed';

describe('tableFilter', () => {
  it('matches substrings case-insensitively, in list order', () => {
    const index = buildNameIndex(['Flights', 'airports', 'flight_delays', 'movies']);
    expect([...filterNames(index, 'FLIGHT')]).toEqual([0, 2]);
    expect([...filterNames(index, 'port')]).toEqual([1]);
    expect(filterNames(index, '  ')).toHaveLength(4);
    expect(filterNames(index, 'nothing')).toHaveLength(0);
  });
});

describe('TableSelector', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(unstubBrowser);

  it('lists 260 000 tables without 260 000 DOM nodes, and narrows them as one types', async () => {
    const picked: string[] = [];
    render(<TableSelector tables={NAMES} onPick={(name) => picked.push(name)} />);
    const list = screen.getByRole('listbox', { name: 'Tables' });
    expect(within(list).getAllByRole('option').length).toBeLessThan(60);
    expect(screen.getByText('260,000 tables')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search tables'), 'delayed');
    expect(screen.getByText('1 of 260,000 tables')).toBeTruthy();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Flights_Delayed' }));
    expect(picked).toEqual(['Flights_Delayed']);
  });

  it('marks views, and re-reads the list with its refresh button', async () => {
    let refreshed = 0;
    render(
      <TableSelector
        tables={['cars', 'cheap_cars']}
        views={new Set(['cheap_cars'])}
        onPick={() => {}}
        onRefresh={() => refreshed++}
      />,
    );
    const list = screen.getByRole('listbox', { name: 'Tables' });
    expect(within(list).getByRole('button', { name: 'cheap_cars (view)' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'cars' }).textContent).toBe('cars');
    await userEvent.click(screen.getByRole('button', { name: 'Force refresh table list' }));
    expect(refreshed).toBe(1);
  });

  it('adds the first match on Enter', async () => {
    const picked: string[] = [];
    render(<TableSelector tables={NAMES} onPick={(name) => picked.push(name)} />);
    await userEvent.type(screen.getByLabelText('Search tables'), 'table_25999{Enter}');
    expect(picked).toEqual(['table_25999']);
  });
});
