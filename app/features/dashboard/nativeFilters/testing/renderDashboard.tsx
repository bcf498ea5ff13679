// Test helpers (tests only): a dashboard page store with filters and charts, rendered with
// both the app store (toasts) and the page store.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { DashboardChart, DashboardRecord } from '@common/api/dashboards';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { createStore } from '@app/store/store';
import { chartsLoaded } from '../../state/chartsSlice';
import { dashboardLoaded, type DashboardInfo } from '../../state/dashboardSlice';
import { createDashboardStore, DashboardStoreContext } from '../../state/dashboardStore';
import { dataMasksInitialised } from '../../state/dataMaskSlice';
import { layoutReset } from '../../state/layoutSlice';
import { initialDataMasks } from '../initialDataMasks';

/** A chart on the test dashboard. */
export function dashboardChart(id: number, name: string): DashboardChart {
  return {
    id,
    slice_name: name,
    viz_type: 'table',
    cache_timeout: null,
    changed_on: '2026-01-01T00:00:00Z',
    description: null,
    description_markeddown: '',
    form_data: {},
    query_context: null,
    slice_url: `/explore/?slice_id=${id}`,
    certified_by: null,
    certification_details: null,
    datasource_id: 1,
    datasource_type: 'table',
    owners: [],
    datasource_access: true,
  };
}

/** Renders `ui` inside a loaded dashboard with this metadata, layout and charts. */
export function renderDashboard(
  ui: ReactNode,
  options: {
    metadata: DashboardMetadata;
    layout: DashboardLayout;
    charts: DashboardChart[];
    canEdit?: boolean;
  },
) {
  const appStore = createStore();
  const store = createDashboardStore();
  const info: DashboardInfo = {
    id: 5,
    slug: null,
    url: '/superset/dashboard/5/',
    title: 'Sales',
    css: '',
    published: true,
    owners: [],
    roles: [],
    certifiedBy: null,
    certificationDetails: null,
    metadata: options.metadata,
    changedOn: '2026-01-01T00:00:00Z',
    changedByName: 'admin',
    lastModifiedTime: 1,
    etag: '"v1"',
    permissions: {
      can_edit: options.canEdit ?? true,
      can_share: true,
      can_explore: true,
      can_csv: true,
      is_admin: true,
    },
  };
  const record = { id: 5, json_metadata: JSON.stringify(options.metadata) } as DashboardRecord;
  store.dispatch(dashboardLoaded({ info, saved: { record, etag: '"v1"' } }));
  store.dispatch(layoutReset(options.layout));
  store.dispatch(chartsLoaded(options.charts));
  store.dispatch(dataMasksInitialised(initialDataMasks(options.metadata)));
  const view = render(
    <Provider store={appStore}>
      <Provider store={store} context={DashboardStoreContext}>
        {ui}
      </Provider>
    </Provider>,
  );
  return { ...view, store, appStore };
}
