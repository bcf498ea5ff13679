import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { ApiError, isAbortError } from '@app/api/client';
import {
  createDashboard,
  deleteDashboards,
  listDashboards,
  setDashboardFavorite,
} from '@app/api/dashboards';
import { Alert, Button } from '@app/components/antdKit';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { useListPage } from '@app/components/listPage/useListPage';
import type { CardFace } from '@app/components/resourceList/ResourceCard';
import { countOf, type ResourceKind } from '@app/components/resourceList/resourceItem';
import { ResourceListPage } from '@app/components/resourceList/ResourceListPage';
import { useResourceRows } from '@app/components/resourceList/useResourceRows';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { dashboardEditUrl, type DashboardListItem, starredDashboards } from './dashboardListCalls';
import { DashboardListFilters } from './DashboardListFilters';
import {
  DASHBOARD_SORT_OPTIONS,
  dashboardFilters,
  type DashboardFilters,
  DEFAULT_DASHBOARD_SORT,
  NO_DASHBOARD_FILTERS,
} from './dashboardListRequest';
import { dashboardTableColumns } from './dashboardTableColumns';
import { StatusBadge } from './StatusBadge';
import './dashboardList.css';

const DASHBOARD: ResourceKind<DashboardListItem> = {
  noun: 'dashboard',
  name: (dashboard) => dashboard.dashboard_title,
  url: (dashboard) => dashboard.url,
};

/** A card shows a sketch of a layout with the status, and how many charts it holds. */
const DASHBOARD_FACE: CardFace<DashboardListItem> = {
  thumbnail: (dashboard) => (
    <>
      {/* No rendered thumbnails (no headless browser on the server): a sketch of a layout. */}
      <span className="dashboard-card-sketch">
        <span />
        <span />
        <span />
      </span>
      <StatusBadge published={dashboard.published} />
    </>
  ),
  detail: (dashboard) => countOf('chart', dashboard.charts.length),
};

/** /dashboard/list/: dashboards as cards or a table, searched, filtered, sorted and paged. */
export function DashboardsPage() {
  const showError = useApiErrorToast();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    async (state: ListState<DashboardFilters>, signal: AbortSignal) => {
      try {
        const page = await listDashboards(
          listRequest(state, dashboardFilters(state.filters)),
          signal,
        );
        setFailure(null);
        // Stars are a detail: the list still shows (unstarred) when they cannot be read.
        const starred = await starredDashboards(page.result.map((d) => d.id)).catch(
          (error: unknown) => (showError(error), new Set<number>()),
        );
        return {
          count: page.count,
          result: page.result.map((d): DashboardListItem => ({ ...d, starred: starred.has(d.id) })),
        };
      } catch (error) {
        if (!isAbortError(error) && !(error instanceof ApiError && error.status === 403))
          setFailure(error instanceof ApiError ? error.message : DASHBOARD_MESSAGES.unknownError);
        throw error;
      }
    },
    [showError],
  );
  const list = useListPage({
    load,
    filters: NO_DASHBOARD_FILTERS,
    sort: DEFAULT_DASHBOARD_SORT,
    rowKey: (dashboard: DashboardListItem) => dashboard.id,
  });
  const { act, reload } = list;
  const { canWrite, actions, star } = useResourceRows({
    kind: DASHBOARD,
    permission: 'Dashboard',
    reload,
    setStarred: setDashboardFavorite,
    onEdit: (dashboard) => void navigate(dashboardEditUrl(dashboard)),
    onDelete: (dashboard) =>
      act(deleteDashboards([dashboard.id]), `Deleted: ${dashboard.dashboard_title}.`, [
        dashboard.id,
      ]),
  });
  const create = () => {
    setCreating(true);
    createDashboard({ dashboard_title: DASHBOARD_MESSAGES.untitled })
      .then((answer) => void navigate(`/superset/dashboard/${answer.id}/?edit=true`), showError)
      .finally(() => setCreating(false));
  };

  return (
    <ResourceListPage
      title="Dashboards"
      kind={DASHBOARD}
      face={DASHBOARD_FACE}
      minCardWidth={260}
      table={dashboardTableColumns}
      list={list}
      noFilters={NO_DASHBOARD_FILTERS}
      filters={<DashboardListFilters filters={list.state.filters} onChange={list.setFilters} />}
      sort={{
        options: DASHBOARD_SORT_OPTIONS,
        direction: (column) => (column === 'dashboard_title' ? 'asc' : 'desc'),
      }}
      canWrite={canWrite}
      actions={actions}
      onStar={star}
      bundle={{
        exportsWith: 'charts, datasets and databases',
        overwrites: 'dashboards, charts, datasets and databases',
      }}
      deleteMany={(ids) =>
        act(deleteDashboards(ids), `Deleted ${countOf('dashboard', ids.length)}.`, ids)
      }
      onCreate={create}
      creating={creating}
      forbiddenText="You do not have permission to see dashboards."
      notice={
        failure && (
          <Alert
            className="dashboard-list-failure"
            type="error"
            showIcon
            message="The dashboards could not be loaded"
            description={failure}
            action={
              <Button size="small" onClick={reload}>
                Try again
              </Button>
            }
          />
        )
      }
    />
  );
}
