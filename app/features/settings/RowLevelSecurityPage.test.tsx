// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RlsRecord } from '@common/api/rowLevelSecurity';
import { decodeRison } from '@common/api/rison';
import { type Call, json, stubApi } from '@app/api/testing/stubApi';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { createStore } from '@app/store/store';
import { RowLevelSecurityPage } from './RowLevelSecurityPage';

const rule = (id: number, name: string): RlsRecord => ({
  id,
  name,
  description: null,
  filter_type: 'Regular',
  tables: [{ id: 3, schema: 'main', table_name: 'flights' }],
  roles: [{ id: 4, name: 'Gamma' }],
  group_key: 'region',
  clause: `region = 'r${id}'`,
  changed_on: '2026-11-22T10:00:00Z',
  changed_on_delta_humanized: 'just now',
});

function stub(saveAnswer = json(201, { id: 1, result: rule(1, 'West only') })) {
  const rows = [rule(1, 'West only'), rule(2, 'East only')];
  return stubApi({
    'GET /api/v1/rowlevelsecurity/related/tables': json(200, {
      count: 1,
      result: [{ value: 3, text: 'flights', extra: { schema: 'main' } }],
    }),
    'GET /api/v1/rowlevelsecurity/related/roles': json(200, {
      count: 1,
      result: [{ value: 4, text: 'Gamma', extra: {} }],
    }),
    'GET /api/v1/rowlevelsecurity/': json(200, {
      count: rows.length,
      ids: rows.map((row) => row.id),
      result: rows,
    }),
    'PUT /api/v1/rowlevelsecurity/1': saveAnswer,
    'DELETE /api/v1/rowlevelsecurity/2': json(200, { message: 'OK' }),
  });
}

const listQ = (call: Call | undefined) =>
  decodeRison(new URL(call?.url ?? '', 'http://x').searchParams.get('q') ?? '');
const listCalls = (calls: Call[]) =>
  calls.filter(
    (call) => call.method === 'GET' && call.url.startsWith('/api/v1/rowlevelsecurity/?'),
  );

function renderPage() {
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RowLevelSecurityPage />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };
const dialogOf = (text: string) => screen.getByText(text).closest('.ant-modal') as HTMLElement;

describe('RowLevelSecurityPage', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('lists rules with their tables and roles, and searches by name', SLOW, async () => {
    const calls = stub();
    renderPage();
    await screen.findByText('West only', {}, WAIT);
    expect(screen.getAllByText('main.flights')).toHaveLength(2);
    expect(listQ(listCalls(calls)[0])).toEqual({
      filters: [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const search = screen.getByLabelText('Search rules');
    fireEvent.change(search, { target: { value: 'west' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listQ(listCalls(calls).at(-1))).toMatchObject({
        filters: [{ col: 'name', opr: 'ct', value: 'west' }],
      }),
    );
  });

  it('edits a rule in the modal and shows the server’s field errors', SLOW, async () => {
    const calls = stub(
      json(400, { message: { clause: ['The clause leaves a parenthesis open.'] } }),
    );
    renderPage();
    await screen.findByText('West only', {}, WAIT);
    fireEvent.click(screen.getAllByText('Edit')[0] as HTMLElement);
    const clause = (await screen.findByLabelText('Clause', {}, WAIT)) as HTMLTextAreaElement;
    expect(clause.value).toBe("region = 'r1'");
    expect(within(dialogOf('Edit rule')).getByText('main.flights')).toBeTruthy();
    fireEvent.change(clause, { target: { value: "(region = 'west'" } });
    fireEvent.click(within(dialogOf('Edit rule')).getByText('Save'));
    await screen.findByText('The clause leaves a parenthesis open.', {}, WAIT);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'West only',
      description: null,
      filter_type: 'Regular',
      tables: [3],
      roles: [4],
      group_key: 'region',
      clause: "(region = 'west'",
    });
  });

  it('deletes a rule only after confirmation', SLOW, async () => {
    const calls = stub();
    const store = renderPage();
    await screen.findByText('East only', {}, WAIT);
    fireEvent.click(screen.getAllByText('Delete')[1] as HTMLElement);
    await screen.findByText('Delete rule East only?', {}, WAIT);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = screen.getByText('Delete rule East only?').closest('.ant-popover, .ant-modal');
    fireEvent.click(within(confirm as HTMLElement).getByText('Delete'));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/v1/rowlevelsecurity/2',
      ]),
    );
    await waitFor(() =>
      expect(store.getState().messageToasts.map((toast) => toast.text)).toContain(
        'Rule East only was deleted',
      ),
    );
  });
});
