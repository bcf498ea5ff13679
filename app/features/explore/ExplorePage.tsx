import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { buildQueryObject } from '@app/charts/shared/buildQueryObject';
import { LazyDatasetEditModal } from '@app/components/datasetEditor/LazyDatasetEditModal';
import { Alert } from '@app/components/ui/Alert';
import { Spinner } from '@app/components/ui/Spinner';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { useAppSelector } from '@app/store/store';
import { ChartPane } from './chartPane/ChartPane';
import { ControlPanel } from './controls/ControlPanel';
import { DatasetPane } from './datasetPane/DatasetPane';
import { VizTypeControl } from './vizGallery/VizTypeControl';
import { DataTablesPane } from './dataTables/DataTablesPane';
import { ExploreHeader } from './header/ExploreHeader';
import { DrillDetailModal } from './modals/DrillDetailModal';
import { EmbedCodeModal } from './modals/EmbedCodeModal';
import { PropertiesModal } from './modals/PropertiesModal';
import { ViewQueryModal } from './modals/ViewQueryModal';
import { hasSomethingToOpen, parseExploreUrl } from './exploreUrl';
import { RunBar } from './RunBar';
import { SaveModal } from './save/SaveModal';
import { useSaveChart } from './save/useSaveChart';
import { listEditableDashboards } from '@app/api/explore';
import { exploreReducer, initialExploreState } from './state/exploreState';
import { useChartPlugin } from './useChartPlugin';
import { useChartRun } from './useChartRun';
import { useExploreControls } from './useExploreControls';
import { useExploreLoad } from './useExploreLoad';
import { useExploreMenus } from './useExploreMenus';
import './explore.css';

