// Test helpers (tests only): a layout fixture with every component type, and a render of the
// layout view and insert panel inside the app store and a dashboard page store.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { DashboardRecord } from '@common/api/dashboards';
import type { DashboardLayout, LayoutItem } from '@common/dashboard/layoutTypes';
import { createStore } from '@app/store/store';
import { type ChartRuntime, ChartRuntimeContext } from '../chart/chartRuntime';
import { type DashboardInfo, dashboardLoaded, setEditMode } from '../state/dashboardSlice';
import { createDashboardStore, DashboardStoreContext } from '../state/dashboardStore';
import { layoutReset } from '../state/layoutSlice';
import { DashboardLayoutView } from './DashboardLayoutView';
import { InsertPanel } from './InsertPanel';
import { LayoutDndProvider } from './LayoutDndProvider';

const item = (
  id: string,
  type: LayoutItem['type'],
  children: string[],
  meta: LayoutItem['meta'] = {},
): LayoutItem => ({ id, type, children, meta });

/** ROOT > GRID > header, row (chart, markdown, column > chart), divider, tabs (two tabs). */
export function fixtureLayout(): DashboardLayout {
  const items = [
    item('ROOT_ID', 'ROOT', ['GRID_ID']),
    item('GRID_ID', 'GRID', ['HEADER-1', 'ROW-1', 'DIVIDER-1', 'TABS-1']),
    item('HEADER-1', 'HEADER', [], { text: 'Overview', headerSize: 'LARGE_HEADER' }),
    item('ROW-1', 'ROW', ['CHART-1', 'MARKDOWN-1', 'COLUMN-1'], {
      background: 'BACKGROUND_TRANSPARENT',
    }),
    item('CHART-1', 'CHART', [], { chartId: 1, sliceName: 'Flights', width: 4, height: 50 }),
    item('MARKDOWN-1', 'MARKDOWN', [], {
      code: '## Notes\n\n<img src=x onerror="alert(1)">',
      width: 4,
      height: 30,
    }),
    item('COLUMN-1', 'COLUMN', ['CHART-2'], { width: 4 }),
    item('CHART-2', 'CHART', [], { chartId: 2, sliceName: 'Delays', width: 4, height: 40 }),
    item('DIVIDER-1', 'DIVIDER', []),
    item('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
    item('TAB-a', 'TAB', ['ROW-2'], { text: 'First tab' }),
    item('ROW-2', 'ROW', ['CHART-3']),
    item('CHART-3', 'CHART', [], { chartId: 3, sliceName: 'Weather', width: 6, height: 50 }),
    item('TAB-b', 'TAB', [], { text: 'Second tab' }),
  ];
  const layout: DashboardLayout = Object.fromEntries(items.map((entry) => [entry.id, entry]));
  // Parents as parseLayout sets them: root first, parent last.
  const walk = (id: string, parents: string[]) => {
    const entry = layout[id];
    if (!entry) return;
    entry.parents = parents;
    for (const child of entry.children) walk(child, [...parents, id]);
  };
  walk('ROOT_ID', []);
  return layout;
}

/** The same layout with the tabs moved under ROOT (top-level tabs). */
export function topLevelTabsLayout(): DashboardLayout {
  const layout = fixtureLayout();
  layout.ROOT_ID = { ...layout.ROOT_ID!, children: ['TABS-1'] };
  delete layout.GRID_ID;
  for (const id of [
    'HEADER-1',
    'ROW-1',
    'DIVIDER-1',
    'CHART-1',
    'MARKDOWN-1',
    'COLUMN-1',
    'CHART-2',
  ])
    delete layout[id];
  layout['TABS-1']!.parents = ['ROOT_ID'];
  layout['TAB-a']!.parents = ['ROOT_ID', 'TABS-1'];
  layout['TAB-b']!.parents = ['ROOT_ID', 'TABS-1'];
  layout['ROW-2']!.parents = ['ROOT_ID', 'TABS-1', 'TAB-a'];
  layout['CHART-3']!.parents = ['ROOT_ID', 'TABS-1', 'TAB-a', 'ROW-2'];
  return layout;
}

const record = {
  id: 7,
  dashboard_title: 'Test dashboard',
  slug: null,
  url: '/superset/dashboard/7/',
} as DashboardRecord;

/** The page's info with `can_edit`. */
export function fixtureInfo(canEdit = true): DashboardInfo {
  return {
    id: 7,
    slug: null,
    url: '/superset/dashboard/7/',
    title: 'Test dashboard',
    css: '',
    published: true,
    owners: [],
    roles: [],
    certifiedBy: null,
    certificationDetails: null,
    metadata: {},
    changedOn: '2024-01-01T00:00:00',
    changedByName: 'admin',
    lastModifiedTime: 0,
    etag: '"1"',
    permissions: {
      can_edit: canEdit,
      can_share: true,
      can_explore: true,
      can_csv: true,
      is_admin: false,
    },
  };
}

/** Renders the layout view (and the insert panel) over a store holding `layout`. */
export function renderLayout(
  layout: DashboardLayout,
  options: {
    editMode?: boolean;
    canEdit?: boolean;
    uiConfig?: number;
    /** The page's chart runtime, when the test needs one. */
    runtime?: ChartRuntime;
    directPathToChild?: string[];
  } = {},
) {
  const appStore = createStore();
  const store = createDashboardStore();
  store.dispatch(
    dashboardLoaded({
      info: fixtureInfo(options.canEdit ?? true),
      saved: { record, etag: '"1"' },
      ui: {
        uiConfig: options.uiConfig ?? 0,
        ...(options.directPathToChild ? { directPathToChild: options.directPathToChild } : {}),
      },
    }),
  );
  store.dispatch(layoutReset(layout));
  if (options.editMode) store.dispatch(setEditMode(true));
  const page = (
    <LayoutDndProvider>
      <DashboardLayoutView />
      <InsertPanel />
    </LayoutDndProvider>
  );
  const view = render(
    <Provider store={appStore}>
      <Provider context={DashboardStoreContext} store={store}>
        {options.runtime ? (
          <ChartRuntimeContext.Provider value={options.runtime}>
            {page}
          </ChartRuntimeContext.Provider>
        ) : (
          page
        )}
      </Provider>
    </Provider>,
  );
  return { ...view, store, appStore };
}
