// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@common/api/charts';
import { decodeRison } from '@common/api/rison';
import { json, stubApi } from '@app/api/testing/stubApi';
import { FETCH_CHARTS_ERROR, toDashboardChart } from './insertCharts';
import { fixtureLayout, renderLayout } from './testLayoutHarness';

vi.mock('../chart/ChartHolder', () => ({ ChartHolder: () => <div /> }));

const chart = (id: number, name: string): ChartRecord =>
  ({
    id,
    slice_name: name,
    viz_type: 'pie',
    changed_on_delta_humanized: '2 days ago',
    changed_on_utc: '2024-01-01T00:00:00Z',
    datasource_id: 5,
    datasource_type: 'table',
    form_data: { metric: 'count' },
    owners: [{ id: 1, first_name: 'A', last_name: 'B', username: 'ab' }],
  }) as unknown as ChartRecord;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InsertPanel', () => {
  it('lists charts newest first, marks those on the layout, and searches by name', async () => {
    const calls = stubApi({
      'GET /api/v1/chart/': json(200, {
        count: 2,
        ids: [1, 9],
        result: [chart(9, 'Fresh pie'), chart(1, 'Flights')],
      }),
    });
    renderLayout(fixtureLayout(), { editMode: true });
    const fresh = await screen.findByText('Fresh pie');
    expect(fresh.closest('[data-test="insert-chart-9"]')?.textContent).not.toContain('Added');
    expect(document.querySelector('[data-test="insert-chart-1"]')?.textContent).toContain('Added');
    expect(screen.getAllByText('Modified 2 days ago')).toHaveLength(2);
    const first = decodeRison(decodeURIComponent(calls[0]!.url.split('?q=')[1]!));
    expect(first).toMatchObject({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      filters: [],
    });

    await userEvent.type(screen.getByLabelText('Filter your charts'), 'pie');
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 });
    const second = decodeRison(decodeURIComponent(calls[1]!.url.split('?q=')[1]!));
    expect(second).toMatchObject({ filters: [{ col: 'slice_name', opr: 'ct', value: 'pie' }] });
  });

  it('shows the list error with a retry and a toast', async () => {
    stubApi({ 'GET /api/v1/chart/': json(500, { message: 'boom' }) });
    const { appStore } = renderLayout(fixtureLayout(), { editMode: true });
    expect(await screen.findByText(FETCH_CHARTS_ERROR)).not.toBeNull();
    expect(appStore.getState().messageToasts.map((toast) => toast.text)).toContain(
      FETCH_CHARTS_ERROR,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).not.toBeNull();
  });

  it('offers the six layout elements', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('tab', { name: 'Layout elements' }));
    for (const type of ['TABS', 'ROW', 'COLUMN', 'HEADER', 'MARKDOWN', 'DIVIDER'])
      expect(document.querySelector(`[data-test="new-component-${type}"]`)).not.toBeNull();
  });

  it('maps a saved chart to the dashboard chart shape', () => {
    const mapped = toDashboardChart(chart(9, 'Fresh pie'));
    expect(mapped.form_data).toEqual({
      metric: 'count',
      slice_id: 9,
      viz_type: 'pie',
      datasource: '5__table',
    });
    expect(mapped.owners).toEqual([{ id: 1, first_name: 'A', last_name: 'B' }]);
    expect(mapped.datasource_access).toBe(true);
  });
});
