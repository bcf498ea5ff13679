import { Button, Empty, Spin } from '@app/components/antdKit';
import type { ListPage } from '@app/components/listPage/useListPage';
import { DashboardCard } from './DashboardCard';
import type { DashboardListItem } from './dashboardListCalls';
import type { DashboardFilters } from './dashboardListRequest';
import type { DashboardRowActionsProps } from './DashboardRowActions';

/** The card view: a responsive grid of dashboard cards with the list's paging under it. */
export function DashboardCardGrid({
  list,
  bulk,
  onStar,
  actions,
  emptyText,
}: {
  list: ListPage<DashboardListItem, DashboardFilters>;
  bulk: boolean;
  onStar: (dashboard: DashboardListItem) => void;
  actions: Omit<DashboardRowActionsProps, 'dashboard'>;
  emptyText: string;
}) {
  const { state, answer, loading, selection } = list;
  const from = answer.count === 0 ? 0 : state.page * state.pageSize + 1;
  const to = Math.min(answer.count, (state.page + 1) * state.pageSize);
  const select = (id: number, picked: boolean) => {
    const onPage = answer.result.map((d) => d.id).filter((key) => selection.keys.includes(key));
    selection.setPage(picked ? [...onPage, id] : onPage.filter((key) => key !== id));
  };
  return (
    <Spin spinning={loading}>
      {answer.result.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <div className="dashboard-card-grid">
          {answer.result.map((dashboard) => (
            <DashboardCard
              key={dashboard.id}
              dashboard={dashboard}
              onStar={onStar}
              selected={selection.keys.includes(dashboard.id)}
              onSelect={bulk ? (picked) => select(dashboard.id, picked) : undefined}
              {...actions}
            />
          ))}
        </div>
      )}
      {answer.count > 0 && (
        <div className="dashboard-card-paging">
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
