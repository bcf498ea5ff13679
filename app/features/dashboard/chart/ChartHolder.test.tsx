// @vitest-environment jsdom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DashboardChart } from '@common/api/dashboards';
import { createStore } from '@app/store/store';
import { parseLayout } from '@common/dashboard/layoutParse';
import { chartsLoaded, refreshCharts } from '../state/chartsSlice';
import { createDashboardStore, DashboardStoreContext } from '../state/dashboardStore';
import { dataMasksInitialised } from '../state/dataMaskSlice';
import { layoutReset } from '../state/layoutSlice';
import { NO_ACCESS_MESSAGE } from './ChartContent';
import { ChartHolder } from './ChartHolder';
import { ChartRuntime, ChartRuntimeContext } from './chartRuntime';
import { HandObserver } from './testing/HandObserver';

const chart = (over: Partial<DashboardChart> = {}): DashboardChart => ({
  id: 5,
  slice_name: 'Flights by origin',
  viz_type: 'table',
  cache_timeout: null,
  changed_on: '2024-01-01T00:00:00',
  description: null,
  description_markeddown: '',
  form_data: {
    viz_type: 'table',
    datasource: '3__table',
    query_mode: 'raw',
    all_columns: ['origin'],
    row_limit: 10,
  },
  query_context: null,
  slice_url: '/explore/?slice_id=5',
  certified_by: null,
  certification_details: null,
  datasource_id: 3,
  datasource_type: 'table',
  owners: [],
  datasource_access: true,
  ...over,
});

const entry = (origins: string[], rejected: ChartDataResponseEntry['rejected_filters'] = []) => ({
  cache_key: null,
  cached_dttm: null,
  cache_timeout: null,
  is_cached: false,
  query: '',
  status: 'success',
  error: null,
  stacktrace: null,
  colnames: ['origin'],
  indexnames: [],
  coltypes: [1],
  data: origins.map((origin) => ({ origin })),
  rowcount: origins.length,
  sql_rowcount: origins.length,
  applied_filters: [],
  rejected_filters: rejected,
  from_dttm: null,
  to_dttm: null,
  label_map: {},
  annotation_data: [],
  result_format: 'json',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Chart data calls answer the next of `answers` (a pending promise when none is left). */
function stubChartData(answers: (() => Promise<Response>)[]) {
  const bodies: { queries: { filters: unknown[] }[]; force: boolean }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/api/v1/security/csrf_token/')) {
      return Promise.resolve(json(200, { result: 'token' }));
    }
    if (url.startsWith('/api/v1/chart/data')) {
      bodies.push(JSON.parse(String(init.body)));
      return answers.shift()?.() ?? new Promise<Response>(() => undefined);
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
  return bodies;
}

function renderHolder(chartOver: Partial<DashboardChart> = {}) {
  const store = createDashboardStore();
  const runtime = new ChartRuntime(() => undefined);
  const stored = chart(chartOver);
  store.dispatch(chartsLoaded([stored]));
  store.dispatch(layoutReset(parseLayout(null, [stored])));
  render(
    <MemoryRouter>
      <Provider store={createStore()}>
        <Provider context={DashboardStoreContext} store={store}>
          <ChartRuntimeContext.Provider value={runtime}>
            <ChartHolder chartId={5} layoutId="CHART-5" width={400} height={300} />
          </ChartRuntimeContext.Provider>
        </Provider>
      </Provider>
    </MemoryRouter>,
  );
  return { store, runtime };
}

configure({ testIdAttribute: 'data-test' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChartHolder', () => {
  it('holds only its title until it comes near the view, then its menu and data', async () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const bodies = stubChartData([]);
    renderHolder();
    const holder = screen.getByTestId('chart-holder-5');
    expect(holder.style.height).toBe('300px');
    expect(within(holder).getByText('Flights by origin')).toBeTruthy();
    // jsdom lays nothing out: the box measures as outside the window until the observer says.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(holder).queryByRole('button')).toBeNull();
    expect(bodies).toHaveLength(0);
    act(() => HandObserver.last?.report(holder, true));
    expect(await within(holder).findByRole('button', { name: /Actions of/ })).toBeTruthy();
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Out of the window again, it keeps what it holds.
    act(() => HandObserver.last?.report(holder, false));
    expect(within(holder).getByRole('status')).toBeTruthy();
  });

  it('keeps the chart menu a plain button until pressed, then opens it on its entries', async () => {
    const bodies = stubChartData([]);
    renderHolder();
    const name = 'Actions of Flights by origin';
    const button = await screen.findByRole('button', { name });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name });
    expect(within(menu).getByTestId('chart-menu-item-force-refresh')).toBeTruthy();
    expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true');
    // Chosen from the keyboard too: ArrowDown on the plain button opens the menu.
    cleanup();
    renderHolder();
    fireEvent.keyDown(await screen.findByRole('button', { name }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menu', { name })).toBeTruthy();
    // Both renders' requests are out (unanswered), so none reaches a later test's stub.
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('shows a spinner while the first answer is on its way', async () => {
    const bodies = stubChartData([]);
    renderHolder();
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    // The request is out (and stays unanswered), so it cannot take a later test's answer.
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByText('Flights by origin')).toBeTruthy();
  });

  it('draws the answer, and keeps it while a refresh runs', async () => {
    const bodies = stubChartData([() => Promise.resolve(json(200, { result: [entry(['JFK'])] }))]);
    const { store } = renderHolder();
    expect(await screen.findByText('JFK')).toBeTruthy();
    act(() => {
      store.dispatch(refreshCharts({ ids: [5], force: true }));
    });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.force).toBe(true);
    expect(screen.getByTestId('chart-holder-5').dataset.state).toBe('loading');
    expect(screen.getByText('JFK')).toBeTruthy();
  });

  it('runs again with the filters that reach it', async () => {
    const bodies = stubChartData([
      () => Promise.resolve(json(200, { result: [entry(['JFK'])] })),
      () => Promise.resolve(json(200, { result: [entry(['LAX'])] })),
    ]);
    const { store } = renderHolder();
    await screen.findByText('JFK');
    act(() => {
      // A cross-filter of another chart whose (global) scope covers this one.
      store.dispatch(
        dataMasksInitialised({
          '9': {
            id: '9',
            extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['LAX'] }] },
            filterState: { value: ['LAX'] },
          },
        }),
      );
    });
    expect(await screen.findByText('LAX')).toBeTruthy();
    expect(bodies[1]?.queries[0]?.filters).toEqual([{ col: 'origin', op: 'IN', val: ['LAX'] }]);
  });

  it('shows the server message when the query fails', async () => {
    stubChartData([
      () => Promise.resolve(json(400, { message: 'Referenced column "nope" not found' })),
    ]);
    renderHolder();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Referenced column "nope" not found',
    );
  });

  it('without dataset access it says so and asks for nothing', async () => {
    const bodies = stubChartData([]);
    renderHolder({ datasource_access: false });
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toHaveLength(0);
  });

  it('marks filters that did not apply', async () => {
    stubChartData([
      () =>
        Promise.resolve(
          json(200, {
            result: [entry(['JFK'], [{ column: 'region', reason: 'not_in_datasource' }])],
          }),
        ),
    ]);
    renderHolder();
    const mark = await screen.findByTestId('chart-rejected-filters-5');
    expect(mark.getAttribute('aria-label')).toBe(
      'Filters not applied to this chart: region (not in the dataset)',
    );
  });
});
