/**
 * The dashboard routes (`/superset/dashboard/<id or slug>/`, `/superset/dashboard/p/<key>/`):
 * signed in, inside the app's shell unless `standalone` ≥ 1 or uiConfig hides the navigation,
 * with a page store and chart runtime of their own (new ones for each dashboard opened).
 */
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams } from 'react-router';
import { AppShell } from '@app/components/AppShell';
import { ErrorPage } from '@app/components/ErrorPage';
import { RequireSession } from '@app/components/RequireSession';
import { Alert } from '@app/components/ui/Alert';
import { ChartRuntime, ChartRuntimeContext } from './chart/chartRuntime';
import { DashboardPage } from './DashboardPage';
import { createDashboardStore, DashboardStoreContext } from './state/dashboardStore';
import { dashboardPageKey } from './dashboardAliases';
import { prefetchDashboard } from './dashboardPrefetch';
import {
  type DashboardLoadError,
  type DashboardRouteTarget,
  useDashboardLoad,
} from './useDashboardLoad';
import { parseDashboardUrl, showsNav } from './urlParams';

/** Loads the dashboard into the page store and shows it, or why it could not. */
function LoadedDashboard(props: { target: DashboardRouteTarget; pageKey: string; nav: boolean }) {
  const failure = useDashboardLoad(props.target, props.pageKey);
  const content = <LoadedContent failure={failure} />;
  return props.nav ? <AppShell>{content}</AppShell> : content;
}

/** The page, or why it could not load (403/404: the app's error page with the server's text). */
function LoadedContent({ failure }: { failure: DashboardLoadError | null }) {
  if (failure?.status === 404 || failure?.status === 403) {
    return <ErrorPage status={failure.status} message={failure.message} />;
  }
  if (failure) {
    return (
      <div className="dashboard-load-error">
        <Alert
          type="error"
          role="alert"
          title="The dashboard could not be loaded"
          description={failure.message}
        />
      </div>
    );
  }
  return <DashboardPage />;
}

/** One dashboard's store and chart runtime, disposed when the page goes. */
function DashboardScope(props: { target: DashboardRouteTarget; pageKey: string; nav: boolean }) {
  // The address may name this dashboard differently later (slug rewrite): the first name loads.
  const [target] = useState(props.target);
  const [store] = useState(createDashboardStore);
  const [runtime] = useState(() => new ChartRuntime());
  useEffect(() => () => runtime.dispose(), [runtime]);
  return (
    <Provider context={DashboardStoreContext} store={store}>
      <ChartRuntimeContext.Provider value={runtime}>
        <LoadedDashboard target={target} pageKey={props.pageKey} nav={props.nav} />
      </ChartRuntimeContext.Provider>
    </Provider>
  );
}

/** The dashboard routes' element (see the file comment). */
export function DashboardRoot() {
  const { idOrSlug, key } = useParams();
  // The dashboard's requests go out with the session check, not after it: during the first
  // render, before the page's load effect could ask itself (once; not for the slug rewrite).
  useState(() => {
    if (!key && idOrSlug) prefetchDashboard(idOrSlug);
  });
  const location = useLocation();
  const url = parseDashboardUrl(location.search);
  const target: DashboardRouteTarget = key ? { permalinkKey: key } : { idOrSlug: idOrSlug ?? '' };
  const pageKey = key ? `p/${key}` : dashboardPageKey(idOrSlug ?? '');
  // The shell is inside the page scope, so showing or hiding it keeps the page's store.
  return (
    <RequireSession>
      <DashboardScope
        key={pageKey}
        target={target}
        pageKey={pageKey}
        nav={showsNav(url.standalone, url.uiConfig)}
      />
    </RequireSession>
  );
}
