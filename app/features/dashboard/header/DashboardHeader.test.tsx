// @vitest-environment jsdom
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardChart, DashboardRecord } from '@common/api/dashboards';
import { DASHBOARD_CHANGED_MESSAGE, DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { parseLayout } from '@common/dashboard/layoutParse';
import { newComponent } from '@common/dashboard/newComponent';
import { GRID_ID } from '@common/dashboard/layoutTypes';
import { createStore } from '@app/store/store';
import { userLoaded } from '@app/store/user';
import { chartsLoaded, refreshCharts } from '../state/chartsSlice';
import { dashboardLoaded } from '../state/dashboardSlice';
import { createDashboardStore, DashboardStoreContext } from '../state/dashboardStore';
import { layoutChanged, layoutReset } from '../state/layoutSlice';
import { DashboardHeader, fullscreenAddress, headerHidden } from './DashboardHeader';
import { infoOf, savedOf, storedRecord } from './testing/headerFixtures';

const json = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
  });

interface Call {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

/** Answers GET of the dashboard with `stored` and each PUT with the next of `puts`. */
function stubApi(stored: () => { record: DashboardRecord; etag: string }, puts: Response[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      url,
      ifMatch: headers['if-match'] ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (url.startsWith('/api/v1/security/csrf_token/'))
      return Promise.resolve(json(200, { result: 'token' }));
    if (method === 'GET' && url === '/api/v1/dashboard/7') {
      const { record, etag } = stored();
      return Promise.resolve(json(200, { id: 7, result: record }, etag));
    }
    if (method === 'PUT') return Promise.resolve(puts.shift() ?? json(500, { message: 'none' }));
    return Promise.resolve(json(200, { result: [] }));
  });
  return calls;
}

function renderHeader(options: { editMode?: boolean; canEdit?: boolean; signedIn?: boolean }) {
  const app = createStore();
  if (options.signedIn !== false)
    app.dispatch(
      userLoaded({
        user: {
          id: 1,
          username: 'ada',
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          is_active: true,
          is_anonymous: false,
        },
        roles: { roles: { Alpha: [['can_write', 'Dashboard']] }, permissions: {} },
      }),
    );
  const page = createDashboardStore();
  const record = storedRecord();
  const info = infoOf(record, '"v1"');
  info.permissions.can_edit = options.canEdit ?? true;
  page.dispatch(
    dashboardLoaded({
      info,
      saved: savedOf(record, '"v1"'),
      ui: { editMode: options.editMode ?? false, isStarred: false },
    }),
  );
  page.dispatch(layoutReset(parseLayout(record.position_json, [], record.dashboard_title)));
  render(
    <Provider store={app}>
      <Provider store={page} context={DashboardStoreContext}>
        <MemoryRouter initialEntries={['/superset/dashboard/7/']}>
          <DashboardHeader />
          {/* What the app shell has around the page: a link out, and the router's address. */}
          <Link to="/dashboard/list/">All dashboards</Link>
          <Address />
        </MemoryRouter>
      </Provider>
    </Provider>,
  );
  return { app, page, record };
}

function Address() {
  return <output data-test="address">{useLocation().pathname}</output>;
}

/** One layout edit, so there is something to save and undo. */
function addMarkdown(page: ReturnType<typeof createDashboardStore>) {
  const layout = page.getState().layout.present;
  const markdown = newComponent('MARKDOWN');
  const row = { ...newComponent('ROW'), children: [markdown.id] };
  const grid = layout[GRID_ID];
  if (!grid) throw new Error('no grid');
  act(() => {
    page.dispatch(
      layoutChanged({
        ...layout,
        [GRID_ID]: { ...grid, children: [...grid.children, row.id] },
        [row.id]: row,
        [markdown.id]: markdown,
      }),
    );
  });
}

const toasts = (app: ReturnType<typeof createStore>) =>
  app.getState().messageToasts.map((toast) => toast.text);

