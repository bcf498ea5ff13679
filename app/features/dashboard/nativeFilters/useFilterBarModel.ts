/** What the filter bar shows and does, read from and dispatched to the page store. */
import { useCallback, useMemo } from 'react';
import { addDangerToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DashboardMetadata, NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { draftApplied, draftMaskChanged, maskApplied, masksCleared } from '../state/dataMaskSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { crossFilterChips } from './crossFilterChips';
import { draftDiffers, missingRequiredValues, nativeFiltersOf } from './filterBarRules';
import { dataMaskForValue, type FilterMask } from './filterDataMask';
import { saveMetadataChange } from './saveMetadata';

const EMPTY_ITEMS: NativeFilterItem[] = [];
const EMPTY_METADATA: DashboardMetadata = {};

/** The bar's state and actions. */
export function useFilterBarModel() {
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const store = useDashboardStore();
  const metadata = useDashboardSelector((s) => s.dashboard.info?.metadata ?? EMPTY_METADATA);
  const canEdit = useDashboardSelector((s) => s.dashboard.info?.permissions.can_edit === true);
  const layout: DashboardLayout = useDashboardSelector((s) => s.layout.present);
  const charts = useDashboardSelector((s) => s.charts.charts);
  const chartRuns = useDashboardSelector((s) => s.charts.chartRuns);
  const { applied, draft } = useDashboardSelector((s) => s.dataMask);

  const items = metadata.native_filter_configuration ?? EMPTY_ITEMS;
  const filters = useMemo(() => nativeFiltersOf(items), [items]);
  const crossFiltersEnabled = metadata.cross_filters_enabled !== false;
  const chartNames = useMemo(() => {
    const names: Record<number, string> = {};
    for (const chart of Object.values(charts)) names[chart.id] = chart.slice_name;
    return names;
  }, [charts]);
  const allChartIds = useMemo(() => Object.values(charts).map((chart) => chart.id), [charts]);
  const answers = useMemo(() => {
    const byChart: Record<number, ChartDataResponseEntry[] | null> = {};
    for (const [id, run] of Object.entries(chartRuns)) byChart[Number(id)] = run.queriesResponse;
    return byChart;
  }, [chartRuns]);
  const missing = useMemo(() => missingRequiredValues(filters, draft), [filters, draft]);
  const chips = useMemo(
    () => crossFilterChips(applied, chartNames, crossFiltersEnabled),
    [applied, chartNames, crossFiltersEnabled],
  );
  const canApply = draftDiffers(filters, draft, applied) && Object.keys(missing).length === 0;
  const hasValues = filters.some(
    (filter) => Object.keys(draft[filter.id]?.extraFormData ?? {}).length > 0,
  );

  const change = useCallback(
    (id: string, mask: FilterMask) => dispatch(draftMaskChanged({ id, ...mask })),
    [dispatch],
  );
  const apply = useCallback(() => dispatch(draftApplied()), [dispatch]);
  const clearAll = useCallback(() => {
    for (const filter of filters)
      dispatch(maskApplied({ id: filter.id, ...dataMaskForValue(filter, null) }));
  }, [dispatch, filters]);
  const removeChip = useCallback(
    (chartId: number) => dispatch(masksCleared([String(chartId)])),
    [dispatch],
  );

  const saveMetadata = useCallback(
    async (change: (m: DashboardMetadata) => DashboardMetadata) => {
      try {
        await saveMetadataChange(store, change);
        return true;
      } catch (error) {
        appDispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
        return false;
      }
    },
    [store, appDispatch],
  );
  const toggleCrossFilters = useCallback(async () => {
    const enabled = !crossFiltersEnabled;
    const saved = await saveMetadata((m) => ({ ...m, cross_filters_enabled: enabled }));
    if (saved && !enabled) {
      const chartKeys = Object.keys(store.getState().dataMask.applied).filter((key) =>
        /^\d+$/.test(key),
      );
      dispatch(masksCleared(chartKeys));
    }
  }, [crossFiltersEnabled, saveMetadata, store, dispatch]);

  return {
    metadata,
    canEdit,
    layout,
    items,
    filters,
    draft,
    applied,
    chartNames,
    allChartIds,
    answers,
    missing,
    chips,
    canApply,
    hasValues,
    crossFiltersEnabled,
    change,
    apply,
    clearAll,
    removeChip,
    saveMetadata,
    toggleCrossFilters,
  };
}

export type FilterBarModel = ReturnType<typeof useFilterBarModel>;
