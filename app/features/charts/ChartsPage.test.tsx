// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { decodeRison } from '@common/api/rison';
import {
  findTest,
  json,
  pickFilter,
  renderListPage,
  searchFor,
} from '@app/components/resourceList/testing/renderListPage';
import { ChartsPage } from './ChartsPage';

const chart = (id: number, name: string, vizType: string, ownerId: number) => ({
  id,
  slice_name: name,
  viz_type: vizType,
  url: `/explore/?slice_id=${id}`,
  datasource_id: 4,
  datasource_type: 'table',
  datasource_name_text: 'main.flights',
  datasource_url: '/explore/?datasource_type=table&datasource_id=4',
  description: null,
  cache_timeout: null,
  certified_by: id === 1 ? 'Data team' : null,
  certification_details: null,
  owners: [{ id: ownerId, first_name: 'Ann', last_name: 'Tester' }],
  changed_by_name: 'Ann Tester',
  dashboards: [{ id: 2, dashboard_title: 'Sales board' }],
  changed_on_delta_humanized: '2 hours ago',
});

/** Answers the list (recording its rison q), favourites and the filters' choices. */
function stubApi(charts: ReturnType<typeof chart>[]) {
  const lists: unknown[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith('/api/v1/chart/?')) {
      lists.push(decodeRison(new URL(url, 'http://x').searchParams.get('q') ?? ''));
      return Promise.resolve(json(200, { count: charts.length, ids: [], result: charts }));
    }
    if (url.startsWith('/api/v1/chart/favorite_status/'))
      return Promise.resolve(json(200, { result: [{ id: 1, value: true }] }));
    return Promise.resolve(json(200, { count: 0, result: [] }));
  });
  return lists;
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };

function renderPage() {
  return renderListPage(<ChartsPage />, 'Chart').view;
}

describe('ChartsPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
    window.localStorage.clear();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('shows cards first, switches to the list and remembers it', SLOW, async () => {
    stubApi([chart(1, 'Delays by airport', 'pie', 9), chart(2, 'Flights per day', 'nope', 5)]);
    const first = renderPage();
    const card = await findTest('chart-card-1');
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(card.textContent).toContain('Delays by airport');
    expect(card.querySelector('[aria-pressed="true"]')?.getAttribute('aria-label')).toBe(
      'Unstar Delays by airport',
    );
    expect(screen.getByRole('img', { name: 'Certified by Data team' })).toBeTruthy();
    // Only the chart the user owns offers changes.
    const other = document.querySelector('[data-test="chart-card-2"]') as HTMLElement;
    expect(other.textContent).not.toContain('Delete');
    expect(card.textContent).toContain('Delete');

    const toggle = document.querySelector('[data-test="chart-list-view-toggle"]') as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(document.querySelector('[data-test="chart-list-row-2"]')).toBeTruthy(),
    );
    expect(toggle).toBeTruthy();
    expect(document.querySelector('[data-test="chart-card-1"]')).toBeNull();
    expect(window.localStorage.getItem('tessera.chartList.viewMode')).toBe('list');
    expect(screen.getAllByText('Sales board')).toHaveLength(2);
    first.unmount();

    renderPage();
    await waitFor(() =>
      expect(document.querySelector('[data-test="chart-list-row-1"]')).toBeTruthy(),
    );
  });

  it('sends the search and filters as rison, and says when there are no charts', SLOW, async () => {
    const lists = stubApi([]);
    renderPage();
    await screen.findByText('No charts yet', {}, WAIT);
    expect(screen.getAllByRole('button', { name: '+ Chart' })).toHaveLength(2);
    expect(lists.at(-1)).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('asks for the search text and the favourite filter', SLOW, async () => {
    const lists = stubApi([chart(1, 'Delays by airport', 'pie', 9)]);
    renderPage();
    await searchFor('Search charts', 'delay');
    await pickFilter('Favorite', 'Yes');
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        filters: [
          { col: 'slice_name', opr: 'chart_all_text', value: 'delay' },
          { col: 'id', opr: 'chart_is_favorite', value: true },
        ],
      }),
    );
  });
});
