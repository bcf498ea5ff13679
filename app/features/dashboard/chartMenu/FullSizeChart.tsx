/**
 * The full-size chart view (spec §2): the page's `ui.fullSizeChartId` chart over the whole
 * window; Escape or the close button returns to the dashboard.
 */
import { useEffect, useState } from 'react';
import { ChartHolder } from '../chart/ChartHolder';
import { setFullSizeChart } from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardSelector } from '../state/dashboardStore';
import './chartMenu.css';

/** Px around the chart in the full-size view. */
const PADDING = 24;

const windowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The full-size chart, or nothing when no chart is full size. */
export function FullSizeChart() {
  const dispatch = useDashboardDispatch();
  const chartId = useDashboardSelector((state) => state.dashboard.ui.fullSizeChartId);
  // The chart's layout item: its name override and meta come from there.
  const layoutId = useDashboardSelector((state) =>
    chartId === null
      ? null
      : (Object.values(state.layout.present).find(
          (item) => item.type === 'CHART' && item.meta?.chartId === chartId,
        )?.id ?? null),
  );
  const [size, setSize] = useState(windowSize);

  useEffect(() => {
    if (chartId === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // A modal open above the chart closes first.
      if (event.key === 'Escape' && !document.querySelector('.ui-modal-backdrop'))
        dispatch(setFullSizeChart(null));
    };
    const onResize = () => setSize(windowSize());
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [chartId, dispatch]);

  if (chartId === null) return null;
  return (
    <div
      className="chart-full-size"
      role="dialog"
      aria-modal="true"
      aria-label="Full-size chart"
      data-test="chart-full-size"
    >
      <button
        type="button"
        className="chart-full-size-close"
        aria-label="Exit fullscreen"
        title="Exit fullscreen (Esc)"
        onClick={() => dispatch(setFullSizeChart(null))}
      >
        ×
      </button>
      <ChartHolder
        chartId={chartId}
        layoutId={layoutId ?? `CHART-full-${chartId}`}
        width={Math.max(200, size.width - 2 * PADDING)}
        height={Math.max(200, size.height - 2 * PADDING)}
      />
    </div>
  );
}
