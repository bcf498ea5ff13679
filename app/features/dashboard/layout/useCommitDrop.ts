/** Applies a finished drag: the layout rule, its error toast, the chart fetch, the scope warning. */
import { useCallback } from 'react';
import { chartIdsInLayout } from '@common/dashboard/layoutParse';
import { dropComponent } from '@common/dashboard/layoutDrop';
import { SCOPE_CHANGE_WARNING, chartScopeChanged } from '@common/dashboard/filterScope';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import type { DashboardChart } from '@common/api/dashboards';
import { addDangerToast, addWarningToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { chartAdded } from '../state/chartsSlice';
import { setActiveTabs } from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import type { DragSource } from './dragSource';
import type { DropTarget } from './dropTarget';

/** The toast when a dropped chart's record cannot be read. */
export const FETCH_CHART_ERROR = 'Could not load the chart to add it to the dashboard';

/** Chart ids inside `id` (itself included). */
function chartIdsUnder(layout: DashboardLayout, id: string): number[] {
  return chartIdsInLayout(layout).filter((chartId) => {
    const item = Object.values(layout).find(
      (candidate) => candidate.type === 'CHART' && candidate.meta.chartId === chartId,
    );
    return item !== undefined && (item.id === id || (item.parents ?? []).includes(id));
  });
}

/**
 * A callback that drops `source` at `target`. A new chart's record (`chart`, usually fetched
 * when the drag started) is awaited first; the drop is computed on the layout as it is then.
 */
export function useCommitDrop() {
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();

  /** A drop into a hidden tab (by its label) makes that tab the active one. */
  const showDropParent = useCallback(
    (layout: DashboardLayout, parentId: string) => {
      const parent = layout[parentId];
      const tabsId = parent?.parents?.at(-1);
      const siblings = tabsId ? (layout[tabsId]?.children ?? []) : [];
      if (parent?.type !== 'TAB') return;
      const active = store.getState().dashboard.ui.activeTabs;
      if (active.includes(parentId)) return;
      dispatch(setActiveTabs([...active.filter((id) => !siblings.includes(id)), parentId]));
    },
    [store, dispatch],
  );

  return useCallback(
    async (source: DragSource, target: DropTarget, chart?: Promise<DashboardChart>) => {
      let record: DashboardChart | undefined;
      if (chart) {
        try {
          record = await chart;
        } catch {
          appDispatch(addDangerToast(FETCH_CHART_ERROR));
          return;
        }
      }
      const state = store.getState();
      const before = state.layout.present;
      const outcome = dropComponent(before, {
        item:
          source.kind === 'existing'
            ? { id: source.id }
            : { newType: source.type, meta: source.meta },
        parentId: target.parentId,
        index: target.index,
      });
      if (outcome.error !== null) {
        appDispatch(addDangerToast(outcome.error));
        return;
      }
      if (record) dispatch(chartAdded(record));
      dispatch(layoutChanged(outcome.layout));
      showDropParent(outcome.layout, target.parentId);
      if (source.kind !== 'existing') return;
      const filters = state.dashboard.info?.metadata.native_filter_configuration ?? [];
      const moved = chartIdsUnder(before, source.id);
      if (moved.some((chartId) => chartScopeChanged(before, outcome.layout, chartId, filters))) {
        appDispatch(addWarningToast(SCOPE_CHANGE_WARNING));
      }
    },
    [store, dispatch, appDispatch, showDropParent],
  );
}
