import { type Dispatch, useCallback, useEffect } from 'react';
import { chartIsStarred } from '@app/api/charts';
import { isAbortError } from '@app/api/client';
import { getExplore } from '@app/api/explore';
import { loadExplorePlugin } from '@app/charts/pluginLoader';
import { useAppSelector } from '@app/store/store';
import { exploreCapabilities } from './exploreCapabilities';
import type { ExploreRequest } from './exploreUrl';
import { startingFormData } from './newChartFormData';
import type { ExploreAction } from './state/exploreState';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens what the address asks for: GET /api/v1/explore/, then the form data (the address's
 * form_data over the stored one over the chart type's defaults), capabilities and the star.
 * Returns `reloadDatasource`: fetches the dataset again (after an edit) and replaces only it,
 * so new columns and metrics show while the form data and the chart stay.
 */
export function useExploreLoad(request: ExploreRequest | null, dispatch: Dispatch<ExploreAction>) {
  const { user, roles } = useAppSelector((state) => state.user);
  const userId = user?.id;

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const load = async () => {
      const result = await getExplore(request.open, controller.signal);
      const stored = { ...result.form_data, ...(request.formDataOverride ?? {}) };
      const vizType =
        (typeof request.formDataOverride?.viz_type === 'string'
          ? request.formDataOverride.viz_type
          : null) ??
        request.vizType ??
        (typeof stored.viz_type === 'string' ? stored.viz_type : 'table');
      const isNewChart =
        !result.slice && !request.open.form_data_key && !request.open.permalink_key;
      let formData;
      try {
        const plugin = await loadExplorePlugin(vizType);
        formData = startingFormData(
          plugin.controlPanel,
          result.dataset,
          stored,
          vizType,
          isNewChart,
        );
      } catch {
        // An unknown chart type still opens: the chart pane says it is not supported.
        formData = { ...stored, viz_type: vizType, datasource: `${result.dataset.id}__table` };
      }
      const slice = result.slice;
      const starred = slice ? await chartIsStarred(slice.slice_id).catch(() => false) : false;
      if (controller.signal.aborted) return;
      dispatch({
        type: 'loaded',
        datasource: result.dataset,
        formData,
        slice,
        capabilities: exploreCapabilities(roles, userId, slice),
        force: request.force,
      });
      if (starred) dispatch({ type: 'starChanged', isStarred: true });
    };
    load().catch((error: unknown) => {
      if (!isAbortError(error)) dispatch({ type: 'loadFailed', message: messageOf(error) });
    });
    return () => controller.abort();
  }, [request, dispatch, roles, userId]);

  return useCallback(
    async (datasetId: number) => {
      const result = await getExplore({ datasource_id: datasetId, datasource_type: 'table' });
      dispatch({ type: 'datasourceReloaded', datasource: result.dataset });
    },
    [dispatch],
  );
}
