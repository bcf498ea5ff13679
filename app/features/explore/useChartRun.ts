import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { fetchChartData } from '@app/api/chartData';
import { isAbortError } from '@app/api/client';
import { logEvent } from '@app/api/eventLogger';
import { storeFormData } from '@app/api/explore';
import { fetchAnnotations } from '@app/charts/shared/annotations/fetchAnnotations';
import type { AnnotationLayerConfig, ChartPlugin, FormData } from '@app/charts/types';
import { exploreSearchAfterRun } from './exploreUrl';
import type { ExploreAction, ExploreState } from './state/exploreState';

/** Annotation layers time out on their own (spec §7: the web server timeout). */
const ANNOTATION_TIMEOUT_MS = 60_000;

/** The shown annotation layers of a form data. */
export function shownAnnotationLayers(formData: FormData): AnnotationLayerConfig[] {
  const layers = formData.annotation_layers;
  return Array.isArray(layers)
    ? (layers as AnnotationLayerConfig[]).filter((layer) => layer && layer.show !== false)
    : [];
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

// Spec §3 "Log event": Superset's load_chart timing event of a chart data call.
function logLoad(
  started: number,
  formData: FormData,
  sliceId: number | undefined,
  error: string | null,
): void {
  logEvent('load_chart', {
    source: 'explore',
    source_id: sliceId,
    event_type: 'timing',
    slice_id: sliceId ?? 0,
    viz_type: formData.viz_type,
    start_offset: Math.round(performance.now()),
    duration: Date.now() - started,
    has_err: error !== null,
    ...(error ? { error_details: error } : {}),
  });
}

/** Runs Explore's chart: builds the query context, fetches, and keeps the address current. */
export function useChartRun(
  state: ExploreState,
  dispatch: Dispatch<ExploreAction>,
  plugin: ChartPlugin | null,
) {
  const running = useRef<AbortController | null>(null);
  // Read at call time, so that run() keeps one identity while the form data changes.
  const latest = useRef({ state, plugin });
  latest.current = { state, plugin };

  const keepAddress = useCallback(
    async (formData: FormData) => {
      const { state: current } = latest.current;
      if (!current.datasource) return;
      try {
        const key = await storeFormData(
          {
            datasourceId: current.datasource.id,
            chartId: current.slice?.slice_id ?? null,
            formData,
          },
          current.formDataKey ?? undefined,
        );
        dispatch({ type: 'formDataKeyStored', key });
        const search = exploreSearchAfterRun(window.location.search, {
          formDataKey: key,
          sliceId: latest.current.state.slice?.slice_id ?? null,
        });
        window.history.replaceState(
          window.history.state,
          '',
          // Permalink and legacy paths become /explore/: the state is named by its key now.
          `/explore/${search}`,
        );
      } catch {
        // The address is a convenience: a failed store leaves the chart as it is.
      }
    },
    [dispatch],
  );

  const run = useCallback(
    async (options: { force?: boolean } = {}) => {
      const { state: current, plugin: currentPlugin } = latest.current;
      if (!currentPlugin) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const formData = current.formData;
      const started = Date.now();
      dispatch({ type: 'chartUpdateStarted', formData, at: started });
      const layers = shownAnnotationLayers(formData);
      if (layers.length > 0) {
        // In parallel with the chart's own query; errors are per layer, shown over the chart.
        fetchAnnotations(layers, formData, {
          signal: controller.signal,
          timeoutMs: ANNOTATION_TIMEOUT_MS,
        }).then(
          (annotations) => {
            if (!controller.signal.aborted) dispatch({ type: 'annotationsLoaded', annotations });
          },
          () => undefined,
        );
      }
      try {
        const queryContext = currentPlugin.buildQuery(formData);
        const entries = await fetchChartData(queryContext, {
          signal: controller.signal,
          force: options.force ?? current.force,
          sliceId: current.slice?.slice_id,
        });
        if (controller.signal.aborted) return;
        dispatch({ type: 'chartUpdateSucceeded', queriesResponse: entries, at: Date.now() });
        logLoad(started, formData, current.slice?.slice_id, null);
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return;
        dispatch({ type: 'chartUpdateFailed', message: messageOf(error), at: Date.now() });
        logLoad(started, formData, current.slice?.slice_id, messageOf(error));
      } finally {
        if (running.current === controller) running.current = null;
      }
      if (options.force || current.force) dispatch({ type: 'forceChanged', force: false });
      void keepAddress(formData);
    },
    [dispatch, keepAddress],
  );

  const stop = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    dispatch({ type: 'chartUpdateStopped', at: Date.now() });
  }, [dispatch]);

  useEffect(() => () => running.current?.abort(), []);
  return { run, stop };
}
