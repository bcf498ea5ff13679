// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { decodeRison } from '@common/api/rison';
import { createStore } from '@app/store/store';
import { userLoaded } from '@app/store/user';
import { DatasetsPage } from './DatasetsPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const dataset = (id: number, name: string, ownerId: number, sql: string | null) => ({
  id,
  table_name: name,
  catalog: null,
  schema: 'main',
  database: { id: 1, database_name: 'examples' },
  kind: sql ? 'virtual' : 'physical',
  datasource_type: 'table',
  sql,
  description: null,
  owners: [{ id: ownerId, first_name: 'Owner', last_name: String(ownerId) }],
  is_managed_externally: false,
  external_url: null,
  explore_url: `/explore/?datasource_type=table&datasource_id=${id}`,
  changed_on_utc: '2026-11-22T10:00:00Z',
  changed_on_delta_humanized: 'just now',
});

function stubApi() {
  const lists: unknown[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith('/api/v1/dataset/?')) {
      lists.push(decodeRison(new URL(url, 'http://x').searchParams.get('q') ?? ''));
      const result = [dataset(1, 'airports', 5, null), dataset(2, 'busy_routes', 9, 'select 1')];
      return Promise.resolve(json(200, { count: 2, ids: [1, 2], result }));
    }
    if (url.startsWith('/api/v1/dataset/2'))
      return Promise.resolve(
        json(200, {
          result: {
            ...dataset(2, 'busy_routes', 9, 'select 1'),
            columns: [
              { column_name: 'origin', type: 'VARCHAR', type_generic: 1, is_dttm: false },
              { column_name: 'day', type: 'DATE', type_generic: 2, is_dttm: true },
            ],
          },
        }),
      );
    return Promise.resolve(json(200, { count: 1, result: [{ id: 1, database_name: 'examples' }] }));
  });
  return lists;
}

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };

describe('DatasetsPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it(
    'filters by name and type, offers delete on owned rows only, and lists columns',
    SLOW,
    async () => {
      const lists = stubApi();
      const store = createStore();
      // A Gamma-like user who may write datasets: only the dataset they own can be deleted.
      store.dispatch(
        userLoaded({
          user: {
            id: 9,
            username: 'gina',
            first_name: 'Gina',
            last_name: 'G',
            email: 'g@example.com',
            is_active: true,
            is_anonymous: false,
          },
          roles: { roles: { Gamma: [['can_write', 'Dataset']] }, permissions: {} },
        }),
      );
      render(
        <Provider store={store}>
          <MemoryRouter>
            <DatasetsPage />
          </MemoryRouter>
        </Provider>,
      );
      await screen.findByText('busy_routes', {}, WAIT);
      expect(screen.getByText('Physical')).toBeTruthy();
      expect(screen.getByText('Virtual')).toBeTruthy();
      expect(screen.getAllByText('Delete')).toHaveLength(1);
      expect(screen.getByText('Delete').closest('tr')?.textContent).toContain('busy_routes');

      const search = screen.getByLabelText('Search datasets');
      fireEvent.change(search, { target: { value: 'rout' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.mouseDown(screen.getByLabelText('Type'));
      fireEvent.click(await screen.findByTitle('Virtual', {}, WAIT));
      await waitFor(() =>
        expect(lists.at(-1)).toEqual({
          filters: [
            { col: 'table_name', opr: 'ct', value: 'rout' },
            { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
          ],
          order_column: 'changed_on',
          order_direction: 'desc',
          page: 0,
          page_size: 25,
        }),
      );

      const row = screen.getByText('busy_routes').closest('tr') as HTMLElement;
      fireEvent.click(row.querySelector('button') as HTMLButtonElement);
      await screen.findByText('2 columns', {}, WAIT);
      expect(screen.getByText('day')).toBeTruthy();
    },
  );
});
