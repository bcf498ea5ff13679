// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubApi } from '@app/api/testing/stubApi';
import { DASHBOARD_CHANGED_MESSAGE } from '@common/api/dashboardMessages';
import type { DashboardMetadata, NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import { chart, layoutFrom } from '@common/dashboard/layoutFixtures';
import { FILTER_REMOVAL_UNDO_MS } from '@common/dashboard/dashboardMetadata';
import { dashboardChart, renderDashboard } from '../testing/renderDashboard';
import { nativeFilter } from '../testing/filterFixtures';
import { clearFilterDataCache } from '../useFilterData';
import { FILTER_CONFIG_MESSAGES } from '../validateFilterConfig';
import { FilterConfigModal } from './FilterConfigModal';

const layout = layoutFrom({
  GRID_ID: ['GRID', ['ROW-1']],
  'ROW-1': ['ROW', ['CHART-1']],
  'CHART-1': chart(1),
});
const charts = [dashboardChart(1, 'Sales')];
const metadata: DashboardMetadata = {
  color_scheme: 'supersetColors',
  native_filter_configuration: [
    nativeFilter('NATIVE_FILTER-a', { name: 'Country', description: '  the country  ' }),
    nativeFilter('NATIVE_FILTER-b', { name: 'City', column: 'city' }),
  ],
};

let calls: Call[];
let putAnswer: () => Response;
beforeEach(() => {
  clearFilterDataCache();
  putAnswer = () =>
    new Response(JSON.stringify({ id: 5, result: {}, last_modified_time: 2 }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"v2"' },
    });
  calls = stubApi({
    'GET /api/v1/dataset/': json(200, {
      count: 1,
      ids: [1],
      result: [{ id: 1, table_name: 'sales', schema: 'main' }],
    }),
    'GET /api/v1/dataset/1': json(200, { result: { columns: [], time_grain_sqla: [] } }),
    'POST /api/v1/chart/data': json(200, { result: [{ data: [] }] }),
    'PUT /api/v1/dashboard/5': () => putAnswer(),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const nameInput = () => screen.getByLabelText(/^Filter name/) as HTMLInputElement;
const puts = () => calls.filter((c) => c.method === 'PUT');

describe('FilterConfigModal', () => {
  it('jumps to the first filter with an error and saves nothing', async () => {
    const onClose = vi.fn();
    renderDashboard(<FilterConfigModal onClose={onClose} />, { metadata, layout, charts });
    expect(nameInput().value).toBe('Country');
    fireEvent.click(screen.getAllByRole('button', { name: /City/ })[0] as HTMLElement);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.click(screen.getAllByRole('button', { name: /Country/ })[0] as HTMLElement);
    expect(nameInput().value).toBe('Country');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(nameInput().value).toBe('   ');
    expect(screen.getByText(FILTER_CONFIG_MESSAGES.name)).toBeTruthy();
    expect(puts()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the configuration alone with If-Match, trimmed, and takes the new ETag', async () => {
    const onClose = vi.fn();
    const { store } = renderDashboard(<FilterConfigModal onClose={onClose} />, {
      metadata,
      layout,
      charts,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = puts()[0];
    expect(put?.headers['if-match']).toBe('"v1"');
    const body = put?.body as { json_metadata: string };
    expect(Object.keys(body)).toEqual(['json_metadata']);
    const saved = JSON.parse(body.json_metadata) as DashboardMetadata;
    expect(saved.color_scheme).toBe('supersetColors');
    const first = saved.native_filter_configuration?.[0] as NativeFilterItem & {
      chartsInScope: number[];
    };
    expect(first.description).toBe('the country');
    expect(first.chartsInScope).toEqual([1]);
    expect(store.getState().dashboard.info?.etag).toBe('"v2"');
  });

  it('keeps the modal open with a danger toast when the dashboard changed meanwhile', async () => {
    putAnswer = () => json(412, { message: DASHBOARD_CHANGED_MESSAGE });
    const onClose = vi.fn();
    const { appStore } = renderDashboard(<FilterConfigModal onClose={onClose} />, {
      metadata,
      layout,
      charts,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(appStore.getState().messageToasts[0]?.text).toBe(DASHBOARD_CHANGED_MESSAGE),
    );
    expect(appStore.getState().messageToasts[0]?.toastType).toBe('danger');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('can restore a removed filter for 5 seconds, then it is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDashboard(<FilterConfigModal onClose={vi.fn()} />, { metadata, layout, charts });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Country' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore filter' }));
    expect(screen.getByRole('button', { name: 'Remove Country' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Country' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FILTER_REMOVAL_UNDO_MS + 600);
    });
    expect(screen.queryByRole('button', { name: 'Restore filter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Country/ })).toBeNull();
  });

  it('names a target beyond the first page, and finds more datasets on the server as one types', async () => {
    calls = stubApi({
      'GET /api/v1/dataset/': (call) => {
        if (call.url.startsWith('/api/v1/dataset/1')) {
          return json(200, {
            result: {
              id: 1,
              table_name: 'sales',
              schema: 'main',
              columns: [],
              time_grain_sqla: [],
            },
          });
        }
        // The first page holds 100 other datasets; the search finds one more.
        const searching = decodeURIComponent(call.url).includes('opr:ct,value:zeta');
        const result = searching
          ? [{ id: 900, table_name: 'zeta_orders', schema: 'main' }]
          : Array.from({ length: 100 }, (_, i) => ({
              id: 100 + i,
              table_name: `aa_${String(i).padStart(3, '0')}`,
              schema: 'main',
            }));
        return json(200, { count: 250, ids: result.map((d) => d.id), result });
      },
      'POST /api/v1/chart/data': json(200, { result: [{ data: [] }] }),
    });
    renderDashboard(<FilterConfigModal onClose={() => undefined} />, { metadata, layout, charts });
    const select = screen.getByRole('combobox', { name: 'Dataset' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('main.sales'));

    fireEvent.change(select, { target: { value: 'zeta' } });
    expect(await screen.findByRole('option', { name: 'main.zeta_orders' })).toBeTruthy();
    const searches = calls.filter((c) => decodeURIComponent(c.url).includes('value:zeta'));
    expect(searches).toHaveLength(1); // one request after the typing pauses
  });
});