// The app marks elements for tests with data-test (browser journeys use the same marks).
configure({ testIdAttribute: 'data-test' });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardHeader in view mode', () => {
  it('shows title, draft badge, owners and the edit button to an editor', () => {
    renderHeader({});
    const header = screen.getByTestId('dashboard-header');
    expect(within(header).getByTestId('dashboard-title').textContent).toBe('Sales');
    expect(within(header).getByTestId('dashboard-published-badge').textContent).toBe('Draft');
    expect(within(header).getByLabelText('Owners: Ada Lovelace')).toBeTruthy();
    expect(within(header).getByTestId('edit-dashboard-button')).toBeTruthy();
    expect(within(header).queryByTestId('save-dashboard-button')).toBeNull();
  });

  it('hides the edit button and editing items from a viewer, and the star when signed out', () => {
    renderHeader({ canEdit: false, signedIn: false });
    expect(screen.queryByTestId('edit-dashboard-button')).toBeNull();
    expect(screen.queryByTestId('dashboard-star')).toBeNull();
    fireEvent.click(screen.getByTestId('dashboard-header-menu'));
    expect(screen.queryByTestId('header-menu-properties')).toBeNull();
    expect(screen.queryByTestId('header-menu-delete')).toBeNull();
    expect(screen.getByTestId('header-menu-refresh')).toBeTruthy();
  });

  it('publishing PUTs {published} with If-Match and says so', async () => {
    const calls = stubApi(
      () => ({ record: storedRecord(), etag: '"v1"' }),
      [json(200, { id: 7, result: { published: true }, last_modified_time: 1 }, '"v2"')],
    );
    const { app, page } = renderHeader({});
    fireEvent.click(screen.getByTestId('dashboard-published-badge'));
    await waitFor(() => expect(toasts(app)).toContain(DASHBOARD_MESSAGES.published));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ ifMatch: '"v1"', body: { published: true } });
    expect(page.getState().dashboard.info?.etag).toBe('"v2"');
    expect(screen.getByTestId('dashboard-published-badge').textContent).toBe('Published');
  });

  it('the star reverts and warns when favouriting fails', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(
        url.startsWith('/api/v1/security/csrf_token/')
          ? json(200, { result: 'token' })
          : json(500, { message: 'Fatal error' }),
      ),
    );
    const { app, page } = renderHeader({});
    fireEvent.click(screen.getByTestId('dashboard-star'));
    expect(page.getState().dashboard.ui.isStarred).toBe(true);
    await waitFor(() => expect(page.getState().dashboard.ui.isStarred).toBe(false));
    expect(toasts(app)[0]).toMatch(/There was an issue favoriting this dashboard/);
  });

  it('Refresh dashboard forces every chart to run again', () => {
    const { page } = renderHeader({});
    const chart = (id: number): DashboardChart => ({
      id,
      slice_name: `Chart ${id}`,
      viz_type: 'table',
      cache_timeout: null,
      changed_on: '',
      description: null,
      description_markeddown: '',
      form_data: {},
      query_context: null,
      slice_url: '',
      certified_by: null,
      certification_details: null,
      datasource_id: 1,
      datasource_type: 'table',
      owners: [],
      datasource_access: true,
    });
    act(() => {
      page.dispatch(chartsLoaded([chart(3), chart(4)]));
      page.dispatch(refreshCharts({ ids: [3, 4], force: false }));
    });
    fireEvent.click(screen.getByTestId('dashboard-header-menu'));
    fireEvent.click(screen.getByTestId('header-menu-refresh'));
    const runs = page.getState().charts.chartRuns;
    expect(runs[3]).toMatchObject({ refreshKey: 2, force: true });
    expect(runs[4]).toMatchObject({ refreshKey: 2, force: true });
  });

  it('Edit dashboard switches to edit mode', () => {
    const { page } = renderHeader({});
    fireEvent.click(screen.getByTestId('edit-dashboard-button'));
    expect(page.getState().dashboard.ui.editMode).toBe(true);
    expect(screen.getByTestId('save-dashboard-button')).toBeTruthy();
  });
});

