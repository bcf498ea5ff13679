/**
 * One chart box of the dashboard, sized by the layout. Until the box first comes within one
 * viewport of the visible area it holds only its title: a 200-chart page lays out 200 light
 * boxes, and only the ones near the view get their header controls, data and drawing
 * (ChartContent), which they keep from then on (issue 23, G8).
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useDashboardSelector } from '../state/dashboardStore';
import { ChartContent, HEADER_PX } from './ChartContent';
import { useChartRuntime } from './chartRuntime';
import './chartHolder.css';

export interface ChartHolderProps {
  chartId: number;
  layoutId: string;
  /** Px size of the whole box (header included). */
  width: number;
  height: number;
}

/** The chart box of a layout CHART (see the file comment). */
export function ChartHolder({ chartId, layoutId, width, height }: ChartHolderProps) {
  const runtime = useChartRuntime();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const { name, status } = useDashboardSelector((state) => {
    const meta = state.layout.present[layoutId]?.meta;
    const chart = state.charts.charts[chartId];
    return {
      name: meta?.sliceNameOverride || chart?.slice_name || meta?.sliceName || '',
      status: state.charts.chartRuns[chartId]?.status ?? 'idle',
    };
  }, shallowEqual);

  // Watch the viewport; count this chart for `dashboard-complete` until it settles.
  useEffect(() => {
    const node = ref.current;
    runtime.completion.register(chartId);
    if (!node) return undefined;
    // In a transition: a page of 50 boxes coming near at once builds their contents in slices,
    // not in one long task.
    const unwatch = runtime.watch(node, chartId, () => startTransition(() => setNear(true)));
    return () => {
      unwatch();
      runtime.completion.unregister(chartId);
    };
  }, [runtime, chartId]);

  return (
    <div
      ref={ref}
      className="dashboard-chart-holder"
      data-test={`chart-holder-${chartId}`}
      data-state={status}
      style={{ width, height }}
    >
      {near ? (
        <ChartContent chartId={chartId} name={name} width={width} height={height} />
      ) : (
        <div className="dashboard-chart-header" style={{ height: HEADER_PX }}>
          <span className="dashboard-chart-title" title={name}>
            {name}
          </span>
        </div>
      )}
    </div>
  );
}
