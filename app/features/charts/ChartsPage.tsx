import { useCallback, useState } from 'react';
import { setChartStarred } from '@app/api/charts';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { Button, Select } from '@app/components/antdKit';
import { BulkActions } from '@app/components/listPage/BulkActions';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { ListTable } from '@app/components/listPage/ListTable';
import { useListPage } from '@app/components/listPage/useListPage';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { useAppSelector } from '@app/store/store';
import { ChartCardGrid } from './ChartCardGrid';
import { ImportBundleModal } from '@app/components/ImportBundleModal';
import {
  chartExportHref,
  deleteCharts,
  importCharts,
  listCharts,
  starredCharts,
} from './chartListCalls';
import { ChartListFilters } from './ChartListFilters';
import {
  CHART_SORT_OPTIONS,
  chartFilters,
  type ChartFilters,
  DEFAULT_CHART_SORT,
  NO_CHART_FILTERS,
} from './chartListRequest';
import type { ChartListItem } from './chartPresentation';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { chartTableColumns } from './chartTableColumns';
import { type ChartViewMode, readChartViewMode, saveChartViewMode } from './chartViewMode';
import { CreateChartModal } from './CreateChartModal';
import { NoChartsYet } from './NoChartsYet';
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

/** Starts a download of a ZIP bundle in this tab. */
function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

const plural = (count: number) => `${count} chart${count === 1 ? '' : 's'}`;

/** /chart/list/: saved charts as cards or a table, searched, filtered, sorted and paged. */
export function ChartsPage() {
  const { user, roles } = useAppSelector((state) => state.user);
  const showError = useApiErrorToast();
  const [view, setView] = useState<ChartViewMode>(readChartViewMode);
  const [bulk, setBulk] = useState(false);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useListPage({
    load,
    filters: NO_CHART_FILTERS,
    sort: DEFAULT_CHART_SORT,
    rowKey: (chart: ChartListItem) => chart.id,
  });
  const { act, reload } = list;

  const canWrite = hasPermission(roles, 'can_write', 'Chart');
  const canExport = canWrite && hasPermission(roles, 'can_write', 'Dataset');
  // The server decides; this only hides buttons that would answer 403.
  const canChange = (chart: ChartListItem) =>
    canWrite && (isAdmin(roles) || chart.owners.some((owner) => owner.id === user?.id));

  const star = useCallback(
    (chart: ChartListItem) => {
      setChartStarred(chart.id, !chart.starred).then(reload, showError);
    },
    [reload, showError],
  );
  const actions = {
    canChange,
    canExport,
    onEdit: setEditing,
    onExport: (chart: ChartListItem) => download(chartExportHref([chart.id])),
    onDelete: (chart: ChartListItem) =>
      act(deleteCharts([chart.id]), `Deleted: ${chart.slice_name}`, [chart.id]),
  };
  const switchView = (next: ChartViewMode) => {
    saveChartViewMode(next);
    setView(next);
  };

  const nothingChosen =
    JSON.stringify(list.state.filters) === JSON.stringify(NO_CHART_FILTERS) &&
    list.state.page === 0;
  const empty = !list.loading && list.answer.count === 0 && nothingChosen;

  return (
    <div className="tessera-page" data-test="chart-list">
      <ListPageHeader title="Charts">
        <span
          className="chart-view-toggle"
          data-test="chart-list-view-toggle"
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
          <Button type="primary" onClick={() => setCreating(true)}>
            + Chart
          </Button>
        )}
      </ListPageHeader>
      {empty ? (
        <NoChartsYet canCreate={canWrite} onCreate={() => setCreating(true)} />
      ) : (
        <>
          <FilterBar>
            <ChartListFilters filters={list.state.filters} onChange={list.setFilters} />
            {view === 'card' && (
              <Select
                aria-label="Sort"
                style={{ minWidth: 180 }}
                value={list.state.sort.column}
                options={[...CHART_SORT_OPTIONS]}
                onChange={(column: string) =>
                  list.setSort({
                    column,
                    direction: column === DEFAULT_CHART_SORT.column ? 'desc' : 'asc',
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
                          confirmTitle: 'Export charts',
                          confirmText: (count: number) =>
                            `Export ${plural(count)} with their datasets and databases as a ZIP file?`,
                          confirmButton: 'Export',
                          run: async (ids: number[]) => (download(chartExportHref(ids)), true),
                        },
                      ]
                    : []),
                  {
                    label: 'Delete',
                    danger: true,
                    confirmTitle: 'Please confirm',
                    confirmText: (count) => `Are you sure you want to delete ${plural(count)}?`,
                    confirmButton: 'Delete',
                    run: (ids) => act(deleteCharts(ids), `Deleted ${plural(ids.length)}`, ids),
                  },
                ]}
              />
            )}
          </FilterBar>
          {view === 'card' ? (
            <ChartCardGrid
              list={list}
              bulk={bulk}
              onStar={star}
              actions={actions}
              emptyText="No charts match."
            />
          ) : (
            <div className="chart-list-table">
              <ListTable
                list={list}
                columns={chartTableColumns(star, actions)}
                emptyText="No charts match."
                selectable={bulk}
                label="Charts"
              />
            </div>
          )}
        </>
      )}
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
      {importing && (
        <ImportBundleModal
          title="Import chart"
          open
          overwriteLabel="Overwrite charts, datasets and databases that already exist"
          upload={async (file, passwords, overwrite) => {
            await importCharts(file, passwords, overwrite);
            return 'Chart imported';
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
