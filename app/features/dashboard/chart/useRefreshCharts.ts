/** Refreshing charts: on demand (header, chart menu) and on the auto-refresh timer (spec §4). */
import { useCallback, useEffect } from 'react';
import { DEFAULT_STAGGER_TIME } from '@common/dashboard/dashboardMetadata';
import { chartIdsInLayout } from '@common/dashboard/layoutParse';
import { effectiveRefreshMs, staggerDelays } from '@common/dashboard/refreshSchedule';
import { refreshCharts } from '../state/chartsSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { useChartRuntime } from './chartRuntime';

/**
 * Answers `refresh(ids?, force = true)`: the given charts (all when none) run again; charts out
 * of view run when they come into view. The old picture stays until the new answer arrives.
 */
export function useRefreshCharts(): (ids?: number[] | null, force?: boolean) => void {
  const dispatch = useDashboardDispatch();
  return useCallback(
    (ids: number[] | null = null, force = true) => dispatch(refreshCharts({ ids, force })),
    [dispatch],
  );
}

/** The charts one auto-refresh round refreshes: in view, not immune, in layout order. */
export function autoRefreshTargets(
  layoutChartIds: number[],
  immune: number[] | undefined,
  inView: ReadonlySet<number>,
): number[] {
  const skip = new Set(immune ?? []);
  return layoutChartIds.filter((id) => !skip.has(id) && inView.has(id));
}

/**
 * The auto-refresh timer of ui.refreshFrequency: every effective interval, the charts in view
 * (except timed_refresh_immune_slices) refresh, spread over stagger_time when staggered.
 */
export function useAutoRefresh(): void {
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const runtime = useChartRuntime();
  const seconds = useDashboardSelector((state) => state.dashboard.ui.refreshFrequency);
  const staggerTime = useDashboardSelector(
    (state) => state.dashboard.info?.metadata.stagger_time ?? DEFAULT_STAGGER_TIME,
  );
  useEffect(() => {
    const period = effectiveRefreshMs(seconds, staggerTime);
    if (period <= 0) return undefined;
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const timer = setInterval(() => {
      const state = store.getState();
      const metadata = state.dashboard.info?.metadata ?? {};
      const ids = autoRefreshTargets(
        chartIdsInLayout(state.layout.present),
        metadata.timed_refresh_immune_slices,
        runtime.inWindow,
      );
      const delays = staggerDelays(ids, metadata.stagger_refresh !== false, staggerTime);
      for (const [id, delay] of delays) {
        const handle = setTimeout(() => {
          pending.delete(handle);
          dispatch(refreshCharts({ ids: [id], force: true }));
        }, delay);
        pending.add(handle);
      }
    }, period);
    return () => {
      clearInterval(timer);
      for (const handle of pending) clearTimeout(handle);
    };
  }, [seconds, staggerTime, store, dispatch, runtime]);
}
