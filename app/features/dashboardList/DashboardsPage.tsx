import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_MESSAGES } from '@common/api/dashboards';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { ApiError, isAbortError } from '@app/api/client';
import {
  createDashboard,
  deleteDashboards,
  listDashboards,
  setDashboardFavorite,
} from '@app/api/dashboards';
import { Alert, Button, Select } from '@app/components/antdKit';
import { ImportBundleModal } from '@app/components/ImportBundleModal';
import { BulkActions } from '@app/components/listPage/BulkActions';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { ListTable } from '@app/components/listPage/ListTable';
import { useListPage } from '@app/components/listPage/useListPage';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { useAppSelector } from '@app/store/store';
import { DashboardCardGrid } from './DashboardCardGrid';
import {
  dashboardEditUrl,
  dashboardExportHref,
  type DashboardListItem,
  download,
  importDashboards,
  starredDashboards,
} from './dashboardListCalls';
import { DashboardListFilters } from './DashboardListFilters';
import {
  DASHBOARD_SORT_OPTIONS,
  dashboardFilters,
  type DashboardFilters,
  DEFAULT_DASHBOARD_SORT,
  NO_DASHBOARD_FILTERS,
} from './dashboardListRequest';
import { dashboardTableColumns } from './dashboardTableColumns';
import {
  type DashboardViewMode,
  readDashboardViewMode,
  saveDashboardViewMode,
} from './dashboardViewMode';
import { NoDashboardsYet } from './NoDashboardsYet';
import './dashboardList.css';

const plural = (count: number) => `${count} dashboard${count === 1 ? '' : 's'}`;

/** /dashboard/list/: dashboards as cards or a table, searched, filtered, sorted and paged. */
export function DashboardsPage() {
  const { user, roles } = useAppSelector((state) => state.user);
  const showError = useApiErrorToast();
  const navigate = useNavigate();
  const [view, setView] = useState<DashboardViewMode>(readDashboardViewMode);
  const [bulk, setBulk] = useState(false);
  const [importing, setImporting] = useState(false);
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

  const canWrite = hasPermission(roles, 'can_write', 'Dashboard');
  // A bundle carries charts, datasets and databases, as the chart export does.
  const canExport = canWrite && hasPermission(roles, 'can_write', 'Dataset');
  // The server decides; this only hides buttons that would answer 403.
  const canChange = (dashboard: DashboardListItem) =>
    canWrite && (isAdmin(roles) || dashboard.owners.some((owner) => owner.id === user?.id));

  const star = useCallback(
    (dashboard: DashboardListItem) => {
      setDashboardFavorite(dashboard.id, !dashboard.starred).then(reload, showError);
    },
    [reload, showError],
  );
  const create = () => {
    setCreating(true);
    createDashboard({ dashboard_title: DASHBOARD_MESSAGES.untitled })
      .then((answer) => void navigate(`/superset/dashboard/${answer.id}/?edit=true`), showError)
      .finally(() => setCreating(false));
  };
  const actions = {
    canChange,
    canExport,
    onEdit: (dashboard: DashboardListItem) => void navigate(dashboardEditUrl(dashboard)),
    onExport: (dashboard: DashboardListItem) => download(dashboardExportHref([dashboard.id])),
    onDelete: (dashboard: DashboardListItem) =>
      act(deleteDashboards([dashboard.id]), `Deleted: ${dashboard.dashboard_title}.`, [
        dashboard.id,
      ]),
  };
  const switchView = (next: DashboardViewMode) => {
    saveDashboardViewMode(next);
    setView(next);
  };

  const nothingChosen =
    JSON.stringify(list.state.filters) === JSON.stringify(NO_DASHBOARD_FILTERS) &&
    list.state.page === 0;
  const empty = !list.loading && !failure && list.answer.count === 0 && nothingChosen;

  return (
    <div className="tessera-page" data-test="dashboard-list">
      <ListPageHeader title="Dashboards">
        <span
          className="dashboard-view-toggle"
          data-test="dashboard-list-view-toggle"
          role="group"
          aria-label="View"
        >
          <Button
            type={view === 'card' ? 'primary' : 'default'}
            aria-pressed={view === 'card'}
            onClick={() => switchView('card')}
          >
            Cards
          </Button>
          <Button
            type={view === 'list' ? 'primary' : 'default'}
            aria-pressed={view === 'list'}
            onClick={() => switchView('list')}
          >
            List
          </Button>
        </span>
        {canWrite && !empty && (
          <Button onClick={() => setBulk(!bulk)}>
            {bulk ? 'Close bulk select' : 'Bulk select'}
          </Button>
        )}
        {canWrite && <Button onClick={() => setImporting(true)}>Import</Button>}
        {canWrite && (
          <Button type="primary" loading={creating} onClick={create}>
            + Dashboard
          </Button>
        )}
      </ListPageHeader>
      {list.forbidden ? (
        <Alert type="warning" showIcon message="You do not have permission to see dashboards." />
      ) : empty ? (
        <NoDashboardsYet canCreate={canWrite} onCreate={create} />
      ) : (
        <>
          {failure && (
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
          )}
          <FilterBar>
            <DashboardListFilters filters={list.state.filters} onChange={list.setFilters} />
            {view === 'card' && (
              <Select
                aria-label="Sort"
                style={{ minWidth: 180 }}
                value={list.state.sort.column}
                options={[...DASHBOARD_SORT_OPTIONS]}
                onChange={(column: string) =>
                  list.setSort({
                    column,
                    direction: column === 'dashboard_title' ? 'asc' : 'desc',
                  })
                }
              />
            )}
            {bulk && (
              <BulkActions
                selected={list.selection.keys}
                actions={[
                  ...(canExport
                    ? [
                        {
                          label: 'Export',
                          confirmTitle: 'Export dashboards',
                          confirmText: (count: number) =>
                            `Export ${plural(count)} with their charts, datasets and databases as a ZIP file?`,
                          confirmButton: 'Export',
                          run: async (ids: number[]) => (download(dashboardExportHref(ids)), true),
                        },
                      ]
                    : []),
                  {
                    label: 'Delete',
                    danger: true,
                    confirmTitle: 'Please confirm',
                    confirmText: (count) => `Are you sure you want to delete ${plural(count)}?`,
                    confirmButton: 'Delete',
                    run: (ids) => act(deleteDashboards(ids), `Deleted ${plural(ids.length)}.`, ids),
                  },
                ]}
              />
            )}
          </FilterBar>
          {view === 'card' ? (
            <DashboardCardGrid
              list={list}
              bulk={bulk}
              onStar={star}
              actions={actions}
              emptyText="No dashboards match."
            />
          ) : (
            <div className="dashboard-list-table">
              <ListTable
                list={list}
                columns={dashboardTableColumns(star, actions)}
                emptyText="No dashboards match."
                selectable={bulk}
                label="Dashboards"
              />
            </div>
          )}
        </>
      )}
      {importing && (
        <ImportBundleModal
          title="Import dashboard"
          open
          overwriteLabel="Overwrite dashboards, charts, datasets and databases that already exist"
          upload={async (file, passwords, overwrite) => {
            await importDashboards(file, passwords, overwrite);
            return 'Dashboard imported';
          }}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
