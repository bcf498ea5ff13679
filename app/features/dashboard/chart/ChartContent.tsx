/**
 * What a chart box holds once it has come near the view: its header (name, rejected-filter
 * warning, chart menu), the description when expanded, and the chart. Data is requested while
 * the box is within one viewport of the visible area, and again when its filters or refresh key
 * change; while a run is loading the previous picture stays (never blank).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { DashboardDataMask, ExtraFormData } from '@common/dashboard/dashboardMetadata';
import { ChartErrorBoundary } from '@app/charts/ChartErrorBoundary';
import { ChartRenderer } from '@app/charts/ChartRenderer';
import type { ChartHooks, DataMask, FormData } from '@app/charts/types';
import { Alert } from '@app/components/ui/Alert';
import { Spinner } from '@app/components/ui/Spinner';
import { ChartMenu } from '../chartMenu/ChartMenu';
import { maskApplied } from '../state/dataMaskSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { showsChartControls } from '../urlParams';
import { chartRunKey } from './chartQuery';
import { useChartRuntime } from './chartRuntime';
import { RejectedFilters } from './RejectedFilters';
import { useChartFormData } from './useChartFormData';

/** Px of the chart header and of an expanded description. */
export const HEADER_PX = 32;
const DESCRIPTION_PX = 64;

/** What a chart without dataset access shows instead (spec §6). */
export const NO_ACCESS_MESSAGE = 'You do not have access to the dataset of this chart';
/** A layout chart whose chart is not on the dashboard any more. */
export const MISSING_CHART_MESSAGE = 'This chart no longer exists or is not on this dashboard';

export interface ChartContentProps {
  chartId: number;
  /** The chart's title (the layout's override first). */
  name: string;
  /** Px size of the whole box (header included). */
  width: number;
  height: number;
}

/** The header and chart of a box near the view (see the file comment). */
export function ChartContent({ chartId, name, width, height }: ChartContentProps) {
  const runtime = useChartRuntime();
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();

  // One subscription for all the box reads: every store change (each chart answer) checks each
  // box's subscriptions, 50 boxes at a time on a big dashboard.
  const { chart, run, datasource, metadata, expanded, controls, ownMask } = useDashboardSelector(
    (state) => {
      const found = state.charts.charts[chartId];
      return {
        chart: found,
        run: state.charts.chartRuns[chartId],
        datasource: found ? (state.charts.datasets[found.datasource_id] ?? null) : null,
        metadata: state.dashboard.info?.metadata,
        expanded: state.dashboard.ui.expandedSlices[String(chartId)] === true,
        controls: showsChartControls(state.dashboard.ui.standalone, state.dashboard.ui.uiConfig),
        ownMask: state.dataMask.applied[String(chartId)],
      };
    },
    shallowEqual,
  );
  const formData = useChartFormData(chartId);
  const canRun = chart !== undefined && chart.datasource_access;
  const refreshKey = run?.refreshKey ?? 0;
  // Once per query, not per render: the key is the form data as text.
  const runKey = useMemo(
    () => (formData ? chartRunKey(refreshKey, formData) : null),
    [formData, refreshKey],
  );

  // Charts that cannot run count as settled at once.
  useEffect(() => {
    if (!canRun) runtime.completion.settle(chartId);
  }, [runtime, chartId, canRun]);

  // Runs when in the data window and its query changed (the runtime knows the window).
  useEffect(() => {
    if (!canRun || !formData || !runKey) {
      runtime.want(chartId, null);
      return undefined;
    }
    runtime.want(chartId, () => {
      const current = store.getState().charts.chartRuns[chartId];
      if (current?.runKey === runKey) return;
      void runtime.run(dispatch, chartId, formData, { force: current?.force ?? false, runKey });
    });
    return () => runtime.want(chartId, null);
  }, [canRun, formData, runKey, chartId, runtime, dispatch, store]);

  useEffect(() => {
    if (run?.status === 'failed') runtime.completion.settle(chartId);
  }, [run?.status, runtime, chartId]);

  const onRenderState = useCallback(() => runtime.completion.settle(chartId), [runtime, chartId]);

  const crossFilters = metadata?.cross_filters_enabled !== false;
  const hooks = useMemo<ChartHooks>(
    () => ({
      setDataMask: (mask: DataMask) => {
        if (!crossFilters) return;
        const applied: DashboardDataMask = {
          id: String(chartId),
          extraFormData: mask.extraFormData as ExtraFormData,
          filterState: mask.filterState,
          ...(mask.ownState ? { ownState: mask.ownState } : {}),
        };
        dispatch(maskApplied(applied));
      },
    }),
    [crossFilters, chartId, dispatch],
  );

  const bodyHeight = Math.max(0, height - HEADER_PX - (expanded ? DESCRIPTION_PX : 0));
  const bodyWidth = Math.max(0, width);
  const rejected = run?.queriesResponse?.[0]?.rejected_filters ?? [];
  const shown = run?.queriesResponse && run.resultFormData ? run : null;

  let body;
  if (!chart) {
    body = <ChartMessage type="warning" text={MISSING_CHART_MESSAGE} />;
  } else if (!chart.datasource_access) {
    body = <ChartMessage type="warning" text={NO_ACCESS_MESSAGE} test="chart-no-access" />;
  } else if (run?.status === 'failed') {
    body = <ChartMessage type="error" text={run.error ?? 'An error occurred'} />;
  } else if (shown?.queriesResponse && shown.resultFormData) {
    body = (
      <ChartErrorBoundary resetKey={shown.queriesResponse} onError={onRenderState}>
        <ChartRenderer
          chartId={chartId}
          formData={shown.resultFormData as FormData}
          queriesData={shown.queriesResponse}
          datasource={datasource}
          width={bodyWidth}
          height={bodyHeight}
          colorScheme={metadata?.color_scheme || undefined}
          labelColors={metadata?.label_colors}
          filterState={ownMask?.filterState}
          hooks={hooks}
          onRenderState={onRenderState}
        />
      </ChartErrorBoundary>
    );
  } else {
    body = <Spinner className="dashboard-chart-spinner" label="Loading" />;
  }

  return (
    <>
      <div className="dashboard-chart-header" style={{ height: HEADER_PX }}>
        <span className="dashboard-chart-title" title={name}>
          {name}
        </span>
        {rejected.length > 0 && <RejectedFilters chartId={chartId} filters={rejected} />}
        {shown && run?.status === 'loading' && (
          <Spinner inline size="small" className="dashboard-chart-refreshing" />
        )}
        {controls && chart && <ChartMenu chartId={chartId} name={name} />}
      </div>
      {expanded && (
        <div
          className="dashboard-chart-description"
          style={{ height: DESCRIPTION_PX }}
          data-test={`chart-description-${chartId}`}
        >
          {chart?.description || 'No description'}
        </div>
      )}
      <div
        className={`dashboard-chart-body ${shown && run?.status === 'loading' ? 'is-refreshing' : ''}`}
        style={{ height: bodyHeight }}
      >
        {body}
      </div>
    </>
  );
}

/** A message in place of the chart. */
function ChartMessage(props: { type: 'warning' | 'error'; text: string; test?: string }) {
  return (
    <div className="dashboard-chart-message" data-test={props.test}>
      <Alert
        type={props.type}
        role={props.type === 'error' ? 'alert' : undefined}
        title={props.text}
      />
    </div>
  );
}
