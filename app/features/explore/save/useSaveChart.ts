import { type Dispatch, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { createChart, updateChart } from '@app/api/charts';
import { ApiError } from '@app/api/client';
import { createDashboard } from '@app/api/explore';
import type { ChartPlugin } from '@app/charts/types';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { exploreSearchAfterRun } from '../exploreUrl';
import type { ExploreAction, ExploreState } from '../state/exploreState';
import { chartSaveCall, type SaveChoice, saveFailureText, saveToasts } from './saveRequest';
import { sliceFromRecord } from './sliceFromRecord';

/**
 * The save modal's calls: create the new dashboard if one was typed, POST or PUT the chart,
 * toast, name the chart in the address (`?slice_id=`), and go to the dashboard when asked.
 */
export function useSaveChart(
  state: ExploreState,
  dispatch: Dispatch<ExploreAction>,
  plugin: ChartPlugin | null,
) {
  const appDispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (choice: SaveChoice, goToDashboard: boolean) => {
      if (!state.datasource) return;
      try {
        let dashboardId: number | null = null;
        if (choice.dashboard.kind === 'new')
          dashboardId = await createDashboard(choice.dashboard.title);
        else if (choice.dashboard.kind === 'existing') dashboardId = choice.dashboard.id;
        let queryContext: unknown = null;
        try {
          queryContext = plugin?.buildQuery(state.formData) ?? null;
        } catch {
          // Saved without a query context, as Superset does when it cannot be built.
        }
        const call = chartSaveCall(
          choice,
          {
            formData: state.formData,
            queryContext,
            datasourceId: state.datasource.id,
            slice: state.slice,
          },
          dashboardId,
        );
        const answer =
          call.method === 'PUT' && call.chartId !== null
            ? await updateChart(call.chartId, call.body)
            : await createChart(call.body);
        const slice = sliceFromRecord(answer.result);
        dispatch({ type: 'saved', slice, canOverwrite: true });
        for (const text of saveToasts(choice)) appDispatch(addSuccessToast(text));
        const search = exploreSearchAfterRun(window.location.search, {
          formDataKey: null,
          sliceId: slice.slice_id,
        });
        if (goToDashboard && dashboardId !== null) {
          navigate(`/superset/dashboard/${dashboardId}/`);
          return;
        }
        window.history.replaceState(
          window.history.state,
          '',
          // Permalink and legacy paths become /explore/: the state is named by its key now.
          `/explore/${search}`,
        );
      } catch (error) {
        const detail = error instanceof ApiError ? error.message : undefined;
        throw new Error(saveFailureText(detail), { cause: error });
      }
    },
    [state.datasource, state.formData, state.slice, plugin, dispatch, appDispatch, navigate],
  );
}
