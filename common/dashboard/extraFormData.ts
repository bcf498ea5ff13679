/**
 * What native filters and cross-filters add to one chart's query (reference superset-api.md
 * §3.4): the data masks that reach the chart, merged with append and override keys.
 */
import { crossFilterTargets } from './crossFilterScope';
import type { DashboardMetadata, DataMaskMap, ExtraFormData } from './dashboardMetadata';
import { chartsInScope } from './filterScope';
import type { DashboardLayout } from './layoutTypes';

/** Keys whose lists are concatenated; every other key is overridden by the last part. */
export const EXTRA_FORM_DATA_APPEND_KEYS: readonly string[] = [
  'filters',
  'adhoc_filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
];

/** Merges extraFormData parts in order: append keys concatenated, override keys last wins. */
export function mergeExtraFormData(parts: ExtraFormData[]): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (EXTRA_FORM_DATA_APPEND_KEYS.includes(key)) {
        const previous = merged[key];
        const list = Array.isArray(previous) ? previous : [];
        merged[key] = [...list, ...(Array.isArray(value) ? value : [value])];
      } else {
        merged[key] = value;
      }
    }
  }
  return merged as ExtraFormData;
}

/** What the dashboard knows that decides which masks reach a chart. */
export interface ChartFilterInput {
  layout: DashboardLayout;
  metadata: DashboardMetadata;
  dataMasks: DataMaskMap;
}

function hasContent(extra: ExtraFormData | undefined): extra is ExtraFormData {
  return (
    extra !== undefined &&
    Object.values(extra).some(
      (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    )
  );
}

/**
 * Data-mask ids that reach a chart and add something to it: native filters whose scope covers
 * it (in configuration order), then cross-filters (keyed by the emitting chart's id) of charts
 * whose targets include it.
 */
export function filtersAffectingChart(chartId: number, input: ChartFilterInput): string[] {
  const { layout, metadata, dataMasks } = input;
  const ids: string[] = [];
  for (const filter of metadata.native_filter_configuration ?? []) {
    if (filter.type !== 'NATIVE_FILTER') continue;
    if (!hasContent(dataMasks[filter.id]?.extraFormData)) continue;
    const inScope = filter.scope
      ? chartsInScope(layout, filter.scope)
      : (filter.chartsInScope ?? []);
    if (inScope.includes(chartId)) ids.push(filter.id);
  }
  for (const [key, mask] of Object.entries(dataMasks)) {
    if (!/^\d+$/.test(key) || !hasContent(mask.extraFormData)) continue;
    const emitter = Number(key);
    if (emitter === chartId) continue;
    if (crossFilterTargets(emitter, metadata, layout).includes(chartId)) ids.push(key);
  }
  return ids;
}

/** The merged extraFormData of every native filter and cross-filter reaching a chart. */
export function extraFormDataForChart(chartId: number, input: ChartFilterInput): ExtraFormData {
  const parts = filtersAffectingChart(chartId, input).map(
    (id) => input.dataMasks[id]?.extraFormData ?? {},
  );
  return mergeExtraFormData(parts);
}
