// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubApi } from '@app/api/testing/stubApi';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { chart, layoutFrom } from '@common/dashboard/layoutFixtures';
import { maskApplied } from '../state/dataMaskSlice';
import { FilterBar, NO_FILTERS_MESSAGE } from './FilterBar';
import { REQUIRED_VALUE_MESSAGE } from './filterDataMask';
import { dashboardChart, renderDashboard } from './testing/renderDashboard';
import { divider, nativeFilter } from './testing/filterFixtures';
import { clearFilterDataCache } from './useFilterData';

const layout = layoutFrom({
  GRID_ID: ['GRID', ['ROW-1']],
  'ROW-1': ['ROW', ['CHART-1', 'CHART-2']],
  'CHART-1': chart(1),
  'CHART-2': chart(2),
});
const charts = [dashboardChart(1, 'Sales by country'), dashboardChart(2, 'Revenue')];

let calls: Call[];
beforeEach(() => {
  clearFilterDataCache();
  calls = stubApi({
    'POST /api/v1/chart/data': (call) => {
      const query = (call.body as { queries: { columns: string[] }[] }).queries[0];
      const column = query?.columns[0] ?? '';
      const values = column === 'country' ? ['France', 'Germany', 'Spain'] : ['Paris', 'Lyon'];
      return json(200, {
        result: [{ data: values.map((value) => ({ [column]: value })), rejected_filters: [] }],
      });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function pick(filterName: string, value: string) {
  const input = screen.getByRole('combobox', { name: filterName });
  fireEvent.focus(input);
  const option = await screen.findByRole('option', { name: new RegExp(value) });
  fireEvent.click(option);
}

describe('FilterBar', () => {
  it('applies a select filter as an IN mask only on "Apply filters"', async () => {
    const metadata: DashboardMetadata = {
      native_filter_configuration: [
        nativeFilter('NATIVE_FILTER-c', { name: 'Country' }),
        divider('D', 'Places'),
      ],
    };
    const { store } = renderDashboard(<FilterBar orientation="VERTICAL" />, {
      metadata,
      layout,
      charts,
    });
    expect(screen.getByText('Places')).toBeTruthy();
    expect(screen.getByText('Applies to 2 charts')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    await pick('Country', 'Germany');
    expect(store.getState().dataMask.applied['NATIVE_FILTER-c']?.extraFormData).toEqual({});
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(store.getState().dataMask.applied['NATIVE_FILTER-c']?.extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['Germany'] }],
    });
    const query = (
      calls.find((c) => c.url.startsWith('/api/v1/chart/data'))?.body as { queries: object[] }
    ).queries[0];
    expect(query).toMatchObject({ columns: ['country'], metrics: [], row_limit: 1000 });
  });

  it('"Clear all" clears the values of every filter', async () => {
    const metadata: DashboardMetadata = {
      native_filter_configuration: [
        nativeFilter('NATIVE_FILTER-c', {
          name: 'Country',
          defaultDataMask: {
            extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['Spain'] }] },
            filterState: { value: ['Spain'] },
          },
        }),
      ],
    };
    const { store } = renderDashboard(<FilterBar orientation="VERTICAL" />, {
      metadata,
      layout,
      charts,
    });
    const bar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(bar).getByText('Spain')).toBeTruthy();
    await waitFor(() => expect(calls.length).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(store.getState().dataMask.applied['NATIVE_FILTER-c']?.extraFormData).toEqual({});
    expect(within(bar).queryByText('Spain')).toBeNull();
  });

  it('keeps "Apply filters" disabled while a required filter has no value', async () => {
    const metadata: DashboardMetadata = {
      native_filter_configuration: [
        nativeFilter('NATIVE_FILTER-c', { name: 'Country' }),
        nativeFilter('NATIVE_FILTER-r', {
          name: 'City',
          column: 'city',
          controlValues: { enableEmptyFilter: true },
        }),
      ],
    };
    renderDashboard(<FilterBar orientation="VERTICAL" />, { metadata, layout, charts });
    await pick('Country', 'France');
    const apply = screen.getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText(REQUIRED_VALUE_MESSAGE)).toBeTruthy();
    await pick('City', 'Lyon');
    await waitFor(() => expect(apply.disabled).toBe(false));
    expect(screen.queryByText(REQUIRED_VALUE_MESSAGE)).toBeNull();
  });

  it('shows cross-filter chips that remove their mask', () => {
    const { store } = renderDashboard(<FilterBar orientation="VERTICAL" />, {
      metadata: {},
      layout,
      charts,
    });
    act(() => {
      store.dispatch(
        maskApplied({
          id: '1',
          extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
          filterState: { value: ['France'] },
        }),
      );
    });
    const chip = document.querySelector('[data-test="cross-filter-chip-1"]');
    expect(chip?.textContent).toContain('Sales by country: country = France');
    fireEvent.click(screen.getByRole('button', { name: /Remove cross-filter/ }));
    expect(store.getState().dataMask.applied['1']).toBeUndefined();
    expect(screen.getByText(NO_FILTERS_MESSAGE)).toBeTruthy();
  });

  it('collapses to a strip and opens again', () => {
    renderDashboard(<FilterBar orientation="VERTICAL" />, {
      metadata: {},
      layout,
      charts,
      canEdit: false,
    });
    expect(screen.queryByRole('button', { name: 'Add/Edit filters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse filter bar' }));
    expect(screen.queryByText(NO_FILTERS_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand filter bar' }));
    expect(screen.getByText(NO_FILTERS_MESSAGE)).toBeTruthy();
  });

  it('puts the filters that do not fit the horizontal row under "More filters"', () => {
    const metadata: DashboardMetadata = {
      native_filter_configuration: [
        nativeFilter('NATIVE_FILTER-a', { name: 'Country' }),
        nativeFilter('NATIVE_FILTER-b', { name: 'City', column: 'city' }),
        nativeFilter('NATIVE_FILTER-t', { name: 'When', filterType: 'filter_time' }),
      ],
    };
    // jsdom lays nothing out: the row is 0 px wide, so one filter shows and two overflow.
    renderDashboard(<FilterBar orientation="HORIZONTAL" />, { metadata, layout, charts });
    expect(document.querySelector('[data-test="filter-NATIVE_FILTER-a"]')).toBeTruthy();
    expect(document.querySelector('[data-test="filter-NATIVE_FILTER-t"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More filters (2)' }));
    expect(document.querySelector('[data-test="filter-NATIVE_FILTER-t"]')).toBeTruthy();
  });
});
