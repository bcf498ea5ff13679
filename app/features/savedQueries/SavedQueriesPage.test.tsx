// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { decodeRison } from '@common/api/rison';
import { createStore } from '@app/store/store';
import { SavedQueriesPage } from './SavedQueriesPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved = (id: number, label: string) => ({
  id,
  label,
  description: '',
  sql: `select ${id}`,
  catalog: null,
  schema: 'main',
  template_parameters: null,
  extra_json: null,
  db_id: 1,
  database: { id: 1, database_name: 'examples' },
  created_on: '2026-11-22T10:00:00Z',
  changed_on: '2026-11-22T10:00:00Z',
  changed_on_delta_humanized: 'just now',
  created_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
  changed_by: { id: 1, first_name: 'Ada', last_name: 'Admin' },
});

type Call = { method: string; url: string };

function stubApi() {
  const calls: Call[] = [];
  let rows = [saved(1, 'Daily orders'), saved(2, 'Weekly churn')];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    if (url.includes('csrf_token')) return Promise.resolve(json(200, { result: 'tok' }));
    if (method === 'DELETE') {
      rows = [];
      return Promise.resolve(json(200, { message: 'Deleted 2 saved queries' }));
    }
    return Promise.resolve(
      json(200, { count: rows.length, ids: rows.map((r) => r.id), result: rows }),
    );
  });
  return calls;
}

const listQ = (call: Call | undefined) =>
  decodeRison(new URL(call?.url ?? '', 'http://x').searchParams.get('q') ?? '');

function renderPage() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SavedQueriesPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };

describe('SavedQueriesPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('asks for the newest changes first and searches name, description and SQL', SLOW, async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByText('Daily orders', {}, WAIT);
    expect(listQ(calls[0])).toEqual({
      filters: [],
      order_column: 'changed_on',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const search = screen.getByLabelText('Search saved queries');
    fireEvent.change(search, { target: { value: 'orders' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listQ(calls.at(-1))).toMatchObject({
        filters: [{ col: 'label', opr: 'all_text', value: 'orders' }],
        page: 0,
      }),
    );
  });

  it('deletes the selected queries in one call only after confirmation', SLOW, async () => {
    const calls = stubApi();
    const store = renderPage();
    await screen.findByText('Daily orders', {}, WAIT);
    const bulk = screen.getByText('Delete selected').closest('button');
    expect(bulk?.disabled).toBe(true);

    // The header checkbox selects every row of the page.
    fireEvent.click(screen.getByLabelText('Select all'));
    await waitFor(() => expect(bulk?.disabled).toBe(false));

    // Text queries: role queries over antd's table take seconds each in jsdom.
    const question = 'Delete 2 saved queries? This cannot be undone.';
    fireEvent.click(bulk as HTMLButtonElement);
    const dialog = () => screen.getByText(question).closest('.ant-modal') as HTMLElement;
    await screen.findByText(question, {}, WAIT);
    fireEvent.click(within(dialog()).getByText('Cancel'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(bulk as HTMLButtonElement);
    fireEvent.click(within(dialog()).getByText('Delete'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(decodeURIComponent(deletes[0]?.url ?? '')).toBe('/api/v1/saved_query/?q=!(1,2)');
    await waitFor(() =>
      expect(store.getState().messageToasts.map((toast) => toast.text)).toContain(
        'Deleted 2 saved queries',
      ),
    );
  });
});
