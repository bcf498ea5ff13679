/**
 * The dashboard page once its store is filled: header on top, the filter bar (left, or under
 * the header when horizontal), the layout in the middle, the insert panel on the right in edit
 * mode. The dashboard's own CSS applies only inside the page (scopedCss.ts) and goes with it.
 */
import { useEffect, useMemo } from 'react';
import { Spinner } from '@app/components/ui/Spinner';
import { useChartRuntime } from './chart/chartRuntime';
import { useAutoRefresh } from './chart/useRefreshCharts';
import { useSharedLabelColors } from './colors/useSharedLabelColors';
import { FullSizeChart } from './chartMenu/FullSizeChart';
import { DashboardHeader } from './header/DashboardHeader';
import { DashboardLayoutView } from './layout/DashboardLayoutView';
import { InsertPanel } from './layout/InsertPanel';
import { CrossFilterScopingModal } from './nativeFilters/CrossFilterScopingModal';
import { FilterBar } from './nativeFilters/FilterBar';
import { LayoutDndProvider } from './layout/LayoutDndProvider';
import { dashboardScopeClass, scopeDashboardCss } from './scopedCss';
import { useDashboardSelector } from './state/dashboardStore';
import { showsFilterBar } from './urlParams';
import './dashboardPage.css';

/** Scrolls to the component the address or permalink named, once it is on the page. */
function useScrollToAnchor(ready: boolean): void {
  const path = useDashboardSelector((state) => state.dashboard.ui.directPathToChild);
  const target = path[path.length - 1];
  useEffect(() => {
    if (!ready || !target) return undefined;
    const frame = requestAnimationFrame(() => {
      document
        .querySelector(`[data-test="dashboard-component-${CSS.escape(target)}"]`)
        ?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, target]);
}

/** Marks `dashboard-complete` at once when no chart box shows up (an empty dashboard). */
function useEmptyCompletion(ready: boolean): void {
  const runtime = useChartRuntime();
  useEffect(() => {
    if (!ready) return undefined;
    // Two frames: the layout measures and mounts its chart boxes within the first.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => runtime.completion.completeIfEmpty());
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, runtime]);
}

/** The dashboard page (see the file comment). */
export function DashboardPage() {
  const status = useDashboardSelector((state) => state.dashboard.status);
  const info = useDashboardSelector((state) => state.dashboard.info);
  const standalone = useDashboardSelector((state) => state.dashboard.ui.standalone);
  const ready = status === 'ready' && info !== null;
  const css = info?.css ?? '';
  const dashboardId = info?.id ?? null;
  const scoped = useMemo(
    () => (dashboardId === null ? '' : scopeDashboardCss(css, dashboardId)),
    [css, dashboardId],
  );
  useSharedLabelColors(dashboardId, info?.metadata);
  useAutoRefresh();
  useScrollToAnchor(ready);
  useEmptyCompletion(ready);

  if (!ready) return <Spinner className="tessera-page-spinner" label="Loading dashboard" />;
  const horizontal = info.metadata.filter_bar_orientation === 'HORIZONTAL';
  const filterBar = showsFilterBar(standalone);
  return (
    <div
      className={`dashboard-page ${dashboardScopeClass(info.id)} ${standalone ? 'is-standalone' : ''}`}
      data-test="dashboard-page"
    >
      {scoped && <style data-test="dashboard-css">{scoped}</style>}
      <DashboardHeader />
      {filterBar && horizontal && <FilterBar orientation="HORIZONTAL" />}
      {/* One drag context: panel items drop onto the layout. */}
      <LayoutDndProvider>
        <div className="dashboard-page-body">
          {filterBar && !horizontal && <FilterBar orientation="VERTICAL" />}
          <div className="dashboard-page-main">
            <DashboardLayoutView />
          </div>
          <InsertPanel />
        </div>
      </LayoutDndProvider>
      <FullSizeChart />
      <CrossFilterScopingModal />
    </div>
  );
}
