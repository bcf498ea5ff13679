/**
 * A dashboard chart's menu (spec §2 "Chart menu actions"): refresh, full size, description,
 * Explore, the query, results and drill-to-detail views, cross-filter scoping and downloads.
 * Which entries show is chartMenuItems' rule.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { exportChartData } from '@app/api/chartData';
import { loadChartPlugin, loadedChartPlugin } from '@app/charts/pluginLoader';
import type { ChartBehaviour, ChartQueryContext } from '@app/charts/types';
import { saveFile } from '@app/components/chartData/saveFile';
import { buttonClass } from '@app/components/ui/Button';
import { MenuButton } from '@app/components/ui/MenuButton';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { useChartFormData } from '../chart/useChartFormData';
import { refreshCharts } from '../state/chartsSlice';
import {
  openCrossFilterScoping,
  setFullSizeChart,
  toggleExpandedSlice,
} from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardSelector } from '../state/dashboardStore';
import type { ChartDataView } from './ChartDataModal';
import {
  chartDownloadRequest,
  type ChartDownloadKind,
  downloadFileName,
  downloadFormat,
  downloadResultType,
} from './chartDownloadRequest';
import { chartImageDataUrl } from './chartImage';
import { chartMenuItems, type ChartMenuKey } from './chartMenuItems';
import { exploreChartUrl, menuQueryContext } from './chartMenuQuery';
import './chartMenu.css';

const DOWNLOADS = new Set<ChartMenuKey>(['csv', 'pivoted-csv', 'full-csv', 'xlsx', 'full-xlsx']);
const VIEWS: Partial<Record<ChartMenuKey, ChartDataView>> = {
  'view-query': 'query',
  'view-results': 'results',
  'drill-to-detail': 'drill_detail',
};

// The modals bring the results grid and the SQL formatter: loaded when one first opens, so the
// dashboard route does not carry them.
const ChartDataModal = lazy(() =>
  import('./ChartDataModal').then((module) => ({ default: module.ChartDataModal })),
);

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

const NO_BEHAVIOURS: readonly ChartBehaviour[] = [];

/** What the chart type supports (cross-filters, drill), from its plugin once loaded. */
function useChartBehaviours(vizType: string | undefined): readonly ChartBehaviour[] {
  const [behaviours, setBehaviours] = useState(
    () => (vizType && loadedChartPlugin(vizType)?.metadata.behaviours) || NO_BEHAVIOURS,
  );
  useEffect(() => {
    if (!vizType) return undefined;
    let live = true;
    // The chart itself loads the plugin: this only waits for it (an unknown type has none).
    loadChartPlugin(vizType).then(
      (plugin) => live && setBehaviours(plugin.metadata.behaviours),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [vizType]);
  return behaviours;
}

interface ChartMenuProps {
  chartId: number;
  /** The chart's shown name (the button's accessible name). */
  name: string;
}

/**
 * The ⋮ menu in a dashboard chart's header: a plain button until first pressed, then the menu
 * (its entries need the chart's filters, permissions and type; a page of 50 charts renders and
 * updates none of that until someone asks).
 */
export function ChartMenu(props: ChartMenuProps) {
  const [opened, setOpened] = useState(false);
  if (opened) return <OpenedChartMenu {...props} />;
  return (
    <span className="chart-menu" data-test={`chart-menu-${props.chartId}`}>
      <span className="ui-popup-anchor">
        <button
          type="button"
          className={buttonClass('text', 'middle', 'chart-menu-button')}
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={menuLabel(props.name)}
          onClick={() => setOpened(true)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            setOpened(true);
          }}
        >
          ⋮
        </button>
      </span>
    </span>
  );
}

const menuLabel = (name: string) => `Actions of ${name || 'chart'}`;

/** The menu itself, open when it mounts (see ChartMenu). */
function OpenedChartMenu({ chartId, name }: ChartMenuProps) {
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const navigate = useNavigate();
  const anchor = useRef<HTMLSpanElement>(null);
  const chart = useDashboardSelector((state) => state.charts.charts[chartId]);
  const sliceName = name || 'chart';
  const permissions = useDashboardSelector((state) => state.dashboard.info?.permissions);
  const crossFilters = useDashboardSelector(
    (state) => state.dashboard.info?.metadata.cross_filters_enabled !== false,
  );
  const ui = useDashboardSelector((state) => state.dashboard.ui);
  const formData = useChartFormData(chartId);
  const [modal, setModal] = useState<{
    view: ChartDataView;
    context: ChartQueryContext | null;
    error: string | null;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const behaviours = useChartBehaviours(chart?.viz_type);

  if (!chart) return null;
  const items = chartMenuItems({
    vizType: chart.viz_type,
    behaviours,
    hasDescription: Boolean(chart.description),
    descriptionShown: ui.expandedSlices[String(chartId)] === true,
    fullSize: ui.fullSizeChartId === chartId,
    canExplore: permissions?.can_explore ?? false,
    canCsv: permissions?.can_csv ?? false,
    canEdit: permissions?.can_edit ?? false,
    crossFiltersEnabled: crossFilters,
    editMode: ui.editMode,
  });
  const fail = (error: unknown) => appDispatch(addDangerToast(messageOf(error)));

  const openView = (view: ChartDataView) => {
    if (!formData) return;
    setModal({ view, context: null, error: null });
    menuQueryContext(formData).then(
      (context) => setModal({ view, context, error: null }),
      (error: unknown) => setModal({ view, context: null, error: messageOf(error) }),
    );
  };

  const download = async (kind: ChartDownloadKind) => {
    if (!formData) return;
    const context = await menuQueryContext(formData);
    const file = await exportChartData(chartDownloadRequest(context, kind), downloadFormat(kind), {
      sliceId: chartId,
      resultType: downloadResultType(kind),
    });
    saveFile(file, downloadFileName(sliceName, downloadFormat(kind)));
  };

  const downloadImage = async () => {
    const body = anchor.current
      ?.closest('.dashboard-chart-holder')
      ?.querySelector<HTMLElement>('.dashboard-chart-body');
    if (!body) throw new Error('The chart is not shown: there is nothing to download');
    saveFile(await chartImageDataUrl(body), downloadFileName(sliceName, 'png'));
  };

  const run = (work: Promise<void>) => {
    setBusy(true);
    work.catch(fail).finally(() => setBusy(false));
  };

  const onSelect = (key: string) => {
    const action = key as ChartMenuKey;
    const view = VIEWS[action];
    if (view) return openView(view);
    if (DOWNLOADS.has(action)) return run(download(action as ChartDownloadKind));
    switch (action) {
      case 'force-refresh':
        dispatch(refreshCharts({ ids: [chartId], force: true }));
        return undefined;
      case 'fullscreen':
        dispatch(setFullSizeChart(ui.fullSizeChartId === chartId ? null : chartId));
        return undefined;
      case 'toggle-description':
        dispatch(toggleExpandedSlice(chartId));
        return undefined;
      case 'cross-filter-scoping':
        dispatch(openCrossFilterScoping(chartId));
        return undefined;
      case 'download-image':
        return run(downloadImage());
      case 'explore':
        if (!formData) return undefined;
        return run(
          exploreChartUrl(chartId, chart.datasource_id, formData).then((url) => {
            void navigate(url);
          }),
        );
      default:
        return undefined;
    }
  };

  return (
    <span ref={anchor} className="chart-menu" data-test={`chart-menu-${chartId}`}>
      <MenuButton
        aria-label={menuLabel(name)}
        className="chart-menu-button"
        variant="text"
        placement="bottomRight"
        defaultOpen
        items={items.map((item) => ({ ...item, dataTest: `chart-menu-item-${item.key}` }))}
        onSelect={onSelect}
      >
        {busy ? '…' : '⋮'}
      </MenuButton>
      {modal && (
        <Suspense fallback={null}>
          <ChartDataModal
            key={`${modal.view}-${modal.context ? 'ready' : 'building'}`}
            view={modal.view}
            chartId={chartId}
            chartName={sliceName}
            context={modal.context}
            contextError={modal.error}
            onClose={() => setModal(null)}
            onCopied={(ok) =>
              appDispatch(
                ok
                  ? addSuccessToast('Copied to clipboard!')
                  : addDangerToast('Sorry, your browser does not support copying.'),
              )
            }
          />
        </Suspense>
      )}
    </span>
  );
}
