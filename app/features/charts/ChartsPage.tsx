import { useState } from 'react';
import { setChartStarred } from '@app/api/charts';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { useListPage } from '@app/components/listPage/useListPage';
import type { CardFace } from '@app/components/resourceList/ResourceCard';
import { ResourceListPage } from '@app/components/resourceList/ResourceListPage';
import { useResourceRows } from '@app/components/resourceList/useResourceRows';
import { countOf, type ResourceKind } from '@app/components/resourceList/resourceItem';
import { deleteCharts, listCharts, starredCharts } from './chartListCalls';
import { ChartListFilters } from './ChartListFilters';
import {
  CHART_SORT_OPTIONS,
  chartFilters,
  type ChartFilters,
  DEFAULT_CHART_SORT,
  NO_CHART_FILTERS,
} from './chartListRequest';
import {
  chartExploreUrl,
  type ChartListItem,
  thumbnailSrc,
  vizTypeName,
} from './chartPresentation';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { chartTableColumns } from './chartTableColumns';
import { CreateChartModal } from './CreateChartModal';
import './chartList.css';

/** One page of charts with the caller's stars. */
async function load(state: ListState<ChartFilters>, signal: AbortSignal) {
  const page = await listCharts(listRequest(state, chartFilters(state.filters)), signal);
  const starred = await starredCharts(page.result.map((chart) => chart.id));
  return {
    count: page.count,
    result: page.result.map((chart): ChartListItem => ({
      ...chart,
      starred: starred.has(chart.id),
    })),
  };
}

const CHART: ResourceKind<ChartListItem> = {
  noun: 'chart',
  name: (chart) => chart.slice_name,
  url: (chart) => chartExploreUrl(chart.id),
};

/** A card shows the chart type's picture and name. */
const CHART_FACE: CardFace<ChartListItem> = {
  thumbnail: (chart) => {
    const src = thumbnailSrc(chart.viz_type);
    return src ? (
      <img className="chart-card-image" src={src} alt="" />
    ) : (
      <span className="chart-card-no-thumbnail" />
    );
  },
  detail: (chart) => vizTypeName(chart.viz_type),
};

/** /chart/list/: saved charts as cards or a table, searched, filtered, sorted and paged. */
export function ChartsPage() {
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useListPage({
    load,
    filters: NO_CHART_FILTERS,
    sort: DEFAULT_CHART_SORT,
    rowKey: (chart: ChartListItem) => chart.id,
  });
  const { act, reload } = list;
  const { canWrite, actions, star } = useResourceRows({
    kind: CHART,
    permission: 'Chart',
    reload,
    setStarred: setChartStarred,
    onEdit: setEditing,
    onDelete: (chart) => act(deleteCharts([chart.id]), `Deleted: ${chart.slice_name}`, [chart.id]),
  });

  return (
    <ResourceListPage
      title="Charts"
      kind={CHART}
      face={CHART_FACE}
      minCardWidth={240}
      table={chartTableColumns}
      list={list}
      noFilters={NO_CHART_FILTERS}
      filters={<ChartListFilters filters={list.state.filters} onChange={list.setFilters} />}
      sort={{
        options: CHART_SORT_OPTIONS,
        direction: (column) => (column === DEFAULT_CHART_SORT.column ? 'desc' : 'asc'),
      }}
      canWrite={canWrite}
      actions={actions}
      onStar={star}
      bundle={{
        exportsWith: 'datasets and databases',
        overwrites: 'charts, datasets and databases',
      }}
      deleteMany={(ids) => act(deleteCharts(ids), `Deleted ${countOf('chart', ids.length)}`, ids)}
      onCreate={() => setCreating(true)}
    >
      {editing && (
        <ChartPropertiesModal
          key={editing.id}
          chart={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {creating && <CreateChartModal onClose={() => setCreating(false)} />}
    </ResourceListPage>
  );
}
