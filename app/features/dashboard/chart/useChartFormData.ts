/** The form data a dashboard chart runs with, kept stable while its filters stay the same. */
import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { DashboardMetadata, DataMaskMap } from '@common/dashboard/dashboardMetadata';
import { extraFormDataForChart } from '@common/dashboard/extraFormData';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import type { FormData } from '@app/charts/types';
import { type DashboardRootState, useDashboardSelector } from '../state/dashboardStore';
import { dashboardChartFormData } from './chartQuery';

const NO_METADATA: DashboardMetadata = {};

/**
 * A selector of the chart's extra_form_data as JSON text: recomputed only when the layout,
 * metadata or applied masks change, and compared as text so unrelated edits re-render nothing.
 */
function extraSelector(chartId: number) {
  let last: { layout: DashboardLayout; metadata: DashboardMetadata; masks: DataMaskMap } | null =
    null;
  let text = '{}';
  return (state: DashboardRootState): string => {
    const layout = state.layout.present;
    const metadata = state.dashboard.info?.metadata ?? NO_METADATA;
    const masks = state.dataMask.applied;
    if (last && last.layout === layout && last.metadata === metadata && last.masks === masks) {
      return text;
    }
    last = { layout, metadata, masks };
    text = JSON.stringify(extraFormDataForChart(chartId, { layout, metadata, dataMasks: masks }));
    return text;
  };
}

/** The chart's saved form data plus the dashboard filters reaching it (null: chart unknown). */
export function useChartFormData(chartId: number): FormData | null {
  const select = useMemo(() => {
    const extra = extraSelector(chartId);
    return (state: DashboardRootState) => ({
      chart: state.charts.charts[chartId],
      dashboardId: state.dashboard.info?.id ?? null,
      extraText: extra(state),
    });
  }, [chartId]);
  // One subscription (each store change checks every chart's subscriptions).
  const { chart, dashboardId, extraText } = useDashboardSelector(select, shallowEqual);
  return useMemo(
    () => (chart ? dashboardChartFormData(chart, JSON.parse(extraText), dashboardId) : null),
    [chart, extraText, dashboardId],
  );
}
