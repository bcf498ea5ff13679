// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_LIMIT, UI_CONFIG } from '@common/dashboard/layoutTypes';
import { undoOverflowWarning } from '@common/dashboard/undoHistory';
import { updateComponentMeta } from '@common/dashboard/layoutEdit';
import { json, stubApi } from '@app/api/testing/stubApi';
import { layoutChanged } from '../state/layoutSlice';
import { fixtureLayout, renderLayout, topLevelTabsLayout } from './testLayoutHarness';

vi.mock('../chart/ChartHolder', () => ({
  ChartHolder: (props: { chartId: number; layoutId: string; width: number; height: number }) => (
    <div data-test={`chart-holder-${props.chartId}`} data-height={props.height}>
      chart {props.chartId} in {props.layoutId}
    </div>
  ),
}));

const byTest = (id: string) => document.querySelector(`[data-test="${id}"]`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardLayoutView in view mode', () => {
  it('renders every component type of the layout', async () => {
    renderLayout(fixtureLayout());
    for (const id of ['GRID_ID', 'HEADER-1', 'ROW-1', 'CHART-1', 'MARKDOWN-1', 'COLUMN-1'])
      expect(byTest(`dashboard-component-${id}`)).not.toBeNull();
    for (const id of ['CHART-2', 'DIVIDER-1', 'TABS-1', 'TAB-a', 'TAB-b', 'ROW-2', 'CHART-3'])
      expect(byTest(`dashboard-component-${id}`)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Overview' })).not.toBeNull();
    expect(byTest('dashboard-component-DIVIDER-1')?.querySelector('hr')).not.toBeNull();
    // Chart height: 50 units of 8 px; the chart in the column is rendered too.
    expect(byTest('chart-holder-1')?.getAttribute('data-height')).toBe('400');
    expect(byTest('chart-holder-2')?.getAttribute('data-height')).toBe('320');
    expect(byTest('chart-holder-3')).not.toBeNull();
    // Markdown is rendered as sanitized HTML (marked and DOMPurify load on first use).
    const markdown = byTest('dashboard-component-MARKDOWN-1')!;
    expect(
      await within(markdown as HTMLElement).findByRole('heading', { name: 'Notes' }),
    ).not.toBeNull();
    expect(markdown.innerHTML).not.toContain('onerror');
  });

  it('shows no edit controls, resize handles or insert panel', () => {
    renderLayout(fixtureLayout());
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('separator', { name: /Resize/ })).toBeNull();
    expect(byTest('insert-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add tab' })).toBeNull();
  });

  it('switches tabs through ui.activeTabs and links each tab by its anchor', async () => {
    const { store } = renderLayout(fixtureLayout());
    expect(byTest('chart-holder-3')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Link to First tab' }).getAttribute('href')).toBe(
      '#TAB-a',
    );
    await userEvent.click(screen.getByText('Second tab'));
    expect(store.getState().dashboard.ui.activeTabs).toEqual(['TAB-b']);
    expect(byTest('chart-holder-3')).toBeNull();
    expect(screen.getByText('There are no components added to this tab')).not.toBeNull();
  });

  it('hides the top-level tab strip with the hideTab flag, not nested ones', () => {
    renderLayout(topLevelTabsLayout(), { uiConfig: UI_CONFIG.hideTab });
    expect(screen.queryByText('First tab')).toBeNull();
    expect(byTest('chart-holder-3')).not.toBeNull();
    cleanup();
    renderLayout(fixtureLayout(), { uiConfig: UI_CONFIG.hideTab });
    expect(screen.getByText('First tab')).not.toBeNull();
  });

  it('an empty dashboard invites editing when allowed', async () => {
    const empty = fixtureLayout();
    empty.GRID_ID = { ...empty.GRID_ID!, children: [] };
    const { store } = renderLayout(empty);
    expect(screen.getByText('This dashboard is empty')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit dashboard' }));
    expect(store.getState().dashboard.ui.editMode).toBe(true);
    expect(screen.getByText('Drag and drop components and charts to the dashboard')).not.toBeNull();
    cleanup();
    renderLayout(empty, { canEdit: false });
    expect(screen.getByText('This dashboard is empty')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).toBeNull();
  });
});

describe('DashboardLayoutView in edit mode', () => {
  it('deletes a component and undoes/redoes with the keyboard', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Flights' }));
    expect(store.getState().layout.present['CHART-1']).toBeUndefined();
    expect(byTest('chart-holder-1')).toBeNull();

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(store.getState().layout.present['CHART-1']).toBeDefined();
    expect(byTest('chart-holder-1')).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true, shiftKey: true });
    expect(store.getState().layout.present['CHART-1']).toBeUndefined();
  });

  it('does not undo while typing in a field', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Divider' }));
    const search = screen.getByLabelText('Filter your charts');
    fireEvent.keyDown(search, { key: 'z', ctrlKey: true });
    expect(store.getState().layout.present['DIVIDER-1']).toBeUndefined();
  });

  it('edits header text and tab titles in place', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByText('Overview'));
    const input = screen.getByLabelText('Header text');
    await userEvent.clear(input);
    await userEvent.type(input, 'Summary{Enter}');
    expect(store.getState().layout.present['HEADER-1']?.meta.text).toBe('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Small header' }));
    expect(store.getState().layout.present['HEADER-1']?.meta.headerSize).toBe('SMALL_HEADER');

    await userEvent.click(screen.getByText('First tab'));
    const title = screen.getByLabelText('Tab title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Routes{Enter}');
    expect(store.getState().layout.present['TAB-a']?.meta.text).toBe('Routes');
  });

  it('edits markdown in place with a preview, saving on a click outside', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('heading', { name: 'Notes' }));
    const editor = screen.getByLabelText('Markdown text');
    await userEvent.clear(editor);
    await userEvent.type(editor, '# Fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('heading', { name: 'Fresh' })).not.toBeNull();
    expect(store.getState().layout.present['MARKDOWN-1']?.meta.code).toContain('Notes');
    fireEvent.pointerDown(document.body);
    expect(store.getState().layout.present['MARKDOWN-1']?.meta.code).toBe('# Fresh');
  });

  it('adds and deletes tabs', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Add tab' }));
    const tabs = store.getState().layout.present['TABS-1']!.children;
    expect(tabs).toHaveLength(3);
    expect(store.getState().dashboard.ui.activeTabs).toEqual([tabs[2]]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete tab Second tab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(store.getState().layout.present['TAB-b']).toBeUndefined();
  });

  it('toggles top-level tabs', async () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store } = renderLayout(fixtureLayout(), { editMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Use top-level tabs' }));
    const rootChild = store.getState().layout.present.ROOT_ID!.children[0]!;
    expect(store.getState().layout.present[rootChild]?.type).toBe('TABS');
    expect(screen.getByRole('button', { name: 'Remove top-level tabs' })).not.toBeNull();
  });

  it('warns once when the undo history overflows', () => {
    stubApi({ 'GET /api/v1/chart/': json(200, { count: 0, ids: [], result: [] }) });
    const { store, appStore } = renderLayout(fixtureLayout(), { editMode: true });
    act(() => {
      for (let step = 0; step <= UNDO_LIMIT + 1; step += 1) {
        const layout = store.getState().layout.present;
        store.dispatch(layoutChanged(updateComponentMeta(layout, 'HEADER-1', { text: `${step}` })));
      }
    });
    const warnings = appStore
      .getState()
      .messageToasts.filter((toast) => toast.text === undoOverflowWarning(UNDO_LIMIT));
    expect(warnings).toHaveLength(1);
  });
});
