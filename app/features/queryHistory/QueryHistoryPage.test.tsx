// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { decodeRison } from '@common/api/rison';
import { createStore } from '@app/store/store';
import { QueryHistoryPage } from './QueryHistoryPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RUN = {
  id: 41,
  client_id: 'abc',
  changed_on: '2026-11-22T10:00:00Z',
  database: { id: 1, database_name: 'examples' },
  catalog: null,
  schema: 'main',
  sql: 'select * from airports',
  executed_sql: null,
  status: 'success',
  start_time: 1_700_000_000_000,
  end_time: 1_700_000_001_500,
  rows: 12,
  tab_name: 'Untitled Query 1',
  sql_editor_id: '1',
  user: { id: 1, first_name: 'Ada', last_name: 'Admin', username: 'admin' },
  results_key: null,
  error_message: null,
  limit: 1000,
  limiting_factor: 'NOT_LIMITED',
};

/** Answers the page's calls; `usersStatus` decides whether the caller may list users. */
function stubApi(usersStatus: number) {
  const historyCalls: unknown[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith('/api/v1/query/')) {
      historyCalls.push(decodeRison(new URL(url, 'http://x').searchParams.get('q') ?? ''));
      return Promise.resolve(json(200, { count: 1, ids: [41], result: [RUN] }));
    }
    if (url.startsWith('/api/v1/security/users/'))
      return Promise.resolve(
        usersStatus === 200
          ? json(200, {
              count: 1,
              result: [{ id: 1, first_name: 'Ada', last_name: 'Admin', username: 'admin' }],
            })
          : json(usersStatus, { message: 'Forbidden' }),
      );
    if (url.startsWith('/api/v1/database/'))
      return Promise.resolve(
        json(200, { count: 1, result: [{ id: 1, database_name: 'examples' }] }),
      );
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
  return historyCalls;
}

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderPage() {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={['/sqllab/history/']}>
        <Routes>
          <Route path="/sqllab/history/" element={<QueryHistoryPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };

describe('QueryHistoryPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it(
    'asks for newest runs first, then adds the chosen state and SQL text to the request',
    SLOW,
    async () => {
      const calls = stubApi(200);
      renderPage();
      await screen.findByText('select * from airports', {}, { timeout: 5000 });
      expect(calls[0]).toEqual({
        filters: [],
        order_column: 'start_time',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      });

      fireEvent.mouseDown(screen.getByLabelText('State'));
      await userEvent.click(await screen.findByTitle('failed'));
      await waitFor(() =>
        expect(calls.at(-1)).toMatchObject({
          filters: [{ col: 'status', opr: 'eq', value: 'failed' }],
        }),
      );

      const search = screen.getByLabelText('Search SQL');
      fireEvent.change(search, { target: { value: 'airports' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() =>
        expect(calls.at(-1)).toMatchObject({
          filters: [
            { col: 'status', opr: 'eq', value: 'failed' },
            { col: 'sql', opr: 'ct', value: 'airports' },
          ],
        }),
      );
    },
  );

  it('shows the user filter to callers who may list users, and hides it on 403', SLOW, async () => {
    stubApi(200);
    const { unmount } = renderPage();
    await screen.findByLabelText('User', {}, { timeout: 5000 });
    unmount();

    stubApi(403);
    renderPage();
    await screen.findByText('select * from airports', {}, { timeout: 5000 });
    expect(screen.queryByLabelText('User')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a run in SQL Lab by its id', SLOW, async () => {
    stubApi(200);
    renderPage();
    await userEvent.click(await screen.findByText('Open in SQL Lab', {}, { timeout: 5000 }));
    expect(await screen.findByText('at /sqllab/?queryId=41')).toBeTruthy();
  });
});
