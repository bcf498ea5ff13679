import { Button, Empty, Spin } from '@app/components/antdKit';
import type { ListPage } from '@app/components/listPage/useListPage';
import { ChartCard } from './ChartCard';
import type { ChartFilters } from './chartListRequest';
import type { ChartListItem } from './chartPresentation';
import type { ChartRowActionsProps } from './ChartRowActions';

/** The card view: a responsive grid of chart cards with the list's paging under it. */
export function ChartCardGrid({
  list,
  bulk,
  onStar,
  actions,
  emptyText,
}: {
  list: ListPage<ChartListItem, ChartFilters>;
  bulk: boolean;
  onStar: (chart: ChartListItem) => void;
  actions: Omit<ChartRowActionsProps, 'chart'>;
  emptyText: string;
}) {
  const { state, answer, loading, selection } = list;
  const from = answer.count === 0 ? 0 : state.page * state.pageSize + 1;
  const to = Math.min(answer.count, (state.page + 1) * state.pageSize);
  const select = (id: number, picked: boolean) => {
    const onPage = answer.result
      .map((chart) => chart.id)
      .filter((key) => selection.keys.includes(key));
    selection.setPage(picked ? [...onPage, id] : onPage.filter((key) => key !== id));
  };
  return (
    <Spin spinning={loading}>
      {answer.result.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div className="chart-card-grid">
          {answer.result.map((chart) => (
            <ChartCard
              key={chart.id}
              chart={chart}
              onStar={onStar}
              selected={selection.keys.includes(chart.id)}
              onSelect={bulk ? (picked) => select(chart.id, picked) : undefined}
              {...actions}
            />
          ))}
        </div>
      )}
      {answer.count > 0 && (
        <div className="chart-card-paging">
          <span>
            {from}-{to} of {answer.count}
          </span>
          <Button
            size="small"
            disabled={state.page === 0}
            onClick={() => list.setPage(state.page - 1)}
          >
            Previous
          </Button>
          <Button
            size="small"
            disabled={to >= answer.count}
            onClick={() => list.setPage(state.page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </Spin>
  );
}
