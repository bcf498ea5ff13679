import { type Dispatch, type RefObject, useCallback, useMemo, useRef } from 'react';
import { humanizeAge } from '@common/humanizeAge';
import { logEvent } from '@app/api/eventLogger';
import { ChartErrorBoundary } from '@app/charts/ChartErrorBoundary';
import { ChartRenderer, renderErrorMessage } from '@app/charts/ChartRenderer';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Spinner } from '@app/components/ui/Spinner';
import { type ExploreAction, type ExploreState, renderFormData } from '../state/exploreState';
import { chartPaneState } from './chartPaneState';
import { useElementSize } from './useElementSize';

export interface ChartPaneProps {
  state: ExploreState;
  dispatch: Dispatch<ExploreAction>;
  /** Why the chart cannot be previewed yet: "Label: message" of each failing control. */
  missing: string[];
  pluginError: string | null;
  onStop: () => void;
  onForceRefresh: () => void;
  /** The chart's box, read by "Download as image". */
  chartRef: RefObject<HTMLDivElement | null>;
}

const EMPTY_TITLE = 'Add required control values to preview chart';

/** The chart, its state (empty, loading, failed, stopped, rendered), row count and cache age. */
export function ChartPane(props: ChartPaneProps) {
  const { state, dispatch, missing, pluginError, chartRef } = props;
  const { chart } = state;
  const [sizeRef, size] = useElementSize<HTMLDivElement>();
  const view = chartPaneState(chart.chartStatus, pluginError !== null);
  // Kept while the last run and the render-only changes are: a new object would transform
  // and paint the chart again.
  const { latestQueryFormData } = chart;
  const { renderOverrides } = state;
  const formData = useMemo(
    () => renderFormData({ chart: { latestQueryFormData }, renderOverrides }),
    [latestQueryFormData, renderOverrides],
  );
  // Read when the chart paints: the render_chart event's duration runs from the run's start.
  const runInfo = useRef({ start: chart.chartUpdateStartTime, sliceId: state.slice?.slice_id });
  runInfo.current = { start: chart.chartUpdateStartTime, sliceId: state.slice?.slice_id };
  const onRenderState = useCallback(
    (rendered: 'rendered' | 'failed', message?: string) => {
      const { start, sliceId } = runInfo.current;
      logEvent('render_chart', {
        source: 'explore',
        source_id: sliceId,
        event_type: 'timing',
        slice_id: sliceId ?? 0,
        duration: start === null ? 0 : Date.now() - start,
        has_err: rendered === 'failed',
      });
      dispatch(
        rendered === 'rendered'
          ? { type: 'chartRenderSucceeded' }
          : { type: 'chartRenderFailed', message: message ?? 'An error occurred' },
      );
    },
    [dispatch],
  );
  const first = chart.queriesResponse?.[0];
  const rows = chart.queriesResponse?.reduce((sum, entry) => sum + (entry.rowcount ?? 0), 0);
  const cachedAge =
    first?.is_cached && first.cached_dttm ? Date.now() - Date.parse(`${first.cached_dttm}Z`) : null;
  const annotationErrors = Object.entries(chart.annotations?.errors ?? {});

  return (
    <section className="explore-chart-pane" data-test="explore-chart-pane" aria-label="Chart">
      <div className="explore-chart-bar">
        {rows !== undefined && (
          <span className="explore-chart-meta" data-test="explore-row-count">
            {rows.toLocaleString('en-US')} {rows === 1 ? 'row' : 'rows'}
          </span>
        )}
        {cachedAge !== null && Number.isFinite(cachedAge) && (
          <span className="explore-chart-meta" data-test="explore-cached">
            Cached {humanizeAge(Math.max(0, cachedAge))}
            <Button
              size="small"
              variant="text"
              aria-label="Force refresh"
              title="Force refresh"
              data-test="explore-force-refresh"
              onClick={props.onForceRefresh}
            >
              ↻
            </Button>
          </span>
        )}
        {state.stale && view !== 'loading' && (
          <span className="explore-stale-hint" data-test="explore-stale-hint" role="status">
            The chart is out of date: click Update chart to see your changes
          </span>
        )}
      </div>
      {annotationErrors.length > 0 && (
        <Alert
          type="warning"
          className="explore-annotation-errors"
          title={annotationErrors.map(([layer, message]) => `${layer}: ${message}`).join('; ')}
        />
      )}
      <div
        className={`explore-chart-body ${state.stale ? 'is-stale' : ''}`}
        data-test="explore-chart-state"
        data-state={view}
        ref={sizeRef}
      >
        {view === 'empty' && (
          <div className="explore-chart-empty">
            <div className="explore-chart-empty-title">
              {missing.length > 0 ? EMPTY_TITLE : 'Click "Update chart" to see the chart'}
            </div>
            {missing.length > 0 && (
              <ul className="explore-chart-missing">
                {missing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {view === 'loading' && chart.chartStatus === 'loading' && (
          <div className="explore-chart-loading">
            <Spinner size="large" label="Loading chart" />
            <Button data-test="explore-stop" onClick={props.onStop}>
              Stop
            </Button>
          </div>
        )}
        {(view === 'failed' || view === 'stopped') && (
          <div className="explore-chart-message">
            <Alert
              type={view === 'failed' ? 'error' : 'warning'}
              role="alert"
              title={pluginError ?? chart.chartAlert ?? 'An error occurred'}
            />
          </div>
        )}
        {chart.queriesResponse && formData && (view === 'rendered' || view === 'loading') && (
          <div
            className="explore-chart-canvas"
            ref={chartRef}
            hidden={chart.chartStatus === 'loading'}
          >
            {size.width > 0 && size.height > 0 && (
              <ChartErrorBoundary
                resetKey={chart.queriesResponse}
                onError={(message) => onRenderState('failed', renderErrorMessage(message))}
              >
                <ChartRenderer
                  chartId="explore"
                  formData={formData}
                  queriesData={chart.queriesResponse}
                  datasource={state.datasource}
                  width={size.width}
                  height={size.height}
                  annotations={chart.annotations ?? undefined}
                  onRenderState={onRenderState}
                />
              </ChartErrorBoundary>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
