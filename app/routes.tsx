import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { AppShell } from './components/AppShell';
import { ComingLater } from './components/ComingLater';
import { ErrorPage } from './components/ErrorPage';
import { RequireSession } from './components/RequireSession';
import { LoginPage } from './features/auth/LoginPage';
import { HomePage } from './features/home/HomePage';

// Admin pages are rare visits: keep them out of the first load.
const UsersPage = lazy(() =>
  import('./features/settings/UsersPage').then((m) => ({ default: m.UsersPage })),
);
const DatabasesPage = lazy(() =>
  import('./features/settings/DatabasesPage').then((m) => ({ default: m.DatabasesPage })),
);
const RolesPage = lazy(() =>
  import('./features/settings/RolesPage').then((m) => ({ default: m.RolesPage })),
);

function SignedIn() {
  return (
    <RequireSession>
      <AppShell>
        <Suspense fallback={<Spin />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </RequireSession>
  );
}

const LATER: [string, string][] = [
  ['/sqllab/', 'SQL Lab'],
  ['/sqllab/history/', 'Query history'],
  ['/savedqueryview/list/', 'Saved queries'],
  ['/chart/list/', 'Charts'],
  ['/dashboard/list/', 'Dashboards'],
  ['/tablemodelview/list/', 'Datasets'],
];

/** Every page of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login/" element={<LoginPage />} />
      <Route element={<SignedIn />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/users/list/" element={<UsersPage />} />
        <Route path="/roles/list/" element={<RolesPage />} />
        <Route path="/databaseview/list/" element={<DatabasesPage />} />
        {LATER.map(([path, feature]) => (
          <Route key={path} path={path} element={<ComingLater feature={feature} />} />
        ))}
        <Route path="*" element={<ErrorPage status={404} />} />
      </Route>
    </Routes>
  );
}
