import { useMemo, useState } from 'react';
import { Modal } from '@app/components/ui/Modal';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { DASHBOARD_CHANGED_MESSAGE, DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import { scopeFromChecked, scopeTree } from '@common/dashboard/filterScope';
import { openCrossFilterScoping } from '../state/dashboardSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { ScopeTreePicker } from './config/ScopeTreePicker';
import {
  crossFilterCheckedCharts,
  followsGlobalScope,
  GLOBAL_SCOPING_ID,
  withChartCrossFilterScope,
  withGlobalCrossFilterScope,
} from './crossFilterScoping';
import { saveMetadataChange } from './saveMetadata';
import { useFilterBarModel } from './useFilterBarModel';
import './nativeFilters.css';

export const CROSS_FILTER_SCOPING_SAVED = 'Cross-filter scoping was saved';

function ScopingForm({ chartId, onClose }: { chartId: number; onClose: () => void }) {
  const model = useFilterBarModel();
  const store = useDashboardStore();
  const appDispatch = useAppDispatch();
  const isGlobal = chartId === GLOBAL_SCOPING_ID;
  const [useGlobal, setUseGlobal] = useState(
    () => !isGlobal && followsGlobalScope(model.metadata, chartId),
  );
  const [checked, setChecked] = useState(() =>
    crossFilterCheckedCharts(model.metadata, chartId, model.layout, model.allChartIds),
  );
  const [saving, setSaving] = useState(false);
  const tree = useMemo(
    () => scopeTree(model.layout, model.chartNames),
    [model.layout, model.chartNames],
  );
  const chartName = model.chartNames[chartId] ?? `Chart ${chartId}`;

  const save = async () => {
    const { layout, allChartIds } = model;
    const scope = scopeFromChecked(layout, checked);
    setSaving(true);
    try {
      await saveMetadataChange(store, (m) =>
        isGlobal
          ? withGlobalCrossFilterScope(m, scope, layout, allChartIds)
          : withChartCrossFilterScope(
              m,
              chartId,
              useGlobal ? 'global' : scope,
              layout,
              allChartIds,
            ),
      );
    } catch (error) {
      const stale = error instanceof Error && error.message === DASHBOARD_CHANGED_MESSAGE;
      appDispatch(
        addDangerToast(
          stale ? DASHBOARD_CHANGED_MESSAGE : DASHBOARD_MESSAGES.crossFilterScopingFailed,
        ),
      );
      setSaving(false);
      return;
    }
    appDispatch(addSuccessToast(CROSS_FILTER_SCOPING_SAVED));
    onClose();
  };

  return (
    <Modal
      title={isGlobal ? 'Cross-filter scoping' : `Cross-filter scoping: ${chartName}`}
      open
      onClose={onClose}
      onOk={() => void save()}
      okText="Save"
      okDisabled={saving}
    >
      <div className="nf-scoping" data-test="cross-filter-scoping-modal">
        <p className="nf-hint">
          {isGlobal
            ? 'Charts a cross-filter reaches unless a chart has its own scoping.'
            : `Charts a cross-filter from “${chartName}” reaches.`}
        </p>
        {!isGlobal && (
          <div className="nf-scope" role="radiogroup" aria-label="Scoping">
            <label className="nf-check">
              <input type="radio" checked={useGlobal} onChange={() => setUseGlobal(true)} />
              Use the global scoping
            </label>
            <label className="nf-check">
              <input type="radio" checked={!useGlobal} onChange={() => setUseGlobal(false)} />
              Custom scoping
            </label>
          </div>
        )}
        {(isGlobal || !useGlobal) && (
          <ScopeTreePicker
            tree={tree}
            checked={checked}
            onChange={setChecked}
            hiddenChartId={isGlobal ? undefined : chartId}
          />
        )}
      </div>
    </Modal>
  );
}

/**
 * Cross-filter scoping, opened by a chart's menu (that chart's scope) or the filter bar's gear
 * menu (GLOBAL_SCOPING_ID: the global scope); saved with a metadata-only PUT.
 */
export function CrossFilterScopingModal() {
  const chartId = useDashboardSelector((s) => s.dashboard.ui.crossFilterScopingChartId);
  const dispatch = useDashboardDispatch();
  if (chartId === null) return null;
  return (
    <ScopingForm
      key={chartId}
      chartId={chartId}
      onClose={() => dispatch(openCrossFilterScoping(null))}
    />
  );
}
