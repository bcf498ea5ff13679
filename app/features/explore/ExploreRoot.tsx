import { useLocation } from 'react-router';
import { AppShell } from '@app/components/AppShell';
import { RequireSession } from '@app/components/RequireSession';
import { ExplorePage } from './ExplorePage';

/**
 * Explore as its routes show it: signed in, inside the app's shell unless `?standalone=1`
 * (embeds, reports: the chart alone). Kept here rather than in routes.tsx so the entry chunk,
 * which every page loads, stays small.
 */
export function ExploreRoot() {
  const standalone = new URLSearchParams(useLocation().search).get('standalone');
  const chrome = !standalone || standalone === '0' || standalone === 'false';
  return (
    <RequireSession>
      {chrome ? (
        <AppShell>
          <ExplorePage />
        </AppShell>
      ) : (
        <ExplorePage />
      )}
    </RequireSession>
  );
}
