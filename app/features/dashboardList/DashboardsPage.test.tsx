// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
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
import { DashboardsPage } from './DashboardsPage';

const dashboard = (id: number, title: string, published: boolean, ownerId: number) => ({
  id,
  uuid: `uuid-${id}`,
  dashboard_title: title,
  slug: id === 1 ? 'sales' : null,
  url: id === 1 ? '/superset/dashboard/sales/' : `/superset/dashboard/${id}/`,
  published,
  status: published ? 'published' : 'draft',
  css: null,
  json_metadata: null,
  position_json: null,
  description: null,
  certified_by: id === 1 ? 'Data team' : null,
  certification_details: null,
  is_managed_externally: false,
  external_url: null,
  thumbnail_url: '',
  owners: [{ id: ownerId, first_name: 'Ann', last_name: 'Tester' }],
  roles: [],
  tags: [],
  created_by: null,
  changed_by: null,
  changed_by_name: 'Ann Tester',
  changed_on_utc: '2026-11-26T10:00:00Z',
  changed_on_delta_humanized: '2 hours ago',
  created_on_delta_humanized: '3 days ago',
  charts: ['Delays', 'Flights'],
});

type Call = { method: string; url: string; body?: unknown };

/** Answers the list (recording its rison q), favourites, owners, create and delete. */
function stubApi(dashboards: ReturnType<typeof dashboard>[], listStatus = 200) {
  const lists: unknown[] = [];
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.includes('csrf_token')) return Promise.resolve(json(200, { result: 'tok' }));
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && url.startsWith('/api/v1/dashboard/?')) {
      lists.push(decodeRison(new URL(url, 'http://x').searchParams.get('q') ?? ''));
      if (listStatus !== 200)
        return Promise.resolve(json(listStatus, { message: 'The database is asleep' }));
      return Promise.resolve(json(200, { count: dashboards.length, ids: [], result: dashboards }));
    }
    if (url.startsWith('/api/v1/dashboard/favorite_status/'))
      return Promise.resolve(json(200, { result: [{ id: 1, value: true }] }));
    if (url.startsWith('/api/v1/dashboard/related/owners'))
      return Promise.resolve(json(200, { count: 1, result: [{ value: 9, text: 'Ann Tester' }] }));
    if (method === 'POST' && url === '/api/v1/dashboard/')
      return Promise.resolve(
        json(201, { id: 77, result: dashboard(77, '[ untitled ]', false, 9) }),
      );
    if (method === 'DELETE') return Promise.resolve(json(200, { message: 'OK' }));
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
  return { lists, calls };
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };

function renderPage() {
  return renderListPage(
    <Routes>
      <Route path="/dashboard/list/" element={<DashboardsPage />} />
      <Route path="/superset/dashboard/:id/" element={<p>Dashboard page</p>} />
    </Routes>,
    'Dashboard',
    ['/dashboard/list/'],
  );
}

describe('DashboardsPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
    window.localStorage.clear();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('shows cards first, switches to the list and remembers it', SLOW, async () => {
    stubApi([dashboard(1, 'Sales', true, 9), dashboard(2, 'Ops', false, 5)]);
    const first = renderPage();
    const card = await findTest('dashboard-card-1');
    expect(card.textContent).toContain('Sales');
    expect(card.textContent).toContain('Published');
    expect(card.textContent).toContain('2 charts');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/superset/dashboard/sales/');
    expect(card.querySelector('[aria-pressed="true"]')?.getAttribute('aria-label')).toBe(
      'Unstar Sales',
    );
    expect(screen.getByRole('img', { name: 'Certified by Data team' })).toBeTruthy();
    // Only the dashboard the user owns offers changes.
    const other = document.querySelector('[data-test="dashboard-card-2"]') as HTMLElement;
    expect(other.textContent).toContain('Draft');
    expect(other.textContent).not.toContain('Delete');
    expect(card.textContent).toContain('Delete');

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() =>
      expect(document.querySelector('[data-test="dashboard-list-row-2"]')).toBeTruthy(),
    );
    expect(document.querySelector('[data-test="dashboard-card-1"]')).toBeNull();
    expect(window.localStorage.getItem('tessera.dashboardList.viewMode')).toBe('list');
    expect(screen.getAllByText('by Ann Tester', { exact: false })).toHaveLength(2);
    first.view.unmount();

    renderPage();
    await waitFor(() =>
      expect(document.querySelector('[data-test="dashboard-list-row-1"]')).toBeTruthy(),
    );
  });

  it('says when there are no dashboards and creates one', SLOW, async () => {
    const { lists, calls } = stubApi([]);
    renderPage();
    await screen.findByText('No dashboards yet', {}, WAIT);
    expect(lists.at(-1)).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const buttons = screen.getAllByRole('button', { name: '+ Dashboard' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    await screen.findByText('Dashboard page', {}, WAIT);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/dashboard/',
      body: { dashboard_title: '[ untitled dashboard ]' },
    });
  });

  it('asks for the search text and the status and favourite filters', SLOW, async () => {
    const { lists } = stubApi([dashboard(1, 'Sales', true, 9)]);
    renderPage();
    await searchFor('Search dashboards', 'sal');
    await pickFilter('Status', 'Draft');
    await pickFilter('Favorite', 'Yes');
    await waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        filters: [
          { col: 'dashboard_title', opr: 'title_or_slug', value: 'sal' },
          { col: 'published', opr: 'eq', value: false },
          { col: 'id', opr: 'dashboard_is_favorite', value: true },
        ],
      }),
    );
  });

  it('deletes after asking and says so', SLOW, async () => {
    const { calls, lists } = stubApi([dashboard(1, 'Sales', true, 9)]);
    const { store } = renderPage();
    const card = await findTest('dashboard-card-1');
    const loads = lists.length;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const popup = await waitFor(() => {
      const found = document.querySelector('.ant-popconfirm');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    }, WAIT);
    expect(popup.textContent).toContain('Delete dashboard Sales?');
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/v1/dashboard/?q=!(1)');
    await waitFor(() =>
      expect(store.getState().messageToasts.map((toast) => toast.text)).toContain(
        'Deleted: Sales.',
      ),
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(loads));
  });

  it('shows why the list could not load and loads again on request', SLOW, async () => {
    const { lists } = stubApi([], 500);
    renderPage();
    await screen.findByText('The dashboards could not be loaded', {}, WAIT);
    expect(screen.getByText('The database is asleep')).toBeTruthy();
    expect(screen.queryByText('No dashboards yet')).toBeNull();
    const before = lists.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lists.length).toBe(before + 1));
  });
});
