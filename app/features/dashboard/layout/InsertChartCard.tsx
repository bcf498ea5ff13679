/** A saved chart of the insert panel: draggable onto the layout unless already on it. */
import { useDraggable } from '@dnd-kit/core';
import type { ChartRecord } from '@common/api/charts';
import { GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH } from '@common/dashboard/layoutTypes';
import { draggableId, type DragSource } from './dragSource';

/** One chart card. */
export function InsertChartCard({ chart, added }: { chart: ChartRecord; added: boolean }) {
  const source: DragSource = {
    kind: 'new',
    type: 'CHART',
    label: chart.slice_name,
    chartId: chart.id,
    meta: {
      chartId: chart.id,
      sliceName: chart.slice_name,
      width: GRID_DEFAULT_CHART_WIDTH,
      height: GRID_DEFAULT_CHART_HEIGHT,
    },
  };
  const drag = useDraggable({ id: draggableId(source), data: source, disabled: added });
  return (
    <div
      ref={drag.setNodeRef}
      className={`dashboard-insert-chart ${added ? 'is-added' : ''} ${drag.isDragging ? 'is-dragged' : ''}`}
      data-test={`insert-chart-${chart.id}`}
      title={added ? 'Already on this dashboard' : 'Drag onto the dashboard'}
      {...drag.attributes}
      {...drag.listeners}
    >
      <div className="dashboard-insert-chart-name">
        <span>{chart.slice_name}</span>
        {added && <span className="dashboard-insert-added">Added</span>}
      </div>
      <div className="dashboard-insert-chart-meta">
        <span>{chart.viz_type}</span>
        <span>Modified {chart.changed_on_delta_humanized}</span>
      </div>
    </div>
  );
}