describe('DashboardHeader in edit mode', () => {
  it('undo and redo follow the layout history', () => {
    const { page } = renderHeader({ editMode: true });
    const undo = screen.getByTestId('undo-button') as HTMLButtonElement;
    const redo = screen.getByTestId('redo-button') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    addMarkdown(page);
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(page.getState().layout.past).toHaveLength(0);
    expect(redo.disabled).toBe(false);
  });

  it('Save with nobody else saving: PUT with the loaded ETag, then view mode', async () => {
    const calls = stubApi(
      () => ({ record: storedRecord(), etag: '"v1"' }),
      [json(200, { id: 7, result: {}, last_modified_time: 1_714_600_000 }, '"v2"')],
    );
    const { app, page } = renderHeader({ editMode: true });
    addMarkdown(page);
    fireEvent.click(screen.getByTestId('save-dashboard-button'));
    await waitFor(() => expect(toasts(app)).toContain(DASHBOARD_MESSAGES.saved));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('"v1"');
    expect(put?.body).toMatchObject({ dashboard_title: 'Sales' });
    const state = page.getState();
    expect(state.dashboard.ui.editMode).toBe(false);
    expect(state.dashboard.saved?.etag).toBe('"v2"');
    expect(state.layout.past).toHaveLength(0);
  });

  it('someone saved since loading: confirm lists differences, Overwrite uses the fresh ETag', async () => {
    const calls = stubApi(
      () => ({ record: storedRecord({ dashboard_title: 'Their title' }), etag: '"v5"' }),
      [json(200, { id: 7, result: {}, last_modified_time: 1 }, '"v6"')],
    );
    const { app, page } = renderHeader({ editMode: true });
    addMarkdown(page);
    fireEvent.click(screen.getByTestId('save-dashboard-button'));
    const modal = await screen.findByTestId('overwrite-confirm-modal');
    expect(screen.getByText(DASHBOARD_MESSAGES.confirmOverwrite)).toBeTruthy();
    expect(within(modal).getByTestId('overwrite-field-dashboard_title').textContent).toContain(
      'Their title',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('overwrite-confirm-button'));
    await waitFor(() => expect(toasts(app)).toContain(DASHBOARD_MESSAGES.saved));
    expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"v5"');
  });

  it('a 412 offers Reload / Review / Overwrite; Review lists the differences', async () => {
    let etag = '"v1"';
    let title = 'Sales';
    const calls = stubApi(
      () => ({ record: storedRecord({ dashboard_title: title }), etag }),
      [json(412, { message: DASHBOARD_CHANGED_MESSAGE })],
    );
    const { page } = renderHeader({ editMode: true });
    addMarkdown(page);
    fireEvent.click(screen.getByTestId('save-dashboard-button'));
    await screen.findByTestId('stale-save-modal');
    expect(screen.getByRole('alert').textContent).toContain(DASHBOARD_CHANGED_MESSAGE);
    // Nothing lost: still editing, the edit still in the history.
    expect(page.getState().dashboard.ui.editMode).toBe(true);
    expect(page.getState().layout.past).toHaveLength(1);
    etag = '"v9"';
    title = 'Renamed by Bob';
    fireEvent.click(screen.getByTestId('stale-review'));
    const modal = await screen.findByTestId('overwrite-confirm-modal');
    expect(within(modal).getByTestId('overwrite-field-dashboard_title').textContent).toContain(
      'Renamed by Bob',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('a 403 keeps the edits and says the user may not edit', async () => {
    stubApi(
      () => ({ record: storedRecord(), etag: '"v1"' }),
      [json(403, { message: 'Forbidden' })],
    );
    const { app, page } = renderHeader({ editMode: true });
    addMarkdown(page);
    fireEvent.click(screen.getByTestId('save-dashboard-button'));
    await waitFor(() => expect(toasts(app)).toContain(DASHBOARD_MESSAGES.noEditPermission));
    expect(page.getState().dashboard.ui.editMode).toBe(true);
    expect(page.getState().dashboard.ui.isSaving).toBe(false);
  });

  it('Discard asks when unsaved, then restores the saved layout and title', () => {
    const { page } = renderHeader({ editMode: true });
    const saved = page.getState().layout.present;
    addMarkdown(page);
    fireEvent.change(screen.getByTestId('dashboard-title'), { target: { value: 'Draft title' } });
    fireEvent.blur(screen.getByTestId('dashboard-title'));
    expect(page.getState().dashboard.info?.title).toBe('Draft title');
    fireEvent.click(screen.getByTestId('discard-changes-button'));
    expect(screen.getByTestId('discard-confirm')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    const state = page.getState();
    expect(state.dashboard.info?.title).toBe('Sales');
    expect(state.dashboard.ui.editMode).toBe(false);
    expect(Object.keys(state.layout.present).sort()).toEqual(Object.keys(saved).sort());
  });

  it('a link out of the page asks first while there are unsaved changes', () => {
    const { page } = renderHeader({ editMode: true });
    const address = () => screen.getByTestId('address').textContent;
    const link = screen.getByRole('link', { name: 'All dashboards' });
    addMarkdown(page);
    fireEvent.click(link);
    expect(address()).toBe('/superset/dashboard/7/');
    expect(screen.getByTestId('leave-confirm')).toBeTruthy();
    // Staying keeps the page and its edits.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('leave-confirm')).toBeNull();
    expect(address()).toBe('/superset/dashboard/7/');
    fireEvent.click(link);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(address()).toBe('/dashboard/list/');
  });

  it('a link out goes at once with nothing unsaved', () => {
    renderHeader({ editMode: true });
    fireEvent.click(screen.getByRole('link', { name: 'All dashboards' }));
    expect(screen.queryByTestId('leave-confirm')).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/list/');
  });

  it('an edit-mode refresh interval is kept with the dashboard (unsaved)', () => {
    const { page } = renderHeader({ editMode: true });
    fireEvent.click(screen.getByTestId('dashboard-header-menu'));
    fireEvent.click(screen.getByTestId('header-menu-refresh-interval'));
    fireEvent.change(screen.getByLabelText('Refresh frequency'), { target: { value: '300' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    const state = page.getState().dashboard;
    expect(state.ui.refreshFrequency).toBe(300);
    expect(state.ui.shouldPersistRefreshFrequency).toBe(true);
    expect(state.info?.metadata.refresh_frequency).toBe(300);
    expect(state.ui.hasUnsavedChanges).toBe(true);
  });
});

describe('display modes', () => {
  it('uiConfig bit 1 or standalone 2 and 3 hide the header', () => {
    expect(headerHidden(0, 0)).toBe(false);
    expect(headerHidden(0, 1)).toBe(false);
    expect(headerHidden(1, 0)).toBe(true);
    expect(headerHidden(8, 0)).toBe(false);
    expect(headerHidden(9, 0)).toBe(true);
    expect(headerHidden(0, 2)).toBe(true);
    expect(headerHidden(0, 3)).toBe(true);
  });

  it('fullscreen adds or removes standalone=1, keeping the rest of the address', () => {
    const at = { pathname: '/superset/dashboard/sales/', search: '?force=1', hash: '#CHART-a' };
    expect(fullscreenAddress(at, true)).toBe(
      '/superset/dashboard/sales/?force=1&standalone=1#CHART-a',
    );
    expect(fullscreenAddress({ ...at, search: '?standalone=1' }, false)).toBe(
      '/superset/dashboard/sales/#CHART-a',
    );
  });
});
