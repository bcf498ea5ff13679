import type { EChartsCoreOption } from 'echarts/core';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { columnLabel, metricLabel } from '@common/api/chartData';
import type { AnnotationLayerConfig, ChartPropsInput, FormData } from '../../types';
import { formColumns, formMetrics } from '../buildQueryObject';
import { CategoricalColorScale } from '../colorSchemes';
import { getNumberFormatter, getTimeFormatter } from '../formatters';
import { annotationSeries } from './annotationSeries';
import { isTimeComparison, timeOffsets, xAxisLabel } from './buildTimeseriesQuery';
import {
  dataZoomOption,
  gridOption,
  legendOption,
  tooltipOption,
  valueLabelRoom,
  type XAxisKind,
  xAxisOption,
  yAxisOption,
  yFormatterOf,
} from './chartOptions';
import { type ExtractedSeries, extractSeries } from './extractSeries';
import { LARGE_DATA_POINTS, seriesOptions, seriesStyle, type SeriesType } from './seriesOptions';

/** What the timeseries component needs besides the option (cross-filters). */
export interface CrossFilterInfo {
  /** Groupby column labels (the cross-filter columns); empty: filter on the x-axis. */
  groupby: string[];
  /** The x-axis column, for a categorical chart without groupby. */
  xAxis: string | null;
  /** Series name → its groupby values. */
  seriesValues: Record<string, string[]>;
  /** Where a datum's x value is in its [x, y] value (1 on a horizontal bar chart). */
  xIndex: 0 | 1;
  /** Values currently selected (highlighted) by this chart's cross-filter. */
  selectedValues: unknown[];
}

/** The props of the timeseries component. */
export interface TimeseriesProps {
  option: EChartsCoreOption;
  crossFilter: CrossFilterInfo | null;
}

const TEMPORAL = 2;

/** Whether the x column is temporal (answer coltypes, or the dataset's column). */
export function xAxisKindOf(
  input: ChartPropsInput,
  entry: ChartDataResponseEntry | undefined,
  xLabel: string,
  seriesType: SeriesType,
): XAxisKind {
  if (xLabel === '__timestamp') return 'time';
  const at = entry?.colnames.indexOf(xLabel) ?? -1;
  const coltype = at >= 0 ? entry?.coltypes[at] : undefined;
  const column = input.datasource?.columns.find((c) => c.column_name === xLabel);
  if (coltype === TEMPORAL || column?.is_dttm) return 'time';
  const first = entry?.data[0]?.[xLabel];
  if (typeof first === 'number' && seriesType !== 'bar') return 'value';
  return 'category';
}

/** Groupby values of a series key ("SUM(x), FR, apple" → ["FR", "apple"]). */
export function groupbyValues(key: string, entry: ChartDataResponseEntry, count: number): string[] {
  if (count === 0) return [];
  const mapped = entry.label_map[key];
  if (mapped && mapped.length > count) return mapped.slice(-count);
  return key.split(', ').slice(-count);
}

/** Extracts one query's series with the form data keys of that query. */
export function seriesOfQuery(
  entry: ChartDataResponseEntry | undefined,
  formData: FormData,
): ExtractedSeries[] {
  if (!entry) return [];
  const metrics = formMetrics(formData.metrics).map(metricLabel);
  const offsets = isTimeComparison(formData) ? timeOffsets(formData) : [];
  return extractSeries(entry, {
    xAxisLabel: xAxisLabel(formData),
    metricLabels: metrics,
    groupbyCount: formColumns(formData.groupby).length,
    timeOffsets: offsets,
    truncateMetric: formData.truncate_metric !== false,
    sortBy: (formData.sort_series_type as string | undefined) ?? null,
    ascending: Boolean(formData.sort_series_ascending),
  }).series;
}

/** Cross-filter facts of one query. */
export function crossFilterInfo(
  input: ChartPropsInput,
  formData: FormData,
  entry: ChartDataResponseEntry | undefined,
  series: ExtractedSeries[],
  kind: XAxisKind,
): CrossFilterInfo | null {
  const groupby = formColumns(formData.groupby).map(columnLabel);
  if (!entry || (groupby.length === 0 && kind !== 'category')) return null;
  const seriesValues: Record<string, string[]> = {};
  for (const s of series) seriesValues[s.name] = groupbyValues(s.key, entry, groupby.length);
  return {
    groupby,
    xAxis: groupby.length ? null : xAxisLabel(formData),
    seriesValues,
    xIndex: formData.orientation === 'horizontal' && kind === 'category' ? 1 : 0,
    selectedValues: input.filterState?.selectedValues ?? [],
  };
}

/** Series names a cross-filter selection keeps bright (null: no selection). */
export function selectedSeries(info: CrossFilterInfo | null): Set<string> | null {
  if (!info || info.groupby.length === 0 || info.selectedValues.length === 0) return null;
  const wanted = new Set(info.selectedValues.map(String));
  const names = Object.entries(info.seriesValues)
    .filter(([, values]) => wanted.has(values.join(', ')))
    .map(([name]) => name);
  return new Set(names);
}

/**
 * The shared transformProps of the single-query timeseries types: one ECharts series per
 * answer column, axes and formats from form data, annotation layers on top.
 */
export function transformTimeseries(
  input: ChartPropsInput,
  defaults: { seriesType: SeriesType },
): TimeseriesProps {
  const { formData } = input;
  const entry = input.queriesData[0];
  const style = seriesStyle(formData, defaults);
  const xLabel = xAxisLabel(formData);
  const kind = xAxisKindOf(input, entry, xLabel, style.seriesType);
  const series = seriesOfQuery(entry, formData);
  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors ?? (formData.label_colors as Record<string, string> | undefined) ?? {},
  );
  const yFormatter = yFormatterOf(formData);
  const crossFilter = crossFilterInfo(input, formData, entry, series, kind);
  const main = seriesOptions(series, style, colors, yFormatter, selectedSeries(crossFilter));
  const xValues = series[0]?.x ?? [];
  const layers = (formData.annotation_layers ?? []) as AnnotationLayerConfig[];
  const extra = style.horizontal
    ? []
    : annotationSeries(layers, input.annotations, { xValues, numericX: kind !== 'category' });
  const xFormatter =
    kind === 'time'
      ? getTimeFormatter((formData.x_axis_time_format as string) || null)
      : getNumberFormatter((formData.x_axis_number_format as string) || null);
  const xAxis = xAxisOption(formData, kind, xFormatter, { x: xValues, width: input.width });
  const yAxis = yAxisOption(formData, yFormatter);
  const points = series.length * xValues.length;
  const grid = gridOption(formData, style.horizontal);
  grid.right = Math.max(grid.right ?? 0, valueLabelRoom(series, style, yFormatter));
  const option: EChartsCoreOption = {
    animation: points <= LARGE_DATA_POINTS,
    grid,
    xAxis: style.horizontal ? yAxis : xAxis,
    yAxis: style.horizontal
      ? { ...xAxis, nameLocation: 'middle', inverse: kind === 'category' }
      : yAxis,
    tooltip: tooltipOption(formData, kind, yFormatter, style.horizontal),
    legend: legendOption(
      formData,
      series.map((s) => s.name),
    ),
    dataZoom: dataZoomOption(formData, style.horizontal),
    series: [...main, ...extra],
  };
  return { option, crossFilter };
}
