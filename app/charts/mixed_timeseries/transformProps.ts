import type { EChartsCoreOption } from 'echarts/core';
import type { AnnotationLayerConfig, ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import { getTimeFormatter } from '../shared/formatters';
import { annotationSeries } from '../shared/timeseries/annotationSeries';
import { queryBFormData, xAxisLabel } from '../shared/timeseries/buildTimeseriesQuery';
import {
  dataZoomOption,
  gridOption,
  legendOption,
  tooltipOption,
  xAxisOption,
  yAxisOption,
  yFormatterOf,
} from '../shared/timeseries/chartOptions';
import { LARGE_DATA_POINTS, seriesOptions, seriesStyle } from '../shared/timeseries/seriesOptions';
import {
  crossFilterInfo,
  selectedSeries,
  seriesOfQuery,
  type TimeseriesProps,
  xAxisKindOf,
} from '../shared/timeseries/transformTimeseries';

/**
 * The Mixed Chart's option: query A's and query B's series on one x-axis, each on the
 * primary or secondary y-axis (yAxisIndex / yAxisIndexB) with its own format.
 */
export function transformProps(input: ChartPropsInput): TimeseriesProps {
  const { formData } = input;
  const formDataB = queryBFormData(formData);
  const [entryA, entryB] = input.queriesData;
  const styleA = { ...seriesStyle(formData, { seriesType: 'line' }), horizontal: false };
  const styleB = { ...seriesStyle(formData, { seriesType: 'line' }, true), horizontal: false };
  const identify = Boolean(formData.show_query_identifiers);
  const named = (suffix: string) => (s: ReturnType<typeof seriesOfQuery>[number]) =>
    identify ? { ...s, name: `${s.name} (${suffix})` } : s;
  const seriesA = seriesOfQuery(entryA, formData).map(named('Query A'));
  const seriesB = seriesOfQuery(entryB, formDataB).map(named('Query B'));
  const kind = xAxisKindOf(input, entryA ?? entryB, xAxisLabel(formData), styleA.seriesType);
  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors ?? {},
  );
  const formatA = yFormatterOf(formData, 'y_axis_format');
  const formatB = yFormatterOf(formData, 'y_axis_format_secondary');
  const crossFilter = crossFilterInfo(input, formData, entryA, seriesA, kind);
  const selected = selectedSeries(crossFilter);
  const layers = (formData.annotation_layers ?? []) as AnnotationLayerConfig[];
  const xValues = seriesA[0]?.x ?? seriesB[0]?.x ?? [];
  const namesB = new Set(seriesB.map((s) => s.name));
  const points = (seriesA.length + seriesB.length) * xValues.length;
  const option: EChartsCoreOption = {
    animation: points <= LARGE_DATA_POINTS,
    grid: { ...gridOption(formData), right: 60 },
    xAxis: xAxisOption(
      formData,
      kind,
      getTimeFormatter((formData.x_axis_time_format as string) || null),
      { x: xValues, width: input.width },
    ),
    yAxis: [
      yAxisOption(formData, styleA.yAxisIndex === 0 ? formatA : formatB),
      yAxisOption(
        { ...formData, truncateYAxis: false },
        styleB.yAxisIndex === 1 ? formatB : formatA,
        {
          position: 'right',
          logKey: 'logAxisSecondary',
        },
      ),
    ],
    tooltip: tooltipOption(formData, kind, formatA, false, (name) =>
      namesB.has(name) ? formatB : undefined,
    ),
    legend: legendOption(
      formData,
      [...seriesA, ...seriesB].map((s) => s.name),
    ),
    dataZoom: dataZoomOption(formData),
    series: [
      ...seriesOptions(seriesA, styleA, colors, formatA, selected),
      ...seriesOptions(seriesB, styleB, colors, formatB, selected),
      ...annotationSeries(layers, input.annotations, { xValues, numericX: kind !== 'category' }),
    ],
  };
  return { option, crossFilter };
}
