/** A chart of the layout: ChartHolder sized from its grid units, resizable in edit mode. */
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type LayoutItem,
} from '@common/dashboard/layoutTypes';
import { ChartHolder } from '../chart/ChartHolder';
import { useDashboardSelector } from '../state/dashboardStore';
import { heightPx, widthPx } from './gridSizes';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';
import { useResize } from './useResize';

/** One CHART component (see the file comment). */
export function ChartItem({ item, parentUnits }: { item: LayoutItem; parentUnits: number }) {
  const { editMode, columnWidth } = useLayoutView();
  const { preview, handles } = useResize(item.id, { width: true, height: true });
  const chartId = item.meta.chartId;
  const storedName = useDashboardSelector((state) =>
    chartId === undefined ? undefined : state.charts.charts[chartId]?.slice_name,
  );
  const label = item.meta.sliceNameOverride || item.meta.sliceName || storedName || 'Chart';
  const units = Math.min(
    preview?.width ?? item.meta.width ?? GRID_DEFAULT_CHART_WIDTH,
    parentUnits,
  );
  const width = widthPx(units, columnWidth);
  const height = heightPx(preview?.height ?? item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT);

  return (
    <LayoutItemFrame
      id={item.id}
      type="CHART"
      label={label}
      editMode={editMode}
      className={preview ? 'is-resizing' : undefined}
      style={{ width, height }}
    >
      {chartId === undefined ? (
        <div className="dashboard-missing-chart">This chart is missing its chart id.</div>
      ) : (
        <ChartHolder chartId={chartId} layoutId={item.id} width={width} height={height} />
      )}
      {handles}
    </LayoutItemFrame>
  );
}
