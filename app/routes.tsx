import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { AppShell } from './components/AppShell';
import { ComingLater } from './components/ComingLater';
import { ErrorPage } from './components/ErrorPage';
import { lazyAntdPage } from './components/lazyAntdPage';
import { moduleLoader, useLoadedModule } from './components/moduleLoader';
import { RequireSession } from './components/RequireSession';
import { Spinner } from './components/ui/Spinner';
import { primeDashboardRoute } from './features/dashboard/primeDashboardRoute';

// Pages built with antd load lazily with it: the entry chunk, the sign-in page and SQL Lab
// use the light kit of components/ui (docs/ARCHITECTURE.md, "Decisions and deviations").
const HomePage = lazyAntdPage(() => import('./features/home/HomePage').then((m) => m.HomePage));
const UsersPage = lazyAntdPage(() =>
  import('./features/settings/UsersPage').then((m) => m.UsersPage),
);
const DatabasesPage = lazyAntdPage(() =>
  import('./features/settings/DatabasesPage').then((m) => m.DatabasesPage),
);
const RolesPage = lazyAntdPage(() =>
  import('./features/settings/RolesPage').then((m) => m.RolesPage),
);
const RowLevelSecurityPage = lazyAntdPage(() =>
  import('./features/settings/RowLevelSecurityPage').then((m) => m.RowLevelSecurityPage),
);
const AnnotationLayersPage = lazyAntdPage(() =>
  import('./features/annotationLayers/AnnotationLayersPage').then((m) => m.AnnotationLayersPage),
);
const AnnotationsPage = lazyAntdPage(() =>
  import('./features/annotationLayers/AnnotationsPage').then((m) => m.AnnotationsPage),
);
const QueryHistoryPage = lazyAntdPage(() =>
  import('./features/queryHistory/QueryHistoryPage').then((m) => m.QueryHistoryPage),
);
const SavedQueriesPage = lazyAntdPage(() =>
  import('./features/savedQueries/SavedQueriesPage').then((m) => m.SavedQueriesPage),
);
const DatasetsPage = lazyAntdPage(() =>
  import('./features/datasets/DatasetsPage').then((m) => m.DatasetsPage),
);
const ChartsPage = lazyAntdPage(() =>
  import('./features/charts/ChartsPage').then((m) => m.ChartsPage),
);
const DashboardsPage = lazyAntdPage(() =>
  import('./features/dashboardList/DashboardsPage').then((m) => m.DashboardsPage),
);
// SQL Lab (and CodeMirror, in a chunk of its own) loads only when it is opened; opened
// directly, its chunk downloads while the session is still being checked. Held in state, not
// React.lazy, so that it shows the moment it has arrived (components/moduleLoader.ts).
const sqlLab = moduleLoader(() => import('./features/sqllab/SqlLabPage'));
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/sqllab/')) {
  void sqlLab.load();
}

// Explore (and the ECharts parts of the chart it shows) loads only when it is opened; the
// module brings its own session check and shell (standalone mode has none).
const explore = moduleLoader(() => import('./features/explore/ExploreRoot'));
if (typeof window !== 'undefined' && /^\/(superset\/)?explore\//.test(window.location.pathname)) {
  void explore.load();
}

function ExploreRoute() {
  const ExploreRoot = useLoadedModule(explore)?.ExploreRoot;
  return ExploreRoot ? (
    <ExploreRoot />
  ) : (
    <Spinner className="tessera-page-spinner" label="Loading" />
  );
}

// Dashboards (their own store, chart runtime and shell) load only when one is opened; the
// chart types they show load lazily in turn.
const dashboard = moduleLoader(() => import('./features/dashboard/DashboardRoot'));
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/superset/dashboard/')) {
  void dashboard.load();
  primeDashboardRoute(window.location.pathname);
}

function DashboardRoute() {
  const DashboardRoot = useLoadedModule(dashboard)?.DashboardRoot;
  return DashboardRoot ? (
    <DashboardRoot />
  ) : (
    <Spinner className="tessera-page-spinner" label="Loading" />
  );
}

// The sign-in form is not part of any signed-in page's first load.
const login = moduleLoader(() => import('./features/auth/LoginPage'));
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/login')) {
  void login.load();
}

function LoginRoute() {
  const LoginPage = useLoadedModule(login)?.LoginPage;
  return LoginPage ? <LoginPage /> : <Spinner className="tessera-page-spinner" label="Loading" />;
}

function SqlLabRoute() {
  const SqlLabPage = useLoadedModule(sqlLab)?.SqlLabPage;
  return SqlLabPage ? <SqlLabPage /> : <Spinner className="tessera-page-spinner" label="Loading" />;
}

function SignedIn() {
  return (
    <RequireSession>
      <AppShell>
        <Suspense fallback={<Spinner className="tessera-page-spinner" label="Loading" />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </RequireSession>
  );
}

const LATER: [string, string][] = [];

/** Every page of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login/" element={<LoginRoute />} />
      <Route path="/explore/" element={<ExploreRoute />} />
      <Route path="/explore/p/:key/" element={<ExploreRoute />} />
      <Route path="/superset/explore/" element={<ExploreRoute />} />
      <Route path="/superset/explore/:datasourceType/:datasourceId/" element={<ExploreRoute />} />
      <Route path="/superset/dashboard/p/:key/" element={<DashboardRoute />} />
      <Route path="/superset/dashboard/:idOrSlug/" element={<DashboardRoute />} />
      <Route element={<SignedIn />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/users/list/" element={<UsersPage />} />
        <Route path="/roles/list/" element={<RolesPage />} />
        <Route path="/rowlevelsecurity/list/" element={<RowLevelSecurityPage />} />
        <Route path="/annotationlayer/list/" element={<AnnotationLayersPage />} />
        <Route path="/annotationlayer/:layerId/annotation/" element={<AnnotationsPage />} />
        <Route path="/databaseview/list/" element={<DatabasesPage />} />
        <Route path="/sqllab/" element={<SqlLabRoute />} />
        <Route path="/sqllab/p/:key" element={<SqlLabRoute />} />
        <Route path="/sqllab/history/" element={<QueryHistoryPage />} />
        <Route path="/savedqueryview/list/" element={<SavedQueriesPage />} />
        <Route path="/tablemodelview/list/" element={<DatasetsPage />} />
        <Route path="/chart/list/" element={<ChartsPage />} />
        <Route path="/dashboard/list/" element={<DashboardsPage />} />
        {LATER.map(([path, feature]) => (
          <Route key={path} path={path} element={<ComingLater feature={feature} />} />
        ))}
        <Route path="*" element={<ErrorPage status={404} />} />
      </Route>
    </Routes>
  );
}
