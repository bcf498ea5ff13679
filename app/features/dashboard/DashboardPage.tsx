/**
 * The dashboard page once its store is filled: header on top, the filter bar (left, or under
 * the header when horizontal), the layout in the middle, the insert panel on the right in edit
 * mode. The dashboard's own CSS applies only inside the page (scopedCss.ts) and goes with it.
 */
import { useEffect, useMemo } from 'react';
import { EchartsDrawModeContext, type EchartsDrawMode } from '@app/charts/shared/echartsDrawMode';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import { Spinner } from '@app/components/ui/Spinner';
import { useChartRuntime } from './chart/chartRuntime';
import { useAutoRefresh } from './chart/useRefreshCharts';
import { useSharedLabelColors } from './colors/useSharedLabelColors';
import { DashboardHeader } from './header/DashboardHeader';
import { DashboardLayoutView } from './layout/DashboardLayoutView';
import { FilterBar } from './nativeFilters/FilterBar';
import { LayoutDndScope } from './layout/LayoutDndScope';
import { dashboardScopeClass, scopeDashboardCss } from './scopedCss';
import { useDashboardSelector } from './state/dashboardStore';
import { showsFilterBar } from './urlParams';
import './dashboardPage.css';

// What view mode never shows loads on first use: the insert panel (edit mode), the full-size
// chart and the cross-filter scoping modal (issue 23: route JS before the first chart).
const insertPanel = moduleLoader(() => import('./layout/InsertPanel'));
const fullSizeChart = moduleLoader(() => import('./chartMenu/FullSizeChart'));
const scopingModal = moduleLoader(() => import('./nativeFilters/CrossFilterScopingModal'));

// Dozens of charts arrive together: no animation (rendered = first paint, as the bare ECharts
// page of G7), and each chart drawn in its own slice of a task (no long task).
const DRAW_MODE: EchartsDrawMode = { animation: false, queued: true, svg: true };

/** The lazily loaded parts of the page, each once it is first needed. */
function useLazyParts() {
  const editMode = useDashboardSelector((state) => state.dashboard.ui.editMode);
  const fullSize = useDashboardSelector((state) => state.dashboard.ui.fullSizeChartId !== null);
  const scoping = useDashboardSelector(
    (state) => state.dashboard.ui.crossFilterScopingChartId !== null,
  );
  return {
    InsertPanel: useLoadedModule(insertPanel, editMode)?.InsertPanel,
    FullSizeChart: useLoadedModule(fullSizeChart, fullSize)?.FullSizeChart,
    CrossFilterScopingModal: useLoadedModule(scopingModal, scoping)?.CrossFilterScopingModal,
  };
}

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
  const editMode = useDashboardSelector((state) => state.dashboard.ui.editMode);
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
  const { InsertPanel, FullSizeChart, CrossFilterScopingModal } = useLazyParts();

  if (!ready) return <Spinner className="tessera-page-spinner" label="Loading dashboard" />;
  const horizontal = info.metadata.filter_bar_orientation === 'HORIZONTAL';
  const filterBar = showsFilterBar(standalone);
  return (
    <EchartsDrawModeContext.Provider value={DRAW_MODE}>
      <div
        className={`dashboard-page ${dashboardScopeClass(info.id)} ${standalone ? 'is-standalone' : ''}`}
        data-test="dashboard-page"
      >
        {scoped && <style data-test="dashboard-css">{scoped}</style>}
        <DashboardHeader />
        {filterBar && horizontal && <FilterBar orientation="HORIZONTAL" />}
        {/* One drag context: panel items drop onto the layout (dnd-kit loads with edit mode). */}
        <LayoutDndScope editMode={editMode}>
          <div className="dashboard-page-body">
            {filterBar && !horizontal && <FilterBar orientation="VERTICAL" />}
            <div className="dashboard-page-main">
              <DashboardLayoutView />
            </div>
            {InsertPanel && <InsertPanel />}
          </div>
        </LayoutDndScope>
        {FullSizeChart && <FullSizeChart />}
        {CrossFilterScopingModal && <CrossFilterScopingModal />}
      </div>
    </EchartsDrawModeContext.Provider>
  );
}