/** Superset's Explore view: dataset pane, control panel, chart pane, header, save and share. */
export function ExplorePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { key: permalinkKey } = useParams();
  // Parsed per navigation: the page's own address updates (replaceState) do not reload it.
  const request = useMemo(
    () => parseExploreUrl({ pathname: location.pathname, search: location.search, permalinkKey }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, permalinkKey],
  );
  const openable = hasSomethingToOpen(request);
  const [state, dispatch] = useReducer(exploreReducer, undefined, initialExploreState);
  const reloadDatasource = useExploreLoad(openable ? request : null, dispatch);
  const user = useAppSelector((root) => root.user.user);
  const showError = useApiErrorToast();
  const ready = state.phase === 'ready';
  const { plugin, error: pluginError } = useChartPlugin(ready ? state.formData.viz_type : null);
  const { run, stop } = useChartRun(state, dispatch, plugin);
  const controls = useExploreControls(state, dispatch, plugin);
  const chartRef = useRef<HTMLDivElement | null>(null);
  const menus = useExploreMenus(state, dispatch, plugin, chartRef);
  const save = useSaveChart(state, dispatch, plugin);
  // The dataset whose editor is open (loaded with antd on first use).
  const [editingDataset, setEditingDataset] = useState<number | null>(null);
  const [datasetPaneOpen, setDatasetPaneOpen] = useState(
    typeof window === 'undefined' || window.innerWidth >= 1280,
  );

  // A valid chart runs once it has opened, as Superset's does.
  const autoRan = useRef(false);
  useEffect(() => {
    if (!ready || !plugin || autoRan.current || !controls.valid) return;
    autoRan.current = true;
    void run();
  }, [ready, plugin, controls.valid, run]);

  // Ctrl/Cmd + Enter runs the chart.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && controls.valid) {
        event.preventDefault();
        void run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run, controls.valid]);

  useEffect(() => {
    document.title = `${state.sliceName || 'Explore'} - Tessera`;
  }, [state.sliceName]);

  const lastQueryContext = useMemo(() => {
    const latest = state.chart.latestQueryFormData;
    if (!plugin || !latest) return null;
    try {
      return plugin.buildQuery(latest);
    } catch {
      return null;
    }
  }, [plugin, state.chart.latestQueryFormData]);
  const drillFilters = useMemo(() => {
    try {
      return buildQueryObject(state.formData).filters ?? [];
    } catch {
      return [];
    }
  }, [state.formData]);
  const { modal, queryContext } = menus;
  const viewQueryContext = useMemo(
    () => (modal === 'view-query' ? queryContext() : null),
    [modal, queryContext],
  );
  const loadDashboards = useCallback(
    () => (user ? listEditableDashboards(user.id, '') : Promise.resolve([])),
    [user],
  );

  if (!openable) {
    return (
      <div className="explore-page explore-page-message" data-test="explore-page">
        <Alert
          type="info"
          title="Choose a dataset to explore"
          description={
            <>
              Open a dataset from the <Link to="/tablemodelview/list/">Datasets</Link> list, or a
              chart from the <Link to="/chart/list/">Charts</Link> list.
            </>
          }
        />
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className="explore-page explore-page-message" data-test="explore-page">
        <Alert type="error" role="alert" title={state.loadError ?? 'An error occurred'} />
      </div>
    );
  }
  if (state.phase === 'loading') {
    return (
      <div className="explore-page explore-page-message" data-test="explore-page">
        <Spinner className="tessera-page-spinner" label="Loading" />
      </div>
    );
  }

  const chartPane = (
    <ChartPane
      state={state}
      dispatch={dispatch}
      missing={controls.missing}
      pluginError={pluginError}
      onStop={stop}
      onForceRefresh={() => void run({ force: true })}
      chartRef={chartRef}
    />
  );
  if (request.standalone) {
    return (
      <div className="explore-page explore-standalone" data-test="explore-page">
        {chartPane}
      </div>
    );
  }

  const datasource = state.datasource;
  return (
    <div className="explore-page" data-test="explore-page">
      <ExploreHeader
        sliceName={state.sliceName}
        saved={state.slice !== null}
        isStarred={state.isStarred}
        canSave={state.canAdd || state.canOverwrite}
        canOverwrite={state.canOverwrite}
        canDownload={state.canDownload}
        hasAnswer={state.chart.chartStatus === 'rendered'}
        datasetName={datasource?.name ?? ''}
        onRename={menus.onRename}
        onToggleStar={menus.onToggleStar}
        onSave={() => menus.setModal('save')}
        onShare={menus.onShare}
        onMenu={menus.onMenu}
      />
      <div className={`explore-main ${datasetPaneOpen ? '' : 'is-dataset-collapsed'}`}>
        <aside className="explore-dataset-col" aria-label="Dataset">
          <button
            type="button"
            className="explore-collapse"
            aria-expanded={datasetPaneOpen}
            aria-label={datasetPaneOpen ? 'Collapse dataset pane' : 'Expand dataset pane'}
            onClick={() => setDatasetPaneOpen(!datasetPaneOpen)}
          >
            {datasetPaneOpen ? '«' : '»'}
          </button>
          {datasetPaneOpen && datasource && (
            <DatasetPane
              datasource={datasource}
              onChangeDataset={(id) =>
                // A new navigation: the page opens the other dataset with these controls.
                navigate(
                  `/explore/?form_data=${encodeURIComponent(
                    JSON.stringify({ ...state.formData, datasource: `${id}__table` }),
                  )}`,
                )
              }
              onEditDataset={() => setEditingDataset(datasource.id)}
            />
          )}
        </aside>
        <div className="explore-controls-col">
          <div className="explore-controls-scroll">
            <VizTypeControl
              vizType={state.formData.viz_type}
              onChange={(vizType) => void controls.onChangeVizType(vizType)}
            />
            {plugin && (
              <ControlPanel
                panel={plugin.controlPanel}
                formData={state.formData}
                datasource={datasource}
                errors={controls.errors}
                onChange={controls.onChange}
              />
            )}
          </div>
          <RunBar
            valid={controls.valid}
            missing={controls.missing}
            loading={state.chart.chartStatus === 'loading'}
            onRun={() => void run()}
            onStop={stop}
          />
        </div>
        <div className="explore-chart-col">
          {chartPane}
          <DataTablesPane
            queryContext={lastQueryContext}
            datasourceId={datasource?.id ?? null}
            onCopied={menus.onCopied}
          />
        </div>
      </div>
      <SaveModal
        open={menus.modal === 'save'}
        onClose={() => menus.setModal(null)}
        slice={state.slice}
        sliceName={state.sliceName}
        canOverwrite={state.canOverwrite}
        userName={user?.username ?? ''}
        loadDashboards={loadDashboards}
        onSave={async (choice, goToDashboard) => {
          await save(choice, goToDashboard);
          menus.setModal(null);
        }}
      />
      {state.slice && (
        <PropertiesModal
          open={menus.modal === 'properties'}
          onClose={() => menus.setModal(null)}
          slice={state.slice}
          onSaved={(slice) => dispatch({ type: 'saved', slice, canOverwrite: state.canOverwrite })}
        />
      )}
      <ViewQueryModal
        open={menus.modal === 'view-query'}
        onClose={() => menus.setModal(null)}
        queryContext={viewQueryContext}
        onCopied={menus.onCopied}
      />
      <EmbedCodeModal
        open={menus.modal === 'embed-code'}
        onClose={() => menus.setModal(null)}
        createPermalink={menus.createPermalink}
        onCopied={menus.onCopied}
      />
      <DrillDetailModal
        open={menus.modal === 'drill-to-detail'}
        onClose={() => menus.setModal(null)}
        datasourceId={datasource?.id ?? null}
        filters={drillFilters}
      />
      {editingDataset !== null && (
        <LazyDatasetEditModal
          key={editingDataset}
          datasetId={editingDataset}
          onClose={() => setEditingDataset(null)}
          onSaved={() => {
            setEditingDataset(null);
            // New or renamed columns and metrics show in the dataset pane and the controls.
            reloadDatasource(editingDataset).catch(showError);
          }}
        />
      )}
    </div>
  );
}
